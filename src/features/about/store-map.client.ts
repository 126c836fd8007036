/**
 * Draws each `[data-store-map]` with Leaflet when it comes near the viewport: the chain's tile URL,
 * the spec's zoom, one circle marker (no marker images to fetch). The map is a still picture (no
 * controls, not focusable): the address is in the text, and the attribution under the map.
 */
async function draw(el: HTMLElement): Promise<void> {
  const [L] = await Promise.all([import("leaflet/dist/leaflet-src.esm.js"), import("leaflet/dist/leaflet.css")]);
  const lat = Number(el.dataset["lat"]);
  const lng = Number(el.dataset["lng"]);
  const map = L.map(el, {
    center: [lat, lng],
    zoom: Number(el.dataset["zoom"]),
    scrollWheelZoom: false,
    keyboard: false,
    zoomControl: false,
    attributionControl: false,
    dragging: false,
    doubleClickZoom: false,
    touchZoom: false,
    boxZoom: false,
  });
  L.tileLayer(el.dataset["tiles"] ?? "").addTo(map);
  L.circleMarker([lat, lng], { radius: 9, color: "#0b4f8a", weight: 3, fillOpacity: 0.6 }).addTo(map);
  // Leaflet makes the container focusable; the map is an image here.
  el.removeAttribute("tabindex");
}

/** Draws the page's maps as they scroll into view. */
export function hydrateMaps(): void {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        void draw(entry.target as HTMLElement).catch((error: unknown) => console.warn("map", error));
      }
    },
    { rootMargin: "200px" },
  );
  document.querySelectorAll<HTMLElement>("[data-store-map]").forEach((el) => observer.observe(el));
}
