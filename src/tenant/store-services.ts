/**
 * The services a store can declare in local.json (`storeServices`): a closed list, so a shopper on
 * SNAP or WIC reads the same words on every chain and search engines get the same schema.org terms.
 * A payment service becomes the store's `paymentAccepted`; every other one an `amenityFeature`.
 * Adding a service is a line here (id, label, kind), documented in tenants/README.md.
 */

/** How a service shows in the store's GroceryStore data. */
export type StoreServiceKind = "payment" | "amenity";

/** One service of the closed list. */
export type StoreService = {
  /** The id a chain writes in local.json. */
  id: string;
  /** What shoppers read on the store card and the finder's checkbox. */
  label: string;
  /** `payment`: listed in schema.org `paymentAccepted`; `amenity`: a LocationFeatureSpecification. */
  kind: StoreServiceKind;
};

/** Every service a store can declare, in the order cards and the finder list them. */
export const STORE_SERVICES = [
  { id: "snap-ebt", label: "SNAP/EBT accepted", kind: "payment" },
  { id: "wic", label: "WIC accepted", kind: "payment" },
  { id: "double-up-food-bucks", label: "Double Up Food Bucks", kind: "amenity" },
  { id: "pharmacy", label: "Pharmacy", kind: "amenity" },
  { id: "deli", label: "Deli", kind: "amenity" },
  { id: "bakery", label: "Bakery", kind: "amenity" },
  { id: "curbside-pickup", label: "Curbside pickup", kind: "amenity" },
  { id: "home-delivery", label: "Home delivery", kind: "amenity" },
  { id: "atm", label: "ATM", kind: "amenity" },
  { id: "money-services", label: "Money orders and wire transfers", kind: "amenity" },
  { id: "fuel", label: "Fuel station", kind: "amenity" },
] as const satisfies readonly StoreService[];

/** A service id of the closed list. */
export type StoreServiceId = (typeof STORE_SERVICES)[number]["id"];

/** The ids of the closed list (the schema's allowed values). */
export const STORE_SERVICE_IDS = STORE_SERVICES.map((s) => s.id) as [StoreServiceId, ...StoreServiceId[]];

/** The services of a store in the list's order, whatever order local.json gave them in. */
export function servicesOf(ids: readonly string[] | undefined): StoreService[] {
  const wanted = new Set(ids ?? []);
  return STORE_SERVICES.filter((s) => wanted.has(s.id));
}
