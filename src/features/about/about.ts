/**
 * About pages (spec 001 §2.17): the counters, the store-location details and which
 * parts a chain shows. The title rule is lib/menu.ts's `aboutTitle` (the route data needs it too).
 */
import type { MenuEntry } from "../../tenant/tenant-schema.ts";
import { aboutPageParam } from "../../lib/menu.ts";
import type { MessageKey } from "../../lib/i18n/catalogue.ts";

/** The About submenu entry of an /about/{page} address. */
export function aboutSubPage(about: MenuEntry | undefined, param: string) {
  return about?.submenu.find((s) => aboutPageParam(s.submenu_url) === param);
}

/** Spec 001 §9: "Counters 30000, 1500, 75, 1000", with the labels of §2.17. */
export const ABOUT_COUNTERS = [
  { value: 30000, label: "about.happyCustomers" },
  { value: 1500, label: "about.awards" },
  { value: 75, label: "about.years" },
  { value: 1000, label: "about.communityProjects" },
] as const satisfies readonly { value: number; label: MessageKey }[];

/** Spec 001 §9: "Map zoom 13 on contact, 14 on about". */
export const ABOUT_MAP_ZOOM = 14;

/** A counter as shown: thousands separated ('30,000'). */
export function counterText(value: number, locale = "en-US"): string {
  return value.toLocaleString(locale);
}

/** Store locations are listed on theme 2 for the chain whose flag says so. */
export function showsStoreLocations(theme: 1 | 2, flag: boolean): boolean {
  return theme === 2 && flag;
}

/** Coordinates a map can show; null when missing or out of range. */
export function mapPoint(lat: number | null | undefined, lng: number | null | undefined): [number, number] | null {
  if (lat == null || lng == null || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180 || (lat === 0 && lng === 0)) return null;
  return [lat, lng];
}
