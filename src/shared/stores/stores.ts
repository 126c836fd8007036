/**
 * The store directory of /contact (accounts §2.13, §3) as pure functions: which stores show, how
 * they group (collapsible sections when the first store has a SectionName, city tabs otherwise),
 * hours lines, distances for 'Use my location', the finder's filters, and schema.org GroceryStore
 * data per store (with its declared services). No DOM: the page builds with it and the page script
 * sorts and filters with it.
 */
import { servicesOf } from "../../tenant/store-services.ts";

/** The store fields the directory reads (the gateway's Store). */
export type DirectoryStore = {
  ClientStoreId: number;
  ClientStoreName: string;
  City: string;
  AddressLine1: string;
  AddressLine2: string;
  StateName?: string;
  ZipCode: string;
  StorePhoneNumber: string;
  StoreEmail: string;
  StoreTimings: string;
  StoreImage: string;
  SectionName: string;
  Latitude?: number | null | undefined;
  Longitude?: number | null | undefined;
};

/** A group of stores under one name (a city tab or a section). */
export type StoreGroup<S> = { name: string; stores: S[] };

/** The stores /contact shows: the chain's list without the ids its flag leaves out. */
export function contactStores<S extends DirectoryStore>(stores: readonly S[], excludedIds: readonly number[]): S[] {
  const excluded = new Set(excludedIds);
  return stores.filter((s) => !excluded.has(s.ClientStoreId));
}

/** True when stores group into sections: the first store carries a non-empty SectionName (§3). */
export function groupsBySection(stores: readonly DirectoryStore[]): boolean {
  return (stores[0]?.SectionName ?? "").trim() !== "";
}

function groupBy<S>(stores: readonly S[], key: (s: S) => string, fallback: string): StoreGroup<S>[] {
  const groups = new Map<string, S[]>();
  for (const s of stores) {
    const name = key(s).trim() || fallback;
    groups.set(name, [...(groups.get(name) ?? []), s]);
  }
  return [...groups].map(([name, list]) => ({ name, stores: list }));
}

/** Stores by city, in first-seen order (the city tabs). */
export function groupByCity<S extends DirectoryStore>(stores: readonly S[]): StoreGroup<S>[] {
  return groupBy(stores, (s) => s.City, "Other");
}

/** Stores by SectionName, in first-seen order (the collapsible sections). */
export function groupBySection<S extends DirectoryStore>(stores: readonly S[]): StoreGroup<S>[] {
  return groupBy(stores, (s) => s.SectionName, "Other stores");
}

/** The hours as lines (StoreTimings is newline-separated). */
export function hoursLines(timings: string): string[] {
  return timings
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
}

/** Spec zoom of the contact maps. */
export const CONTACT_MAP_ZOOM = 13;

/** The marker of a store on the contact maps (a Leaflet divIcon drawn by store-map.css). */
export const STORE_PIN = {
  className: "store-pin",
  html: "",
  iconSize: [22, 22] as [number, number],
  iconAnchor: [11, 22] as [number, number],
  popupAnchor: [0, -20] as [number, number],
};

/** Plain text safe inside Leaflet's HTML strings (the map attribution). */
export function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A point on the globe. */
export type LatLng = { lat: number; lng: number };

/** The store's position, when it has a usable one. */
export function storePosition(s: Pick<DirectoryStore, "Latitude" | "Longitude">): LatLng | null {
  const { Latitude: lat, Longitude: lng } = s;
  if (lat == null || lng == null || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180 || (lat === 0 && lng === 0)) return null;
  return { lat, lng };
}

/** The map service a directions link opens (its documented cross-platform URL; apps take it over on phones). */
export const DIRECTIONS_BASE = "https://www.google.com/maps/dir/?api=1&destination=";

/**
 * Directions to a store: to its coordinates when it has usable ones, else to its written address;
 * null when it has neither.
 */
export function directionsUrl(
  s: Pick<DirectoryStore, "Latitude" | "Longitude" | "AddressLine1" | "AddressLine2" | "City" | "ZipCode"> & {
    StateName?: string;
  },
): string | null {
  const at = storePosition(s);
  if (at) return `${DIRECTIONS_BASE}${at.lat},${at.lng}`;
  const state = s.AddressLine2.trim() || (s.StateName ?? "").trim();
  const address = [s.AddressLine1, s.City, state, s.ZipCode].map((part) => part.trim()).filter(Boolean);
  if (address.length === 0) return null;
  return `${DIRECTIONS_BASE}${encodeURIComponent(address.join(", "))}`;
}

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Kilometres to miles. */
export const KM_PER_MILE = 1.609344;

/** Items sorted nearest first; items without a position keep their order after the others. */
export function sortByDistance<T>(items: readonly T[], from: LatLng, at: (item: T) => LatLng | null): T[] {
  return items
    .map((item, index) => {
      const p = at(item);
      return { item, index, d: p === null ? Infinity : distanceKm(from, p) };
    })
    .sort((x, y) => x.d - y.d || x.index - y.index)
    .map((x) => x.item);
}

const DAYS = ["mo", "tu", "we", "th", "fr", "sa", "su"];
const DAY = "(mon|tue|wed|thu|fri|sat|sun)[a-z]*\\.?";
const TIME = "(\\d{1,2})(?::(\\d{2}))?\\s*(am|pm)?";
const LINE = new RegExp(`^${DAY}(?:\\s*[-–]\\s*${DAY})?\\s*:?\\s*${TIME}\\s*[-–]\\s*${TIME}$`, "i");

