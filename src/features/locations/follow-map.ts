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

/** The first store with a position that is shown within `within` (a section, a panel, the list). */
const firstShown = (within: ParentNode) =>
  [...within.querySelectorAll<HTMLElement>("[data-store-card][data-lat]")].find((c) => c.getClientRects().length > 0);

/** The box that moves from card to card; until the map draws (or when it cannot), it shows the address. */
function followMapBox(height: number) {
  const box = document.createElement("div");
  box.className = "store-map store-map-follow";
  box.dataset["followMap"] = "";
  box.style.height = `${height}px`;
  const canvas = document.createElement("section");
  canvas.className = "store-map-canvas";
  const fallback = document.createElement("p");
  fallback.className = "store-map-fallback";
  canvas.append(fallback);
  box.append(canvas);
  return { box, canvas, fallback };
}

/** Pins the store of `card` on the drawn map (its name in the popup) and centres the map on it. */
function pinStore(drawn: Drawn, card: HTMLElement): void {
  const at: [number, number] = [Number(card.dataset["lat"]), Number(card.dataset["lng"])];
  const name = card.dataset["storeName"] ?? "";
  const { L, map } = drawn;
  drawn.marker?.remove();
  const popup = document.createElement("strong");
  popup.textContent = name;
  drawn.marker = L.marker(at, { icon: L.divIcon(STORE_PIN), title: name, alt: name, keyboard: true })
    .addTo(map)
    .bindPopup(popup);
  // The box has just moved to another card: Leaflet measures it again before centring.
  map.invalidateSize();
  map.setView(at, CONTACT_MAP_ZOOM);
}

type Tiles = { url: string; attribution: string | undefined; zoomIn: string; zoomOut: string };

/**
 * The function that draws the map once: it loads Leaflet (once, however often it is called), draws the
 * tiles into `canvas` in place of the address and hands the map to `ready`.
 */
function mapDrawer(canvas: HTMLElement, fallback: HTMLElement, tiles: Tiles, ready: (drawn: Drawn) => void) {
  let loading = false;
  return () => {
    if (loading) return;
    loading = true;
    import("leaflet/dist/leaflet-src.esm.js").then(
      (L) => {
        fallback.remove();
        const map = L.map(canvas, { scrollWheelZoom: false, zoomControl: false });
        L.control.zoom({ zoomInTitle: tiles.zoomIn, zoomOutTitle: tiles.zoomOut }).addTo(map);
        const attribution = tiles.attribution ? { attribution: escapeText(tiles.attribution) } : {};
        L.tileLayer(tiles.url, { maxZoom: 19, ...attribution }).addTo(map);
        ready({ L, map });
      },
      () => {
        // No map (script blocked or offline): the address stays in the box.
      },
    );
  };
}

/** The function that watches `box` (again) and calls `then` once it comes within 200 px of the screen. */
function watchNear(box: HTMLElement, then: () => void): () => void {
  const near = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        near.disconnect();
        then();
      }
    },
    { rootMargin: "200px" },
  );
  return () => near.observe(box);
}

/**
 * Moves the map when the shopper chooses another store: 'Show on map', a section opened or a city tab
 * picked (its first store), a filter that hides the chosen store (the first store still shown).
 */
function followChoices(root: HTMLElement, moveTo: (card: HTMLElement) => void, chosen: () => HTMLElement | null) {
  const moveToFirst = (within: ParentNode) => {
    const card = firstShown(within);
    if (card) moveTo(card);
  };
  root.addEventListener("click", (e) => {
    const button = (e.target as Element).closest("[data-show-on-map] button");
    const card = button?.closest<HTMLElement>("[data-store-card]");
    if (card) moveTo(card);
  });
  root.addEventListener(
    "toggle",
    (e) => {
      const section = e.target;
      if (section instanceof HTMLDetailsElement && section.open) moveToFirst(section);
    },
    true,
  );
  root.addEventListener("store-panel-shown", (e) => {
    if (e.target instanceof HTMLElement) moveToFirst(e.target);
  });
  root.addEventListener("input", () => {
    const current = chosen();
    if (current === null || current.getClientRects().length === 0) moveToFirst(root);
  });
}

/** The one map of a directory; returns the function that moves it to a card (or null when it has no map). */
export function setUpFollowMap(root: HTMLElement): ((card: HTMLElement) => void) | null {
  const tileUrl = root.dataset["tileUrl"];
  if (!tileUrl) return null;
  const phone = window.matchMedia(PHONE_QUERY);
  const { box, canvas, fallback } = followMapBox(Number(root.dataset["mapHeight"]) || 480);
  let current: HTMLElement | null = null;
  let drawn: Drawn | null = null;
  const tiles = {
    url: tileUrl,
    attribution: root.dataset["tileAttribution"],
    zoomIn: root.dataset["zoomIn"] ?? "Zoom in",
    zoomOut: root.dataset["zoomOut"] ?? "Zoom out",
  };
  const draw = mapDrawer(canvas, fallback, tiles, (map) => {
    drawn = map;
    if (current !== null) pinStore(map, current);
  });
  const drawWhenNear = watchNear(box, draw);

  const moveTo = (card: HTMLElement) => {
    if (!phone.matches || !card.dataset["lat"] || card === current) return;
    for (const other of root.querySelectorAll("[data-map-here]")) other.removeAttribute("data-map-here");
    current = card;
    card.setAttribute("data-map-here", "");
    const name = card.dataset["storeName"] ?? "";
    canvas.setAttribute("aria-label", (root.dataset["mapOf"] ?? "").replace("{store}", name));
    fallback.textContent = card.dataset["storeAddress"] ?? "";
    card.append(box);
    if (drawn) pinStore(drawn, card);
    else drawWhenNear();
  };

  // At phone width the map starts in the first shown store (unless its store is still shown); wider, it goes.
  const start = () => {
    if (!phone.matches) {
      box.remove();
      current = null;
      return;
    }
    const card = current && current.getClientRects().length > 0 ? null : firstShown(root);
    if (card) moveTo(card);
  };
  followChoices(root, moveTo, () => current);
  phone.addEventListener("change", start);
  start();
  return moveTo;
}
