/**
 * Publish adapters: after the local `current` switch, make the static host serve the new release.
 *
 * - `dir` (default): nothing more — the web server's root is the local `dist` → `current` symlink.
 * - `rsync:<target>` (e.g. `rsync:deploy@web1:/srv/storefront/releases`): sends the chain versions
 *   it does not have yet to `<target>/chains/`, copies the release folder (its links to them, the
 *   routing and the report) to `<target>/<id>/`, then replaces the remote `current` symlink in one rename.
 *
 * Then, where `CF_PAGES_PROJECT_PREFIX` is set, every released chain goes to its own Cloudflare Pages
 * project (cloudflare.ts), and where `RELEASE_RELOAD_COMMAND` is set and the release's nginx files
 * differ from the release before's, the web server is reloaded with it. `publishEverywhere` is that
 * whole step, for the release and the watcher.
 * S3 + CloudFront is documented in docs/decisions.md ("CDN hosts").
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHAINS } from "./chain-versions.ts";
import { cloudflareTarget, deployToCloudflare } from "./cloudflare.ts";
import type { ReleaseReport } from "./report.ts";

/** A parsed `RELEASE_PUBLISH` value. */
export type PublishTarget = { kind: "dir" } | { kind: "rsync"; target: string };

/** Parses `dir` / `rsync:<target>`; throws on anything else. */
export function parsePublishTarget(value: string | undefined): PublishTarget {
  if (value === undefined || value === "" || value === "dir") return { kind: "dir" };
  if (value.startsWith("rsync:") && value.length > 6)
    return { kind: "rsync", target: value.slice(6).replace(/\/+$/, "") };
  throw new Error(`RELEASE_PUBLISH must be "dir" or "rsync:<target>", got "${value}"`);
}

function run(cmd: string, args: string[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(cmd, args, { stdio: "inherit" });
    child.on("error", fail);
    child.on("exit", (code) => (code === 0 ? done() : fail(new Error(`${cmd} exited with ${code}`))));
  });
}

/** Sends release `id` (and the pointer) to the target. */
export async function publishRelease(target: PublishTarget, releasesDir: string, id: string, previous: string | null) {
  if (target.kind === "dir") return;
  // The chain versions the release points at first: immutable, so only the new ones are sent.
  if (existsSync(join(releasesDir, CHAINS)))
    await run("rsync", ["-aH", "--ignore-existing", `${join(releasesDir, CHAINS)}/`, `${target.target}/${CHAINS}/`]);
  const linkDest = previous === null ? [] : [`--link-dest=../${previous}`];
  await run("rsync", ["-aH", "--delete", ...linkDest, `${join(releasesDir, id)}/`, `${target.target}/${id}/`]);
  await switchRemotePointer(target, id);
}

/** Points the remote `current` at `id`: rsync sends a symlink under a temporary name, then renames it over. */
export async function switchRemotePointer(target: PublishTarget, id: string): Promise<void> {
  if (target.kind === "dir") return;
  const tmp = mkdtempSync(join(tmpdir(), "release-pointer-"));
  try {
    symlinkSync(id, join(tmp, "current"));
    // rsync writes into a temporary file and renames it into place, so the switch is atomic remotely too.
    await run("rsync", ["-l", join(tmp, "current"), `${target.target}/current`]);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** The release's nginx files (`_routing/nginx*.conf`) and their content. */
function nginxFiles(releaseDir: string): Map<string, string> {
  const dir = join(releaseDir, "_routing");
  const names = existsSync(dir) ? readdirSync(dir).filter((f) => /^nginx.*\.conf$/.test(f)) : [];
  return new Map(names.map((f) => [f, readFileSync(join(dir, f), "utf8")]));
}

/**
 * Whether a web server reading the release's nginx files must load them again: they differ from the
 * release before's (a chain's hosts or policy changed). Pages need no reload: nginx reads them
 * through the `dist` → `current` link at each request.
 */
export function routingChanged(releaseDir: string, previousDir: string | null): boolean {
  if (previousDir === null) return true;
  const [now, before] = [nginxFiles(releaseDir), nginxFiles(previousDir)];
  return now.size !== before.size || [...now].some(([f, text]) => before.get(f) !== text);
}

/** Runs the reload command (a shell line, e.g. `sudo nginx -t && sudo nginx -s reload`); its problem, or null. */
async function reload(command: string, log: (line: string) => void): Promise<string | null> {
  const code = await new Promise<number>((done) => {
    const child = spawn("sh", ["-c", command], { stdio: "inherit" });
    child.on("error", () => done(127));
    child.on("exit", (c) => done(c ?? 1));
  });
  if (code === 0) {
    log("routing changed: the web server was reloaded");
    return null;
  }
  return `reload: RELEASE_RELOAD_COMMAND exited with ${code}; the web server still has the release before's routing`;
}

/**
 * Everything after the local switch to a new release: the adapter (`RELEASE_PUBLISH`), the web
 * server's reload when the routing changed (`RELEASE_RELOAD_COMMAND`), then the per-chain Cloudflare
 * Pages deploy where configured. Returns the problems (none: all published).
 */
export async function publishEverywhere(
  env: NodeJS.ProcessEnv,
  root: string,
  releasesDir: string,
  report: Pick<ReleaseReport, "id" | "previous" | "chains">,
  log: (line: string) => void,
): Promise<string[]> {
  await publishRelease(parsePublishTarget(env["RELEASE_PUBLISH"]), releasesDir, report.id, report.previous);
  const problems: string[] = [];
  const releaseDir = join(releasesDir, report.id);
  const command = env["RELEASE_RELOAD_COMMAND"];
  const previousDir = report.previous === null ? null : join(releasesDir, report.previous);
  if (command && routingChanged(releaseDir, previousDir)) {
    const problem = await reload(command, log);
    if (problem !== null) problems.push(problem);
  }
  const cloudflare = cloudflareTarget(env, root);
  if (cloudflare !== null) {
    const outcome = await deployToCloudflare(cloudflare, releaseDir, report, log);
    problems.push(...outcome.failed.map((f) => `cloudflare: ${f.site}: ${f.error}`));
  }
  return problems;
}
