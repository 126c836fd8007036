import { describe, expect, it } from "vitest";
import {
  contactStores,
  directionsUrl,
  storeMatches,
  distanceKm,
  groceryStoreJsonLd,
  groupByCity,
  groupBySection,
  groupsBySection,
  hasServices,
  hoursLines,
  matchCountText,
  openingHours,
  sortByDistance,
  storePosition,
  storesJsonLd,
  servicesJsonLd,
  type DirectoryStore,
} from "./stores.ts";
import { servicesOf } from "../../tenant/store-services.ts";

function store(id: number, city: string, over: Partial<DirectoryStore> = {}): DirectoryStore {
  return {
    ClientStoreId: id,
    ClientStoreName: `Store ${id}`,
    City: city,
    AddressLine1: `${id} Main St`,
    AddressLine2: "NC",
    StateName: "NC",
    ZipCode: "28801",
    StorePhoneNumber: "8285550100",
    StoreEmail: `s${id}@x.example`,
    StoreTimings: "Mon - Sat: 7:00 AM - 10:00 PM\nSun: 8:00 AM - 9:00 PM",
    StoreImage: "",
    SectionName: "",
    Latitude: 35.6,
    Longitude: -82.55,
    ...over,
  };
}

describe("store directory", () => {
  it("leaves out the stores the chain's flag names", () => {
    const stores = [store(1, "A"), store(2, "B"), store(3, "A")];
    expect(contactStores(stores, [2]).map((s) => s.ClientStoreId)).toEqual([1, 3]);
    expect(contactStores(stores, [])).toHaveLength(3);
  });

  it("groups by city in first-seen order", () => {
    const groups = groupByCity([store(1, "Asheville"), store(2, "Boone"), store(3, "Asheville"), store(4, " ")]);
    expect(groups.map((g) => [g.name, g.stores.map((s) => s.ClientStoreId)])).toEqual([
      ["Asheville", [1, 3]],
      ["Boone", [2]],
      ["Other", [4]],
    ]);
  });

  it("groups by section only when the first store carries a SectionName", () => {
    const withSections = [
      store(1, "A", { SectionName: "North" }),
      store(2, "B", { SectionName: "South" }),
      store(3, "C", { SectionName: "North" }),
    ];
    expect(groupsBySection(withSections)).toBe(true);
    expect(groupBySection(withSections).map((g) => [g.name, g.stores.length])).toEqual([
      ["North", 2],
      ["South", 1],
    ]);
    expect(groupsBySection([store(1, "A"), store(2, "B", { SectionName: "South" })])).toBe(false);
    expect(groupsBySection([])).toBe(false);
  });

  it("splits hours into lines", () => {
    expect(hoursLines(" Mon: 8-5 \r\n\nSun: closed")).toEqual(["Mon: 8-5", "Sun: closed"]);
  });
});

describe("distance sort", () => {
  const asheville = { lat: 35.5951, lng: -82.5515 };
  it("measures great-circle distances", () => {
    expect(distanceKm(asheville, asheville)).toBe(0);
    // Asheville to Charlotte is about 170 km.
    expect(distanceKm(asheville, { lat: 35.2271, lng: -80.8431 })).toBeGreaterThan(150);
    expect(distanceKm(asheville, { lat: 35.2271, lng: -80.8431 })).toBeLessThan(180);
  });

  it("sorts nearest first and keeps stores without a position last in their order", () => {
    const stores = [
      store(1, "Far", { Latitude: 36.5, Longitude: -80 }),
      store(2, "None", { Latitude: undefined }),
      store(3, "Near", { Latitude: 35.6, Longitude: -82.56 }),
      store(4, "Zero", { Latitude: 0, Longitude: 0 }),
      store(5, "Mid", { Latitude: 35.9, Longitude: -82 }),
    ];
    expect(sortByDistance(stores, asheville, storePosition).map((s) => s.ClientStoreId)).toEqual([3, 5, 1, 2, 4]);
  });
});

