/**
 * Which chains a release may publish: a chain's `local.json` says what it is (`deploy`: `production`,
 * the default; `demo`; `test`). A release publishes production chains, demo chains only when asked
 * (`--include-demo`, `RELEASE_INCLUDE=demo`: the demo, the release tests and the bench), and test chains
 * never. A `local.json` that cannot be read, or a mark the schema refuses, counts as production here:
 * the chain then fails the release's data check (which validates the same file), so it is reported,
 * with file and key, and never published.
 */
import { join } from "node:path";
import type { DeployKind } from "../../src/tenant/local-settings-schema.ts";
import { DEPLOY_KINDS } from "../../src/tenant/local-settings-schema.ts";
import { LOCAL_FILE } from "../../src/tenant/tenant-files.ts";
import { readJsonFile } from "../../src/tenant/load-tenants.server.ts";

/** What the release may include besides production chains. */
export type ReleaseInclude = readonly "demo"[];

/**
 * A chain's `deploy` mark: production when its local.json has none, or a value the schema refuses,
 * or cannot be read (the data check then fails the chain, naming file and key).
 */
export function chainDeploy(tenantsDir: string, site: string): DeployKind {
  let kind: unknown;
  try {
    kind = (readJsonFile(join(tenantsDir, site, LOCAL_FILE), site, LOCAL_FILE) as { deploy?: unknown } | undefined)
      ?.deploy;
  } catch {
    kind = undefined;
  }
  return DEPLOY_KINDS.find((k) => k === kind) ?? "production";
}

/** Parses `RELEASE_INCLUDE` (comma-separated; only `demo` is known). */
export function parseReleaseInclude(value: string | undefined): ReleaseInclude {
  const words = (value ?? "")
    .split(",")
    .map((w) => w.trim())
    .filter(Boolean);
  for (const w of words) {
    if (w !== "demo")
      throw new Error(
        `RELEASE_INCLUDE: "${w}" is not a kind the release can include (only "demo"; test chains are never released)`,
      );
  }
  return words.length > 0 ? ["demo"] : [];
}

/** Splits chains into those the release publishes and those it leaves out (with their mark). */
export function releasable(
  sites: readonly string[],
  tenantsDir: string,
  include: ReleaseInclude,
): { sites: string[]; left: { site: string; deploy: DeployKind }[] } {
  const out: string[] = [];
  const left: { site: string; deploy: DeployKind }[] = [];
  for (const site of sites) {
    const deploy = chainDeploy(tenantsDir, site);
    if (deploy === "production" || (deploy === "demo" && include.includes("demo"))) out.push(site);
    else left.push({ site, deploy });
  }
  return { sites: out, left };
}
