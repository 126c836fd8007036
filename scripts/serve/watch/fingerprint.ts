/**
 * A chain's fingerprint: a hash over the gateway's cheap answers that change when what shoppers see
 * changes, so the watcher can poll every chain often without pulling it. The answers (decided for
 * the watcher, docs/decisions.md "Watch"):
 *
 *   - the clientinfo file: every setting of the chain;
 *   - the departments with their coupon counts (`GetCategoriesForCoupons`): a coupon added or removed;
 *   - the guest coupon list of All Coupons (`GetDetailsForCoupons/0`): any coupon edited (text,
 *     amount, dates, picture), which the counts miss;
 *   - the deals of the week and the weekly-ad list: a deal or an ad added, changed or replaced.
 *
 * The calls are the pull's own (`pullSteps`, the same client, limits and gateway per chain). A
 * changed fingerprint only makes the watcher pull the chain: whether it is rebuilt is decided the
 * release's way, by the pulled snapshots' content hash against the published one, so whatever else
 * the pull writes (a new snapshot file) is picked up without the watcher knowing of it.
 */
import { createHash } from "node:crypto";
import { join } from "node:path";
import { createGatewayClient } from "#src/api/client.ts";
import { getClientInfo } from "#src/api/clientinfo.ts";
import { ALL_CATEGORY, getDetailsForCoupons } from "#src/api/coupons.ts";
import { readJsonFile } from "#src/tenant/load-tenants.server.ts";
import { LOCAL_FILE } from "#src/tenant/tenant-files.ts";
import { tenantGatewayUrl } from "#src/tenant/gateway-url.ts";
import { siteDataSchema } from "#src/tenant/site-data-schema.ts";
import { pullSteps } from "../../pull/fetch-tenant.ts";
import { limitedFetch } from "../../pull/limited-fetch.ts";
import { lastSubdomain } from "../../pull/pull-tenants.ts";
import { recordingFetch } from "../../pull/recording-fetch.ts";
import { stableJson } from "../../pull/stable-json.ts";

/** The pull's files whose calls are part of the fingerprint. */
export const FINGERPRINT_FILES: readonly string[] = ["departments.json", "deals.json", "weekly-ads.json"];

/** A chain's fingerprint, or why it could not be taken (the gateway did not answer). */
export type Fingerprint = { ok: true; hash: string } | { ok: false; reason: string };

/** Options of `chainFingerprint`. */
export type FingerprintOptions = {
  gatewayUrl: string;
  tenantsDir: string;
  fetch?: typeof globalThis.fetch;
};

/** Takes one chain's fingerprint (see the module comment). */
export async function chainFingerprint(site: string, opts: FingerprintOptions): Promise<Fingerprint> {
  try {
    const folder = join(opts.tenantsDir, site);
    const local = readJsonFile(join(folder, LOCAL_FILE), site, LOCAL_FILE);
    const baseUrl = tenantGatewayUrl(local, opts.gatewayUrl, site);
    const recorder = recordingFetch(limitedFetch(opts.fetch));
    const client = (domainname: string) => createGatewayClient({ baseUrl, domainname, fetch: recorder.fetch });
    const hash = createHash("sha256");
    const add = (label: string, raw: unknown) => hash.update(`${label}\0${stableJson(raw)}\0`);

    const info = await getClientInfo(client(lastSubdomain(folder, site)), site);
    const rawInfo = recorder.takeJson();
    if (!info.ok && info.kind !== "rejected") return { ok: false, reason: `clientinfo: ${info.kind}` };
    add("clientinfo", rawInfo);
    // Settings the storefront cannot read change the fingerprint too; the pull reports them.
    const data = info.ok ? siteDataSchema.safeParse(info.data.data) : null;
    if (data?.success) {
      for (const step of pullSteps(client(data.data.RSA_SUBDOMAIN), data.data)) {
        if (!FINGERPRINT_FILES.includes(step.file)) continue;
        const result = await step.run();
        if (!result.ok && result.kind !== "rejected") return { ok: false, reason: `${step.label}: ${result.kind}` };
        add(step.file, recorder.takeJson());
      }
      const all = await getDetailsForCoupons(client(data.data.RSA_SUBDOMAIN), {
        categoryId: ALL_CATEGORY,
        token: data.data.GUEST_TOKEN,
      });
      if (!all.ok && all.kind !== "rejected") return { ok: false, reason: `guest coupon list: ${all.kind}` };
      add("coupons", recorder.takeJson());
    }
    return { ok: true, hash: hash.digest("hex") };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

/** Fingerprints of many chains, `concurrency` at a time. */
export async function fingerprints(
  sites: readonly string[],
  opts: FingerprintOptions,
  concurrency = 8,
): Promise<Map<string, Fingerprint>> {
  const out = new Map<string, Fingerprint>();
  let next = 0;
  const worker = async () => {
    while (next < sites.length) {
      const site = sites[next++] as string;
      out.set(site, await chainFingerprint(site, opts));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, sites.length) }, worker));
  return out;
}