describe("GroceryStore JSON-LD", () => {
  it("carries address, geo, phone and opening hours", () => {
    const ld = groceryStoreJsonLd(store(7, "Asheville"), "Hilltop", "https://www.hilltop.example/contact/");
    expect(ld).toMatchObject({
      "@type": "GroceryStore",
      name: "Store 7",
      telephone: "8285550100",
      address: {
        "@type": "PostalAddress",
        streetAddress: "7 Main St",
        addressLocality: "Asheville",
        addressRegion: "NC",
        postalCode: "28801",
      },
      geo: { "@type": "GeoCoordinates", latitude: 35.6, longitude: -82.55 },
      openingHours: ["Mo-Sa 07:00-22:00", "Su 08:00-21:00"],
    });
    const noGeo = groceryStoreJsonLd(store(8, "X", { Latitude: undefined }), "H", "https://h.example/contact/");
    expect(noGeo["geo"]).toBeUndefined();
  });

  it("reads the usual hours lines and skips the others", () => {
    expect(
      openingHours([
        "Open 24 hours",
        "Pharmacy: Mon - Fri 9:00 AM - 7:00 PM",
        "Sat - Sun: 7:00 AM - 10:00 PM",
        "Holidays: 8:00 AM - 6:00 PM",
        "Mon-Fri 8-17",
      ]),
    ).toEqual(["Mo-Su", "Sa-Su 07:00-22:00", "Mo-Fr 08:00-17:00"]);
    expect(openingHours(["Sun: 12:00 PM - 12:00 AM"])).toEqual(["Su 12:00-00:00"]);
  });

  it("keeps a store name from closing the script element", () => {
    const text = storesJsonLd([store(1, "A", { ClientStoreName: "</script><b>" })], "C", "https://c.example/contact/");
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text)["@graph"][0].name).toBe("</script><b>");
  });
});

describe("directionsUrl", () => {
  const place = { AddressLine1: "4476 Prairie Road", AddressLine2: "Iowa", City: "Des Moines", ZipCode: "50309" };
  it("goes to the store's coordinates when it has usable ones", () => {
    expect(directionsUrl({ ...place, Latitude: 41.59133, Longitude: -93.58047 })).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=41.59133,-93.58047",
    );
  });
  it("goes to the written address otherwise", () => {
    expect(directionsUrl({ ...place, Latitude: 0, Longitude: 0 })).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=4476%20Prairie%20Road%2C%20Des%20Moines%2C%20Iowa%2C%2050309",
    );
    expect(directionsUrl({ ...place, AddressLine2: "", StateName: "IA", Latitude: null })).toContain(
      "Moines%2C%20IA%2C",
    );
  });
  it("is null for a store without address or coordinates", () => {
    expect(directionsUrl({ AddressLine1: " ", AddressLine2: "", City: "", ZipCode: "" })).toBeNull();
  });
});

describe("storeMatches", () => {
  const text = "Harvest Market Des Moines North Des Moines 4476 Prairie Road Iowa 50309";
  it("matches every word of the query in any order and case", () => {
    expect(storeMatches(text, "moines prairie")).toBe(true);
    expect(storeMatches(text, "50309")).toBe(true);
    expect(storeMatches(text, "  ")).toBe(true);
    expect(storeMatches(text, "moines omaha")).toBe(false);
  });
});

describe("store services", () => {
  it("are listed in the closed list's order, unknown ids left out", () => {
    expect(servicesOf(["pharmacy", "wic", "nope", "snap-ebt"]).map((s) => s.label)).toEqual([
      "SNAP/EBT accepted",
      "WIC accepted",
      "Pharmacy",
    ]);
    expect(servicesOf(undefined)).toEqual([]);
  });

  it("say payments as paymentAccepted and the rest as amenity features; none says nothing", () => {
    expect(servicesJsonLd(["pharmacy", "wic", "snap-ebt"])).toEqual({
      paymentAccepted: "SNAP/EBT, WIC",
      amenityFeature: [{ "@type": "LocationFeatureSpecification", name: "Pharmacy", value: true }],
    });
    expect(servicesJsonLd(["atm"])).toEqual({
      amenityFeature: [{ "@type": "LocationFeatureSpecification", name: "ATM", value: true }],
    });
    expect(servicesJsonLd([])).toEqual({});
    expect(servicesJsonLd(undefined)).toEqual({});
  });

  it("go into each store's GroceryStore data by its id", () => {
    const doc = JSON.parse(
      storesJsonLd([store(1, "A"), store(2, "B")], "Chain", "https://c.example/contact/", { "2": ["wic"] }),
    ) as { "@graph": Record<string, unknown>[] };
    expect(doc["@graph"][0]).not.toHaveProperty("paymentAccepted");
    expect(doc["@graph"][1]).toMatchObject({ paymentAccepted: "WIC" });
  });

  it("filter: a store matches when it offers every ticked service", () => {
    expect(hasServices(["snap-ebt", "wic"], [])).toBe(true);
    expect(hasServices(["snap-ebt", "wic"], ["wic"])).toBe(true);
    expect(hasServices(["snap-ebt", "wic"], ["wic", "pharmacy"])).toBe(false);
    expect(hasServices([], ["wic"])).toBe(false);
  });

  it("the status line counts the matches", () => {
    const english = { one: "{n} store matches", many: "{n} stores match" };
    expect([0, 1, 12].map((n) => matchCountText(n, english))).toEqual([
      "0 stores match",
      "1 store matches",
      "12 stores match",
    ]);
    const spanish = { one: "{n} tienda coincide", many: "{n} tiendas coinciden" };
    expect([1, 3].map((n) => matchCountText(n, spanish))).toEqual(["1 tienda coincide", "3 tiendas coinciden"]);
  });
});
