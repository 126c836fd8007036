/**
 * Pulls the host → site map (`clientinfo?FileName=domainFileMap`, sent without a `domainname`
 * header). An unreachable or invalid map keeps the previous `domain-map.json`.
 */
import { createGatewayClient } from "../../src/api/client.ts";
import { domainFileMapResponseSchema, getDomainFileMap } from "../../src/api/clientinfo.ts";
import { readDomainMap } from "../../src/tenant/load-tenants.server.ts";
import { DOMAIN_MAP_FILE } from "../../src/tenant/tenant-files.ts";
import { describeIssue, domainMapSchema, hostNameSchema, safeParseReporting } from "../../src/tenant/tenant-schema.ts";
import { describeFailure } from "./call-failure.ts";
import { limitedFetch, type PullLimits } from "./limited-fetch.ts";
import { writeSnapshot } from "./snapshot-files.ts";

/**
 * Outcome of the map step; `refused` names the entries left out (a host that is not a plain host
 * name); `moves` the hosts whose chain changed since the last pull (kept with their owner unless
 * accepted), `held` whether any move was held back.
 */
export type DomainMapResult =
  | { status: "changed" | "unchanged"; map: Record<string, string>; refused: string[]; moves: string[]; held: boolean }
  | { status: "failed"; reason: string };

/**
 * A host keeps its chain between pulls: a host the new map gives to another chain than the last
 * pull did stays with its owner (warned, naming both) unless the move is accepted (`--accept-host-moves`),
 * so a chain added by data cannot take another chain's host unseen.
 */
export function holdHostMoves(
  previous: Readonly<Record<string, string>>,
  next: Record<string, string>,
  accept: boolean,
): { map: Record<string, string>; moves: string[]; held: boolean } {
  const map = { ...next };
  const moves: string[] = [];
  for (const [host, site] of Object.entries(next)) {
    const owner = previous[host];
    if (owner === undefined || owner === site) continue;
    if (!accept) map[host] = owner;
    moves.push(
      `domain map, ${DOMAIN_MAP_FILE}: host ${host} moves from chain ${JSON.stringify(owner)} to ${JSON.stringify(site)}: ` +
        (accept
          ? "accepted (--accept-host-moves)"
          : `kept with ${JSON.stringify(owner)}; pass --accept-host-moves to accept it`),
    );
  }
  return { map, moves, held: moves.length > 0 && !accept };
}

/**
 * Splits off the entries whose host is not a plain host name (quotes, `$`, `;`, braces, spaces …
 * would reach nginx's `server_name`): each is refused with its chain and key, the others are kept.
 */
export function refuseBadHosts(data: unknown): { data: unknown; refused: string[] } {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return { data, refused: [] };
  const refused: string[] = [];
  const kept = Object.entries(data).filter(([host, site]) => {
    const ok = hostNameSchema.safeParse(host).success;
    if (!ok)
      refused.push(
        `tenant ${JSON.stringify(String(site))}, ${DOMAIN_MAP_FILE}: data[${JSON.stringify(host)}]: host refused (expected a host name such as www.example.com)`,
      );
    return ok;
  });
  return { data: Object.fromEntries(kept), refused };
}

/** Fetches, validates and (when valid) writes `<dir>/domain-map.json`; a host keeps its chain unless `acceptMoves`. */
export async function pullDomainMap(
  dir: string,
  gatewayUrl: string,
  fetch?: typeof globalThis.fetch,
  limits?: PullLimits,
  acceptMoves = false,
): Promise<DomainMapResult> {
  const client = createGatewayClient({ baseUrl: gatewayUrl, fetch: limitedFetch(fetch, limits) });
  const result = await getDomainFileMap(client);
  if (!result.ok) {
    const line = describeFailure("*", "domainFileMap", DOMAIN_MAP_FILE, result, domainFileMapResponseSchema);
    return { status: "failed", reason: line.replace(/^tenant "\*"(: |, )/, "domain map: ") };
  }
  const { data, refused } = refuseBadHosts(result.data.data);
  const parsed = safeParseReporting(domainMapSchema, data);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `domain map, ${DOMAIN_MAP_FILE}: ${describeIssue(i, ["data"], domainMapSchema, data)}`,
    );
    return { status: "failed", reason: lines.join("\n") };
  }
  const pulled = Object.fromEntries(Object.entries(parsed.data).map(([host, site]) => [host.toLowerCase(), site]));
  const { map, moves, held } = holdHostMoves(previousDomainMap(dir), pulled, acceptMoves);
  const changed = writeSnapshot(dir, { [DOMAIN_MAP_FILE]: map });
  return { status: changed.length > 0 ? "changed" : "unchanged", map, refused, moves, held };
}

/** The map of the last good pull (empty when there is none or it is unreadable). */
export function previousDomainMap(dir: string): Record<string, string> {
  try {
    return readDomainMap(dir);
  } catch {
    return {};
  }
}
