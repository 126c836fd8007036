/**
 * Which hosts serve a chain and which one is canonical. Every chain also answers on
 * `<site>.localhost`, so host mode works on a developer machine without editing any file.
 */

/** A host → site map (the pulled domain map). */
export type DomainMap = Readonly<Record<string, string>>;

/** True for hosts that only exist on a developer machine. */
export function isLocalHost(host: string): boolean {
  return host === "localhost" || host.endsWith(".localhost");
}

/** Hosts of `site`: the domain map's (in map order), then local.json's, then `<site>.localhost`; no repeats. */
export function tenantHosts(
  site: string,
  map: DomainMap,
  localHosts: readonly string[],
  primaryHost?: string,
): string[] {
  const fromMap = Object.keys(map).filter((host) => map[host] === site);
  const all = [...fromMap, ...localHosts, ...(primaryHost === undefined ? [] : [primaryHost]), `${site}.localhost`];
  return [...new Set(all.map((h) => h.toLowerCase()))];
}

/** The canonical host: the configured one, else the first public host, else `<site>.localhost`. */
export function primaryHostOf(site: string, hosts: readonly string[], configured?: string): string {
  return configured ?? hosts.find((h) => !isLocalHost(h)) ?? `${site}.localhost`;
}

/** Hosts claimed by more than one site, as `host: a, b` lines (empty when none). */
export function hostConflicts(hostsBySite: ReadonlyMap<string, readonly string[]>): string[] {
  const owners = new Map<string, string[]>();
  for (const [site, hosts] of hostsBySite) for (const h of hosts) owners.set(h, [...(owners.get(h) ?? []), site]);
  return [...owners].filter(([, sites]) => sites.length > 1).map(([h, sites]) => `${h}: ${sites.join(", ")}`);
}
