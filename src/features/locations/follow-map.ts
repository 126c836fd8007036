/**
 * On phones (the width where a store card stacks), one map for the whole store list instead of one
 * per store: it sits in the chosen store's card and moves when another store is chosen ('Show on
 * map', opening a section, picking a city tab, a filter that hides the chosen store). Leaflet loads
 * when the map first comes near the screen. The per-store maps stay hidden at that width (CSS), so
 * their islands never hydrate. On wider screens nothing here runs and every store keeps its map.
 */
import type * as Leaflet from "leaflet/dist/leaflet-src.esm.js";
import { CONTACT_MAP_ZOOM, STORE_PIN, escapeText } from "../../shared/stores/stores.ts";

/** The width at which a store card stacks (locations.css) and the list has one map. */
export const PHONE_QUERY = "(max-width: 640px)";

type Drawn = { L: typeof Leaflet; map: Leaflet.LeafletMap; marker?: Leaflet.Layer };

/** The one map of a directory; returns the function that moves it to a card (or null when it has no map). */
export function setUpFollowMap(root: HTMLElement): ((card: HTMLElement) => void) | null {
  const tileUrl = root.dataset["tileUrl"];
  if (!tileUrl) return null;
  const attribution = root.dataset["tileAttribution"];
  const phone = window.matchMedia(PHONE_QUERY);
  const box = document.createElement("div");
  box.className = "store-map store-map-follow";
  box.dataset["followMap"] = "";
  box.style.height = `${Number(root.dataset["mapHeight"]) || 480}px`;
  const canvas = document.createElement("section");
  canvas.className = "store-map-canvas";
  const fallback = document.createElement("p");
  fallback.className = "store-map-fallback";
  canvas.append(fallback);
  box.append(canvas);
  let current: HTMLElement | null = null;
  let drawn: Drawn | null = null;
  let loading = false;

  const place = () => {
    if (current === null || drawn === null) return;
    const at: [number, number] = [Number(current.dataset["lat"]), Number(current.dataset["lng"])];
    const name = current.dataset["storeName"] ?? "";
    const { L, map } = drawn;
    drawn.marker?.remove();
    const popup = document.createElement("strong");
    popup.textContent = name;
    drawn.marker = L.marker(at, { icon: L.divIcon(STORE_PIN), title: name, alt: name, keyboard: true })
      .addTo(map)
      .bindPopup(popup);
    map.invalidateSize();
    map.setView(at, CONTACT_MAP_ZOOM);
  };

  const draw = () => {
    if (loading) return;
    loading = true;
    import("leaflet/dist/leaflet-src.esm.js").then(
      (L) => {
        fallback.remove();
        const map = L.map(canvas, { scrollWheelZoom: false });
        L.tileLayer(tileUrl, { maxZoom: 19, ...(attribution ? { attribution: escapeText(attribution) } : {}) }).addTo(
          map,
        );
        drawn = { L, map };
        place();
      },
      () => {
        // No map (script blocked or offline): the address stays in the box.
      },
    );
  };
  const near = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        near.disconnect();
        draw();
      }
    },
    { rootMargin: "200px" },
  );

  const moveTo = (card: HTMLElement) => {
    if (!phone.matches || !card.dataset["lat"] || card === current) return;
    for (const other of root.querySelectorAll("[data-map-here]")) other.removeAttribute("data-map-here");
    current = card;
    card.setAttribute("data-map-here", "");
    const name = card.dataset["storeName"] ?? "";
    canvas.setAttribute("aria-label", `Map of ${name}`);
    fallback.textContent = card.dataset["storeAddress"] ?? "";
    card.append(box);
    if (drawn) place();
    else near.observe(box);
  };

  const firstShown = (within: ParentNode) =>
    [...within.querySelectorAll<HTMLElement>("[data-store-card][data-lat]")].find((c) => c.getClientRects().length > 0);
  const start = () => {
    if (!phone.matches) {
      box.remove();
      current = null;
      return;
    }
    const card = current && current.getClientRects().length > 0 ? null : firstShown(root);
    if (card) moveTo(card);
  };
  root.addEventListener("click", (e) => {
    const button = (e.target as Element).closest("[data-show-on-map] button");
    const card = button?.closest<HTMLElement>("[data-store-card]");
    if (card) moveTo(card);
  });
  // A section opened or a city tab picked: its first store gets the map.
  root.addEventListener(
    "toggle",
    (e) => {
      const section = e.target;
      if (section instanceof HTMLDetailsElement && section.open) {
        const card = firstShown(section);
        if (card) moveTo(card);
      }
    },
    true,
  );
  root.addEventListener("store-panel-shown", (e) => {
    const card = e.target instanceof HTMLElement ? firstShown(e.target) : undefined;
    if (card) moveTo(card);
  });
  // A filter that hides the chosen store: the first store still shown gets the map.
  root.addEventListener("input", () => {
    if (current === null || current.getClientRects().length === 0) {
      const card = firstShown(root);
      if (card) moveTo(card);
    }
  });
  phone.addEventListener("change", start);
  start();
  return moveTo;
}
