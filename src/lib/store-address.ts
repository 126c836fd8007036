/**
 * A store's postal address as the pages print it. The gateway repeats the state in AddressLine2
 * (StateName is often absent), and the state and zip share a line, with a space between them.
 */

/** The address fields of a gateway store. */
export type StoreAddress = {
  AddressLine1: string;
  AddressLine2: string;
  StateName?: string | undefined;
  City: string;
  ZipCode: string;
};

/** The store's state: AddressLine2, which the gateway fills with it, else StateName. */
export function storeState(s: Pick<StoreAddress, "AddressLine2" | "StateName">): string {
  return s.AddressLine2.trim() || (s.StateName ?? "").trim();
}

/** The line under the street: state and zip with a space between ("North Dakota 58111"). */
export function stateZipLine(s: Pick<StoreAddress, "AddressLine2" | "StateName" | "ZipCode">): string {
  return [storeState(s), s.ZipCode.trim()].filter(Boolean).join(" ");
}

/** The address in one line, for a map's text alternative ("1 Main St, Fargo, North Dakota 58111"). */
export function oneLineAddress(s: StoreAddress): string {
  return [s.AddressLine1.trim(), s.City.trim(), stateZipLine(s)].filter(Boolean).join(", ");
}
