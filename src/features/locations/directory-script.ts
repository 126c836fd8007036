/**
 * Browser enhancement of the store directory: city tabs (arrow keys, Home and End move between
 * them; the selected panel shows), 'Use my location' (the browser's position, then every list
 * nearest first with the distance in miles, announced in the status line) and the finder's filters
 * (typed words and ticked services; the number of matching stores announced). What it writes is in
 * the page's language, from the `data-*` texts of the status lines (StoreDirectory.astro).
 */
import { setUpFollowMap } from "./follow-map.ts";
import {
  KM_PER_MILE,
  distanceKm,
  hasServices,
  matchCountText,
  sortByDistance,
  storeMatches,
  type LatLng,
} from "../../shared/stores/stores.ts";

function positionOf(card: HTMLElement): LatLng | null {
  const lat = Number(card.dataset["lat"]);
  const lng = Number(card.dataset["lng"]);
  return card.dataset["lat"] && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
}

function setUpTabs(root: HTMLElement): void {
  const tablist = root.querySelector<HTMLElement>("[data-tablist]");
  if (tablist === null) return;
  const tabs = [...tablist.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const panels = tabs.map((t) => document.getElementById(t.getAttribute("aria-controls") ?? ""));
  const select = (index: number, focus: boolean) => {
    tabs.forEach((tab, i) => {
      const on = i === index;
      tab.setAttribute("aria-selected", String(on));
      tab.tabIndex = on ? 0 : -1;
      const panel = panels[i];
      // The panels carry role, name and tab stop from the HTML (StoreDirectory.astro).
      if (panel) {
        const shown = on && panel.hidden;
        panel.hidden = !on;
        if (shown) panel.dispatchEvent(new Event("store-panel-shown", { bubbles: true }));
      }
    });
    if (focus) tabs[index]?.focus();
  };
  tabs.forEach((tab, i) => {
    tab.addEventListener("click", () => select(i, false));
    tab.addEventListener("keydown", (e) => {
      const last = tabs.length - 1;
      const next = { ArrowRight: i === last ? 0 : i + 1, ArrowLeft: i === 0 ? last : i - 1, Home: 0, End: last }[e.key];
      if (next === undefined) return;
      e.preventDefault();
      select(next, true);
    });
  });
  root.querySelectorAll(".city-title").forEach((h) => h.classList.add("visually-hidden"));
  select(0, false);
  tablist.closest<HTMLElement>("[data-city-tabs]")?.setAttribute("data-ready", "");
}

function setUpNearMe(root: HTMLElement): void {
  const button = root.querySelector<HTMLButtonElement>("[data-near-me]");
  const status = root.querySelector<HTMLElement>("[data-near-me-status]");
  if (button === null || status === null) return;
  // The status line's texts in the page's language (StoreDirectory.astro).
  const words = status.dataset;
  const away = words["away"] ?? "{n}";
  if (!("geolocation" in navigator)) {
    button.hidden = true;
    return;
  }
  button.addEventListener("click", () => {
    button.disabled = true;
    status.textContent = words["locating"] ?? "";
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        const here = { lat: pos.coords.latitude, lng: pos.coords.longitude };
        for (const list of root.querySelectorAll<HTMLElement>("[data-store-list]")) {
          const cards = [...list.querySelectorAll<HTMLElement>(":scope > [data-store-card]")];
          for (const card of sortByDistance(cards, here, positionOf)) {
            const at = positionOf(card);
            const label = card.querySelector<HTMLElement>("[data-store-distance]");
            if (label && at) {
              label.textContent = away.replace("{n}", (distanceKm(here, at) / KM_PER_MILE).toFixed(1));
              label.hidden = false;
            }
            list.append(card);
          }
        }
        status.textContent = words["sorted"] ?? "";
        button.disabled = false;
      },
      () => {
        status.textContent = words["noLocation"] ?? "";
        button.disabled = false;
      },
      { timeout: 10_000, maximumAge: 300_000 },
    );
  });
}

/**
 * The finder's filters: the filter box of a long list (every typed word in the store's own words)
 * and the service checkboxes (every ticked service declared for the store). Stores that do not
 * match hide, a section or city without a match hides, every section opens (and every city shows)
 * while a filter is on, and the status line says how many stores match.
 */
function setUpFilter(root: HTMLElement): void {
  const input = root.querySelector<HTMLInputElement>("[data-store-filter]");
  const options = [...root.querySelectorAll<HTMLInputElement>("[data-service-option]")];
  const status = root.querySelector<HTMLElement>("[data-store-filter-status]");
  if (input === null && options.length === 0) return;
  const cards = [...root.querySelectorAll<HTMLElement>("[data-store-card]")];
  const texts = cards.map((card) => {
    const details = card.querySelector(".store-details")?.cloneNode(true);
    if (!(details instanceof HTMLElement)) return "";
    // What the page adds is no part of the store: 'Show on map', today's mark, open or closed now;
    // the services are filtered by their checkboxes.
    details
      .querySelectorAll("[data-show-on-map], .store-hours-today, [data-hours-now], .store-services")
      .forEach((el) => el.remove());
    return details.textContent.replace(/\s+/g, " ");
  });
  const offered = cards.map((card) => (card.dataset["services"] ?? "").split(" ").filter(Boolean));
  const groups = [...root.querySelectorAll<HTMLElement>(".store-section, [data-city-panel]")];
  const apply = () => {
    const query = input?.value.trim() ?? "";
    const wanted = options.filter((o) => o.checked).map((o) => o.value);
    const filtering = query !== "" || wanted.length > 0;
    let shown = 0;
    cards.forEach((card, i) => {
      const match = storeMatches(texts[i]!, query) && hasServices(offered[i]!, wanted);
      card.hidden = !match;
      if (match) shown++;
    });
    root.toggleAttribute("data-filtering", filtering);
    for (const group of groups) {
      const any = group.querySelector("[data-store-card]:not([hidden])") !== null;
      group.toggleAttribute("data-filtered-out", filtering && !any);
      if (filtering && group instanceof HTMLDetailsElement) group.open = true;
    }
    if (status) status.textContent = filtering ? matchCountText(shown, status.dataset) : "";
  };
  input?.addEventListener("input", apply);
  for (const option of options) option.addEventListener("change", apply);
}

/** Tabs, 'Use my location', the filter of a long list and the phone map for one directory (the hours: StoreHours.astro). */
export function enhanceDirectory(root: HTMLElement): void {
  setUpFilter(root);
  setUpTabs(root);
  setUpNearMe(root);
  setUpFollowMap(root);
}