function clock(h: string, m: string | undefined, half: string | undefined): string {
  let hour = Number(h) % 12;
  if (half === undefined) hour = Number(h);
  else if (half.toLowerCase() === "pm") hour += 12;
  return `${String(hour).padStart(2, "0")}:${m ?? "00"}`;
}
const day = (name: string) => DAYS.find((d) => name.toLowerCase().startsWith(d)) ?? name;
const title = (d: string) => d.charAt(0).toUpperCase() + d.slice(1);

/**
 * schema.org openingHours of the hours lines that read like 'Mon - Sat: 7:00 AM - 10:00 PM'
 * ('Mo-Sa 07:00-22:00'); 'Open 24 hours' becomes 'Mo-Su'. Other lines (holidays, departments) are
 * left out, since a wrong machine-readable time is worse than none.
 */
export function openingHours(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    if (/^open 24 hours$/i.test(line.trim())) {
      out.push("Mo-Su");
      continue;
    }
    const m = LINE.exec(line.trim());
    if (!m) continue;
    const [, d1, d2, h1, m1, a1, h2, m2, a2] = m;
    const days = d2 ? `${title(day(d1!))}-${title(day(d2))}` : title(day(d1!));
    out.push(`${days} ${clock(h1!, m1, a1 ?? a2)}-${clock(h2!, m2, a2)}`);
  }
  return out;
}

/**
 * What a store's declared services say in schema.org: the payment ones (SNAP/EBT, WIC) as
 * `paymentAccepted` text, the others as `amenityFeature` LocationFeatureSpecifications. A store
 * without services says nothing (no claim that it has none).
 */
export function servicesJsonLd(ids: readonly string[] | undefined): Record<string, unknown> {
  const services = servicesOf(ids);
  const payments = services.filter((s) => s.kind === "payment").map((s) => s.label.replace(/ accepted$/, ""));
  const amenities = services.filter((s) => s.kind === "amenity");
  return {
    ...(payments.length > 0 ? { paymentAccepted: payments.join(", ") } : {}),
    ...(amenities.length > 0
      ? {
          amenityFeature: amenities.map((a) => ({
            "@type": "LocationFeatureSpecification",
            name: a.label,
            value: true,
          })),
        }
      : {}),
  };
}

/** schema.org GroceryStore data of one store, with the services its chain declared for it. */
export function groceryStoreJsonLd(
  s: DirectoryStore,
  chainName: string,
  pageUrl: string,
  services?: readonly string[],
): Record<string, unknown> {
  const position = storePosition(s);
  const region = (s.StateName ?? "").trim() || s.AddressLine2.trim();
  return {
    "@type": "GroceryStore",
    "@id": `${pageUrl}#store-${s.ClientStoreId}`,
    name: s.ClientStoreName,
    brand: { "@type": "Brand", name: chainName },
    url: `${pageUrl}#store-${s.ClientStoreId}`,
    ...(s.StoreImage ? { image: s.StoreImage } : {}),
    ...(s.StorePhoneNumber ? { telephone: s.StorePhoneNumber } : {}),
    ...(s.StoreEmail ? { email: s.StoreEmail } : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: s.AddressLine1,
      addressLocality: s.City,
      ...(region ? { addressRegion: region } : {}),
      postalCode: s.ZipCode,
      addressCountry: "US",
    },
    ...(position ? { geo: { "@type": "GeoCoordinates", latitude: position.lat, longitude: position.lng } } : {}),
    ...(openingHours(hoursLines(s.StoreTimings)).length > 0
      ? { openingHours: openingHours(hoursLines(s.StoreTimings)) }
      : {}),
    ...servicesJsonLd(services),
  };
}

/** Declared services by store id, as local.json's `storeServices` holds them. */
export type ServicesByStore = Readonly<Record<string, readonly string[]>>;

/** The JSON-LD document of a store list (each store with its services), safe inside a script element. */
export function storesJsonLd(
  stores: readonly DirectoryStore[],
  chainName: string,
  pageUrl: string,
  services: ServicesByStore = {},
): string {
  const doc = {
    "@context": "https://schema.org",
    "@graph": stores.map((s) => groceryStoreJsonLd(s, chainName, pageUrl, services[String(s.ClientStoreId)])),
  };
  return JSON.stringify(doc).replace(/</g, "\\u003c");
}

/** A store list this long gets a filter box (and a way back to the top). */
export const LONG_STORE_LIST = 12;

/** True when the store offers every wanted service (no wanted service: every store). */
export function hasServices(offered: readonly string[], wanted: readonly string[]): boolean {
  return wanted.every((w) => offered.includes(w));
}

/**
 * The finder's status line: how many stores match the typed words and ticked services, from the
 * page's texts ('{n} store matches', '{n} stores match'), which the status element carries as
 * `data-one` and `data-many`.
 */
export function matchCountText(shown: number, texts: { one?: string | undefined; many?: string | undefined }): string {
  return (texts[shown === 1 ? "one" : "many"] ?? "").replace("{n}", String(shown));
}

/** True when every word of the query is in the store's text (name, city, address, zip), any case. */
export function storeMatches(text: string, query: string): boolean {
  const haystack = text.toLocaleLowerCase();
  return query
    .toLocaleLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
