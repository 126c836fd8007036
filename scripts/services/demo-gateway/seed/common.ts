/**
 * Builders shared by the chain seeds: stores with realistic hours and contacts, weekly ads, company
 * settings, social links, departments picked from the catalog.
 */
import { BASE, DAY, weekStart } from "../wire.ts";
import { CATALOG, type CatalogDepartment } from "./catalog.ts";
import type { Rng } from "./prng.ts";
import type { ChainSeed, Department, Store, WeeklyAdSeed } from "./types.ts";

/** A store location before contacts and hours are added. */
export type Place = {
  name: string;
  street: string;
  city: string;
  state: string;
  stateName: string;
  zip: string;
  lat: number;
  lng: number;
  section?: string;
};

const HOURS = [
  "Mon - Sat: 7:00 AM - 10:00 PM\nSun: 8:00 AM - 9:00 PM",
  "Mon - Fri: 6:00 AM - 11:00 PM\nSat - Sun: 7:00 AM - 10:00 PM",
  "Open 24 hours\nPharmacy: Mon - Fri 9:00 AM - 7:00 PM",
  "Mon - Sun: 7:00 AM - 9:00 PM\nHolidays: 8:00 AM - 6:00 PM",
];

/** Stores in wire form; `noImage` lists store ids without a photo (the site shows its default). */
export function makeStores(
  site: string,
  rng: Rng,
  places: readonly Place[],
  areaCode: string,
  noImage: number[] = [],
): Store[] {
  return places.map((p, i) => {
    const id = i + 1;
    return {
      ClientStoreId: id,
      ClientStoreName: p.name,
      City: p.city,
      AddressLine1: p.street,
      // The real gateway repeats the state here; the site shows it as the state.
      AddressLine2: p.stateName,
      StateName: p.stateName,
      ZipCode: p.zip,
      StorePhoneNumber: `${areaCode}555${String(1000 + rng.int(0, 8999))}`,
      StoreEmail: `store${id}@${site}.example`,
      StoreTimings: rng.pick(HOURS),
      StoreTimingLable: "Store Hours",
      StoreImage: noImage.includes(id)
        ? ""
        : `${BASE}/images/store/${site}/${id}.jpg?name=${encodeURIComponent(p.name)}`,
      SectionName: p.section ?? "",
      Latitude: p.lat,
      Longitude: p.lng,
      WeeklyAdStoreId: 100 + id,
      StoreNumber: String(id).padStart(3, "0"),
    };
  });
}

/** This week's ad for every store except `without` (which answers "No WeeklyAds available."). */
export function makeWeeklyAds(now: number, stores: readonly Store[], without: number[] = []): WeeklyAdSeed[] {
  const start = weekStart(now);
  return stores
    .filter((s) => !without.includes(s.ClientStoreId))
    .map((s, i) => ({
      storeId: s.ClientStoreId,
      validFrom: start,
      expires: start + 7 * DAY - 60_000,
      pages: 2 + (i % 3),
      pdf: i % 4 !== 3,
    }));
}

/** Departments from the catalog by name, numbered from `firstId`. */
export function pickDepartments(
  names: readonly string[],
  firstId: number,
): (Department & { catalog: CatalogDepartment })[] {
  return names.map((name, i) => {
    const catalog = CATALOG.find((c) => c.name === name);
    if (catalog === undefined) throw new Error(`unknown catalog department ${name}`);
    return { id: firstId + i, name, description: catalog.description, catalog };
  });
}

/** Company settings in wire form (the handler adds card length and registration flags). */
export function makeCompany(site: string, name: string, phone: string, welcome: string): Record<string, unknown> {
  return {
    ClientName: name,
    SupportEmail: `support@${site}.example`,
    StoreEmail: `info@${site}.example`,
    StorePhoneNumber: phone,
    StoreTimings: "Mon - Fri: 8:00 AM - 6:00 PM\nSat: 9:00 AM - 2:00 PM",
    StoreTimingLable: "Customer Service Hours",
    WelcomeText: welcome,
    Logo: `${BASE}/images/logo/${site}/logo.svg`,
  };
}

/** Social links and app badges, all pointing at the gateway's stand-in pages. */
export function makeSocial(site: string, networks: readonly string[]): ChainSeed["social"] {
  const social = networks.map((n, i) => ({
    Title: n,
    Value: `${BASE}/external/${n.toLowerCase()}/${site}`,
    ImageURL: `${BASE}/images/social/${n.toLowerCase()}.svg`,
    IsSocialMedia: true,
    SequenceNumber: i + 1,
  }));
  const apps = ["App Store", "Google Play"].map((n, i) => ({
    Title: n,
    Value: `${BASE}/external/${n === "App Store" ? "app-store" : "google-play"}/${site}`,
    ImageURL: `${BASE}/images/badge/${n === "App Store" ? "app-store" : "google-play"}.svg`,
    IsSocialMedia: false,
    SequenceNumber: networks.length + i + 1,
  }));
  return [...social, ...apps];
}
