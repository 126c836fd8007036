/**
 * Hand-off login entry: another shop app of the chain links to any page of the site with the
 * member's identifiers in the query string, e.g.
 * `/coupons/?MemberNumber=400100012345&UserId=7&UserToken=…&DeviceId=3`. The names are matched
 * case-insensitively; MemberNumber, UserId and UserToken are required, the device fields optional.
 * The parameters are removed from the address at once (history.replaceState) so the token does not
 * stay in the history, the redirect target or a shared link.
 */

/** Query parameters the hand-off reads. */
export const HAND_OFF_FIELDS = [
  "MemberNumber",
  "UserId",
  "UserToken",
  "DeviceId",
  "CustomerId",
  "DeviceInfo",
  "MobileOS",
  "MobileOSVersion",
  "MobileModel",
  "DeviceRegistrationId",
] as const;

type Field = (typeof HAND_OFF_FIELDS)[number];
const REQUIRED: Field[] = ["MemberNumber", "UserId", "UserToken"];
const BY_LOWER = new Map<string, Field>(HAND_OFF_FIELDS.map((f) => [f.toLowerCase(), f]));

/** The hand-off identifiers found in a query string. */
export type HandOffParams = Partial<Record<Field, string>> & Record<"MemberNumber" | "UserId" | "UserToken", string>;

/** The hand-off fields of a query string, or null unless all required ones are present and non-empty. */
export function readHandOff(search: string): HandOffParams | null {
  const found: Partial<Record<Field, string>> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const field = BY_LOWER.get(key.toLowerCase());
    if (field && value.trim() !== "") found[field] = value.trim();
  }
  return REQUIRED.every((f) => found[f] !== undefined) ? (found as HandOffParams) : null;
}

/** True when the query string names any hand-off field (even an incomplete set is removed). */
export function hasHandOff(search: string): boolean {
  return [...new URLSearchParams(search).keys()].some((k) => BY_LOWER.has(k.toLowerCase()));
}

/** The address without any hand-off parameter (other parameters and the hash stay). */
export function stripHandOff(href: string): string {
  const url = new URL(href);
  for (const key of [...url.searchParams.keys()]) {
    if (BY_LOWER.has(key.toLowerCase())) url.searchParams.delete(key);
  }
  return url.href;
}
