/**
 * Which pages may post to the relay: a chain's forms are answered with CORS only for that chain's
 * own origins, `https://<host>` for each host of the chain (the domain map's, local.json's and
 * `<site>.localhost`). In the local demo (`loopbackOrigins`), also the preview's origins: the chain's
 * `*.localhost` hosts over http or https on any port, and `localhost` / 127.0.0.1 / [::1] (path mode,
 * where every chain shares one origin). Any other origin gets no CORS headers, so browsers refuse.
 */
import type { RelayChain } from "./chains.ts";

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Whether a page on `origin` may post to `chain`'s forms. */
export function isChainOrigin(origin: string, chain: RelayChain, loopbackOrigins: boolean): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  // An origin is scheme://host[:port] and nothing else.
  if (url.origin !== origin) return false;
  const host = url.hostname;
  if (url.protocol === "https:" && url.port === "" && chain.hosts.includes(host)) return true;
  if (!loopbackOrigins || (url.protocol !== "http:" && url.protocol !== "https:")) return false;
  return LOOPBACK.has(host) || (host.endsWith(".localhost") && chain.hosts.includes(host));
}

/** Hono's `cors({ origin })` for the relay: the request's origin when its chain allows it, else none. */
export function relayCorsOrigin(
  chains: ReadonlyMap<string, RelayChain>,
  loopbackOrigins: boolean,
): (origin: string, c: { req: { path: string } }) => string | null {
  return (origin, c) => {
    const chain = chains.get(c.req.path.split("/")[1] ?? "");
    return chain !== undefined && isChainOrigin(origin, chain, loopbackOrigins) ? origin : null;
  };
}
