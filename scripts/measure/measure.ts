/**
 * What the measurement scripts (`lighthouse/main.ts`, the benchmarks) share: medians and the
 * chain's demo member signed in the way the login page signs in.
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { startDemoGateway } from "../services/demo-gateway/server.ts";
import { demoLogins } from "../lib/demo-logins.ts";
import { freePort, isPortFree } from "../lib/listen.ts";
import { readSites } from "../lib/sites.ts";
import { startH2Preview } from "../serve/h2-preview.ts";
import { startPreviewServer } from "../serve/serve.ts";

/** The median; the mean of the two middle values for an even count, NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? Number.NaN) + (sorted[mid] ?? 0)) / 2;
}

/** A session as the login page stores it: localStorage `key` → `value`. */
export type StoredSession = { key: string; value: string };

/**
 * Signs the chain's seeded demo member in at the gateway (ValidateUser, as the login page sends it)
 * and returns the record the login page stores: the answer without its error block, under
 * 'userdata' + subdomain. Null when the seed has no member for the chain.
 */
export async function demoMemberSession(
  gateway: string,
  site: string,
  subdomain: string,
): Promise<StoredSession | null> {
  const login = (await demoLogins()).logins.find((l) => l.site === site);
  if (!login) return null;
  const res = await fetch(`${gateway}/ValidateUser`, {
    method: "POST",
    headers: { "content-type": "application/json", domainname: subdomain },
    body: JSON.stringify({
      ...{ method: "POST", UserName: login.email, Password: login.secret, DeviceId: "3", CustomerId: 1 },
      ...{ DeviceInfo: "Web", MobileOS: "Web", MobileOSVersion: "", MobileModel: "", DeviceRegistrationId: "" },
    }),
  });
  const { ErrorMesasge: _block, ...record } = (await res.json()) as Record<string, unknown>;
  return { key: `userdata${subdomain}`, value: JSON.stringify(record) };
}

/** The first built page below `folder` (`/folder/<first>/`), `except` left out. */
export function firstIn(folder: string, except: readonly string[] = []) {
  return (siteDir: string): string | null => {
    const dir = join(siteDir, folder);
    if (!existsSync(dir)) return null;
    const name = readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && !except.includes(e.name))
      .map((e) => e.name)
      .sort()[0];
    return name === undefined ? null : `/${folder}/${name}/`;
  };
}

/** The first built weekly-ad store page of a chain (`/weekly-ads/{storeId}/{slug}/`). */
export function firstWeeklyAd(siteDir: string, folder = "weekly-ads"): string | null {
  const dir = join(siteDir, folder);
  if (!existsSync(dir)) return null;
  for (const id of readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory())) {
    const slug = readdirSync(join(dir, id.name), { withFileTypes: true }).find((e) => e.isDirectory())?.name;
    if (slug !== undefined) return `/${folder}/${id.name}/${slug}/`;
  }
  return null;
}

/** The demo gateway at the address a build calls, started here when nothing answers at its port yet. */
export async function localGateway(url: string): Promise<{ url: string; close: () => Promise<void> }> {
  const { hostname, port } = new URL(url);
  const local = hostname === "localhost" || hostname === "127.0.0.1";
  if (!local || port === "" || !(await isPortFree(Number(port)))) return { url, close: async () => {} };
  const gateway = await startDemoGateway({ port: Number(port) });
  return { url, close: () => gateway.close() };
}

/**
 * The chains of a build a benchmark measures: those named in `wanted` (`--sites=a,b`), else every
 * demo chain of the build; and the gateway the build names. Throws when the build has none of them.
 */
export async function measuredSites(distDir: string, wanted: readonly string[] | undefined) {
  const demoSites = new Set((await demoLogins()).logins.map((l) => l.site));
  const sites = (await readSites(distDir)).filter((s) => (wanted ? wanted.includes(s.site) : demoSites.has(s.site)));
  const gatewayUrl = sites[0]?.gatewayUrl;
  if (gatewayUrl === undefined) throw new Error(`no chain to measure in ${distDir}`);
  return { sites, gatewayUrl };
}

/** The build served for a benchmark: over HTTP/2 with TLS, as the chains' CDN hosts serve it, or the preview's HTTP/1.1. */
export async function benchPreview(
  distDir: string,
  http = "2",
): Promise<{ url: string; http2: boolean; close: () => Promise<void> }> {
  if (!["2", "1.1"].includes(http)) throw new Error(`--http is 2 or 1.1, not ${http}`);
  if (http === "2") return { ...(await startH2Preview(distDir, process.env)), http2: true };
  return { ...(await startPreviewServer({ port: await freePort(), distDir })), http2: false };
}
