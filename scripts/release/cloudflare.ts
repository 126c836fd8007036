/**
 * Cloudflare Pages, one project per chain (`<CF_PAGES_PROJECT_PREFIX><site>`, the chain's domains set
 * on the project): after a release is switched, each chain it released is deployed from its own folder
 * (`wrangler pages deploy <release>/<site> --project-name <prefix><site> --branch main`), then the
 * released chains' hosts are purged by prefix. The nightly's merge and the watcher's rebuild both
 * call this, so a chain republished within a minute reaches its Pages project the same way.
 *
 * Purging: at most 30 prefixes per API call (developers.cloudflare.com/cache/how-to/purge-cache/purge_by_prefix/),
 * so a release of many chains is purged in batches, each tried again while the API answers 429 (its
 * rate limit, 5 calls a minute on the Free plan). The API token is passed to wrangler and the API
 * in the environment and headers only; it is never printed.
 */
import { spawn } from "node:child_process";
import { existsSync, realpathSync } from "node:fs";
import { join } from "node:path";
import type { SiteEntry } from "../lib/sites.ts";
import { readSites } from "../lib/sites.ts";
import type { ReleaseReport } from "./report.ts";

/** Where and how to deploy; null from `cloudflareTarget` when no prefix is configured. */
export type CloudflareTarget = {
  prefix: string;
  /** The zone whose cache is purged; no purge without it. */
  zoneId: string | undefined;
  apiToken: string | undefined;
  accountId: string | undefined;
  /** The Cloudflare API (CF_API_BASE for tests). */
  apiBase: string;
  /** The wrangler command (WRANGLER_BIN for tests; default the project's own). */
  wrangler: string;
  /** Seconds to wait after a 429 without Retry-After. */
  retryAfterSeconds: number;
};

/** Prefixes one purge call may carry (the purge-by-prefix page's limit). */
export const PURGE_BATCH = 30;

/** The target from the environment (CF_PAGES_PROJECT_PREFIX and friends), or null when not configured. */
export function cloudflareTarget(env: NodeJS.ProcessEnv, root: string): CloudflareTarget | null {
  const prefix = env["CF_PAGES_PROJECT_PREFIX"]?.trim();
  if (!prefix) return null;
  return {
    prefix,
    zoneId: env["CF_ZONE_ID"] || undefined,
    apiToken: env["CLOUDFLARE_API_TOKEN"] || undefined,
    accountId: env["CLOUDFLARE_ACCOUNT_ID"] || undefined,
    apiBase: (env["CF_API_BASE"] || "https://api.cloudflare.com/client/v4").replace(/\/+$/, ""),
    wrangler: env["WRANGLER_BIN"] || join(root, "node_modules", ".bin", "wrangler"),
    retryAfterSeconds: 15,
  };
}

/** The prefixes to purge for `sites`: every host of each, as `host/`, in calls of PURGE_BATCH. */
export function purgeBatches(entries: readonly SiteEntry[], sites: readonly string[]): string[][] {
  const prefixes = entries.filter((e) => sites.includes(e.site)).flatMap((e) => e.hosts.map((h) => `${h}/`));
  const batches: string[][] = [];
  for (let i = 0; i < prefixes.length; i += PURGE_BATCH) batches.push(prefixes.slice(i, i + PURGE_BATCH));
  return batches;
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output = (output + d.toString()).slice(-4000)));
    child.stderr.on("data", (d: Buffer) => (output = (output + d.toString()).slice(-4000)));
    child.on("error", (error) => done({ code: 127, output: error.message }));
    child.on("exit", (code) => done({ code: code ?? 1, output }));
  });
}

/** Tries of one purge call when the API answers 429 (its rate limit: 5 calls a minute on the Free plan). */
const PURGE_TRIES = 8;

/** One purge call, waited for and tried again while the API answers 429 (`Retry-After`, else 15 s). */
async function purge(target: CloudflareTarget, prefixes: string[], log: (line: string) => void) {
  for (let attempt = 1; ; attempt++) {
    const answer = await fetch(`${target.apiBase}/zones/${encodeURIComponent(target.zoneId ?? "")}/purge_cache`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        ...(target.apiToken ? { Authorization: `Bearer ${target.apiToken}` } : {}),
      },
      body: JSON.stringify({ prefixes }),
    }).catch((error: unknown) => new Error(String(error)));
    if (answer instanceof Error || answer.status !== 429 || attempt === PURGE_TRIES) return answer;
    const after = answer.headers.get("retry-after");
    const wait = Math.min(
      120,
      after !== null && Number.isFinite(Number(after)) ? Number(after) : target.retryAfterSeconds,
    );
    log(`cloudflare: purge rate-limited (429), trying again in ${wait} s`);
    await new Promise((r) => setTimeout(r, wait * 1000));
  }
}

/** What the deploy did: the chains deployed, those that failed (with wrangler's last words), purge calls. */
export type CloudflareOutcome = { deployed: string[]; failed: { site: string; error: string }[]; purged: number };

/**
 * Deploys every chain the release released to its Pages project, then purges their hosts. A chain
 * whose deploy fails is reported (its project keeps its last deployment) and the others go on.
 */
export async function deployToCloudflare(
  target: CloudflareTarget,
  releaseDir: string,
  report: Pick<ReleaseReport, "chains">,
  log: (line: string) => void,
): Promise<CloudflareOutcome> {
  const released = report.chains.filter((c) => c.status === "released").map((c) => c.site);
  const outcome: CloudflareOutcome = { deployed: [], failed: [], purged: 0 };
  const env = {
    ...(target.apiToken ? { CLOUDFLARE_API_TOKEN: target.apiToken } : {}),
    ...(target.accountId ? { CLOUDFLARE_ACCOUNT_ID: target.accountId } : {}),
  };
  for (const site of released) {
    const project = `${target.prefix}${site}`;
    // The chain's version itself (the release's entry is a link to it).
    const folder = existsSync(join(releaseDir, site)) ? realpathSync(join(releaseDir, site)) : join(releaseDir, site);
    const args = ["pages", "deploy", folder, "--project-name", project, "--branch", "main"];
    const { code, output } = await run(target.wrangler, args, env);
    if (code === 0) {
      outcome.deployed.push(site);
      log(`cloudflare: ${site} deployed to Pages project ${project}`);
    } else {
      const error = `wrangler exited with ${code}: ${output.trim().split("\n").slice(-3).join(" / ")}`;
      outcome.failed.push({ site, error });
      log(`cloudflare: ${site} FAILED — ${error}`);
    }
  }
  if (target.zoneId === undefined || outcome.deployed.length === 0) return outcome;
  const entries = await readSites(releaseDir);
  for (const prefixes of purgeBatches(entries, outcome.deployed)) {
    const answer = await purge(target, prefixes, log);
    if (answer instanceof Error || !answer.ok) {
      const why = answer instanceof Error ? answer.message : `HTTP ${answer.status}`;
      outcome.failed.push({ site: "(purge)", error: `purge of ${prefixes.length} prefixes failed: ${why}` });
      log(`cloudflare: purge FAILED — ${why}`);
    } else outcome.purged += 1;
  }
  log(`cloudflare: purged ${outcome.deployed.length} chain(s)' hosts in ${outcome.purged} call(s)`);
  return outcome;
}
