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
