/**
 * The chain isolation probes, one list for every target (real nginx, the preview server, a CDN's
 * local runtime): on each chain's host, every other chain's pages and files asked for plainly, as
 * `index.html`, through `..`, encoded and double-encoded dot segments and slashes, through
 * `/_assets/../`, plus the build's metadata and control files; and the chain's own pages and files,
 * which must load. An answer carrying another chain's content is a leak. Test-only.
 */
import { existsSync, readdirSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import type { RoutingModel, SiteRouting } from "../serve/routing-model.ts";

/** One request and what must hold for it. */
export type IsolationProbe = {
  /** The chain whose host is asked. */
  site: string;
  /** The request target, sent exactly as written. */
  path: string;
  /**
   * `own`: the chain's own page or file, must answer 200 (pages: with the chain's marker).
   * `foreign`: must never carry `marker` (another chain's content); `noOk`: must not answer 200 at all.
   */
  expect: "own" | "foreign";
  /** The chain whose content the probe aims at. */
  other?: string;
  /** Text only that chain's pages carry (own probes: the asked chain's). */
  marker?: string;
  /** Any 200 answer is a failure (another chain's file, the build's metadata, a control file). */
  noOk?: boolean;
};

/** The host a chain is asked on: its first production host, else `<site>.localhost`. */
export function probeHost(site: SiteRouting): string {
  return site.primaryHost ?? site.hosts.find((h) => !h.endsWith(".localhost")) ?? `${site.site}.localhost`;
}

/** What a chain's pages carry and no other chain's do: the origin of its canonical links. */
export function chainMarker(site: SiteRouting): string {
  return `https://${probeHost(site)}/`;
}

/** Ways to name another chain's page from one chain's root. */
function pageVariants(other: string): string[] {
  const o = other;
  return [
    `/${o}/`,
    `/${o}`,
    `/${o}/index.html`,
    `/${o}/coupons/`,
    `/${o}/coupons/index.html`,
    `/_assets/../${o}/index.html`,
    `/_assets/../${o}/coupons/`,
    `/../${o}/index.html`,
    `/./${o}/index.html`,
    `/coupons/../../${o}/index.html`,
    `//${o}/index.html`,
    `/%2e%2e/${o}/index.html`,
    `/_assets/%2e%2e/${o}/index.html`,
    `/_assets/%2E%2E/${o}/`,
    `/_assets/..%2f${o}%2findex.html`,
    `/_assets/%2e%2e%2f${o}%2findex.html`,
    `/${o}%2findex.html`,
    `/_assets/%252e%252e/${o}/index.html`,
    `/%252e%252e/${o}/index.html`,
    `/_assets/%252e%252e%252f${o}%252findex.html`,
    `/_assets/..%252f${o}%252findex.html`,
  ];
}

/** The hashed assets of a chain folder. */
function folderAssets(distDir: string, site: string): string[] {
  const assetsDir = join(distDir, site, "_assets");
  return existsSync(assetsDir) ? readdirSync(assetsDir).sort() : [];
}

/**
 * Every probe for a build: per chain, its own home, coupons page and a few of its files, then for
 * every other chain the page variants, up to `filesPerChain` of that chain's assets and public
 * files this chain's folder does not hold, and the build's metadata and control files.
 */
export function isolationProbes(model: RoutingModel, distDir?: string, filesPerChain = 4): IsolationProbe[] {
  const probes: IsolationProbe[] = [];
  const assets = new Map(model.sites.map((s) => [s.site, distDir ? folderAssets(distDir, s.site) : []]));
  for (const site of model.sites) {
    const own = assets.get(site.site) ?? [];
    probes.push({ site: site.site, path: "/", expect: "own", marker: chainMarker(site) });
    if (distDir && existsSync(join(distDir, site.site, "coupons", "index.html")))
      probes.push({ site: site.site, path: "/coupons/", expect: "own", marker: chainMarker(site) });
    for (const name of own.slice(0, 2)) probes.push({ site: site.site, path: `/_assets/${name}`, expect: "own" });
    for (const rel of site.publicFiles.slice(0, 2)) probes.push({ site: site.site, path: `/${rel}`, expect: "own" });
    for (const path of [
      "/_routing/sites.json",
      "/_routing/routing.json",
      "/_routing/nginx.conf",
      "/_assets/../_routing/sites.json",
      "/_headers",
      "/_redirects",
      "/_assets/../_headers",
      "/.hidden",
    ]) {
      probes.push({ site: site.site, path, expect: "foreign", noOk: true });
    }
    for (const other of model.sites) {
      if (other.site === site.site) continue;
      const marker = chainMarker(other);
      for (const path of pageVariants(other.site))
        probes.push({ site: site.site, path, expect: "foreign", other: other.site, marker });
      const mine = new Set(own);
      const foreignAssets = (assets.get(other.site) ?? []).filter((a) => !mine.has(a)).slice(0, filesPerChain);
      for (const name of foreignAssets) {
        for (const path of [
          `/_assets/${name}`,
          `/${other.site}/_assets/${name}`,
          `/_assets/../${other.site}/_assets/${name}`,
        ])
          probes.push({ site: site.site, path, expect: "foreign", other: other.site, noOk: true });
      }
      const minePublic = new Set(site.publicFiles);
      for (const rel of other.publicFiles.filter((r) => !minePublic.has(r)).slice(0, filesPerChain))
        probes.push({ site: site.site, path: `/${rel}`, expect: "foreign", other: other.site, noOk: true });
    }
  }
  return probes;
}

/** One answer, read whole. */
export type ProbeAnswer = { status: number; body: string; headers: Record<string, string> };

/** A raw GET: the target exactly as written (no client-side normalisation), the Host header as given. */
export function rawGet(baseUrl: string, path: string, host?: string): Promise<ProbeAnswer> {
  const base = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: base.hostname,
        port: base.port,
        path,
        method: "GET",
        headers: host === undefined ? {} : { Host: host },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (body += c));
        res.on("end", () => {
          const headers = Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, String(v)]));
          resolve({ status: res.statusCode ?? 0, body, headers });
        });
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** What a probe's answer breaks, or null when it holds. */
export function probeFailure(probe: IsolationProbe, answer: ProbeAnswer): string | null {
  if (probe.expect === "own") {
    if (answer.status !== 200) return `answered ${answer.status}, expected the chain's own content (200)`;
    if (probe.marker !== undefined && !answer.body.includes(probe.marker)) return `200 without ${probe.marker}`;
    return null;
  }
  if (probe.noOk && answer.status === 200) return `answered 200: ${probe.other ?? "the build"}'s file is reachable`;
  if (probe.marker !== undefined && answer.body.includes(probe.marker))
    return `answered ${answer.status} with ${probe.other ?? "another chain"}'s content (${probe.marker})`;
  return null;
}

/** How to reach a chain: the Host header to send for it (undefined: none, e.g. one server per chain). */
export type ProbeTarget = { baseUrl: (site: string) => string; host?: (site: string) => string | undefined };

/** Runs the probes (a few at a time) and returns every failure as `<site> <path>: <problem>`. */
export async function runIsolationProbes(
  probes: readonly IsolationProbe[],
  target: ProbeTarget,
  concurrency = 8,
): Promise<string[]> {
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < probes.length) {
      const probe = probes[next++] as IsolationProbe;
      const answer = await rawGet(target.baseUrl(probe.site), probe.path, target.host?.(probe.site));
      const failure = probeFailure(probe, answer);
      if (failure !== null) failures.push(`${probe.site} ${probe.path}: ${failure}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return failures.sort();
}
