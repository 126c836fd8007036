/**
 * Pulls the host → site map (`clientinfo?FileName=domainFileMap`, sent without a `domainname`
 * header). An unreachable or invalid map keeps the previous `domain-map.json`.
 */
import { createGatewayClient } from "../../../src/api/client.ts";
import { domainFileMapResponseSchema, getDomainFileMap } from "../../../src/api/clientinfo.ts";
import { DOMAIN_MAP_FILE } from "../../../src/tenant/tenant-files.ts";
import {
  describeIssue,
  domainMapSchema,
  hostNameSchema,
  safeParseReporting,
} from "../../../src/tenant/tenant-schema.ts";
import { describeFailure } from "./call-failure.ts";
import { limitedFetch, type PullLimits } from "./limited-fetch.ts";
import { writeSnapshot } from "./snapshot-files.ts";

/** Outcome of the map step; `refused` names the entries left out (a host that is not a plain host name). */
export type DomainMapResult =
  | { status: "changed" | "unchanged"; map: Record<string, string>; refused: string[] }
  | { status: "failed"; reason: string };

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

/** Fetches, validates and (when valid) writes `<dir>/domain-map.json`. */
export async function pullDomainMap(
  dir: string,
  gatewayUrl: string,
  fetch?: typeof globalThis.fetch,
  limits?: PullLimits,
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
  const map = Object.fromEntries(Object.entries(parsed.data).map(([host, site]) => [host.toLowerCase(), site]));
  const changed = writeSnapshot(dir, { [DOMAIN_MAP_FILE]: map });
  return { status: changed.length > 0 ? "changed" : "unchanged", map, refused };
}
