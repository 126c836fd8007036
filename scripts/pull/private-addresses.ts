/**
 * Addresses in a chain's settings that the build will refuse to fetch: http(s) URLs at a loopback,
 * private, link-local (the cloud metadata address) or otherwise non-public IP address, or at
 * `localhost`. The pull says so at once, naming chain, file and key path (an error with `--strict`),
 * instead of leaving it to a warning of the build. Origins the operator allows (the pull's gateway,
 * `BUILD_PRIVATE_ORIGINS`: src/lib/net/guarded-fetch.server.ts) are left alone, as the build does.
 * Host names other than `localhost` are not resolved here: the build checks what they resolve to.
 */
import { isIP } from "node:net";
import { addressRefusal } from "../../src/lib/net/public-address.ts";

/** Why `text` names an address the build will not fetch from, or null. */
function privateAddress(text: string, privateOrigins: readonly string[]): string | null {
  if (!/^https?:\/\//i.test(text.trim())) return null;
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (privateOrigins.includes(url.origin)) return null;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (host === "localhost" || host.endsWith(".localhost")) return "loopback (localhost)";
  return isIP(host) === 0 ? null : addressRefusal(host);
}

/** The key path of a value, as the other warnings write it (`data.HOME_SLIDER[0].slider_image`). */
const keyPath = (path: readonly (string | number)[]) =>
  path.map((p, i) => (typeof p === "number" ? `[${p}]` : i === 0 ? p : `.${p}`)).join("");

/** One warning per string of `value` (at any depth) that names an address the build will refuse. */
export function privateAddressWarnings(
  value: unknown,
  privateOrigins: readonly string[],
  path: readonly (string | number)[] = ["data"],
): string[] {
  if (typeof value === "string") {
    const why = privateAddress(value, privateOrigins);
    return why === null
      ? []
      : [`${keyPath(path)}: ${value.trim()} is at a non-public address (${why}): the build fetches nothing there`];
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => privateAddressWarnings(v, privateOrigins, [...path, i]));
  if (typeof value === "object" && value !== null)
    return Object.entries(value).flatMap(([k, v]) => privateAddressWarnings(v, privateOrigins, [...path, k]));
  return [];
}
