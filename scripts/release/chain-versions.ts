/**
 * Chain versions: every chain folder a release publishes lives once, as an immutable version,
 *
 *   <releases>/chains/<site>/<release id that made it>/   pages, _assets/, _headers, _redirects, 404.html …
 *   <releases>/<id>/<site> -> ../chains/<site>/<version>  (a relative symlink)
 *
 * and a release points at the version of each of its chains. A chain that did not change keeps its
 * version, so a release costs a symlink per unchanged chain instead of a hard link per file: at
 * 1,000 chains (about a million files) hard-linking every chain into every release took 30 s and
 * deleting an old release 13 s, whatever changed. Everything that serves or reads a release (nginx,
 * the preview, check:dist, the deploys) goes through the links. Versions no kept release points at
 * are deleted by `pruneVersions`, under the releases folder's lock.
 */
import { existsSync, readdirSync, readlinkSync, renameSync, rmdirSync, rmSync, symlinkSync, mkdirSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import { linkFolders } from "./folder-links.ts";

/** The folder of the versions inside the releases root. */
export const CHAINS = "chains";

/** Where a release's chain entry leads when it is a version of this root, else null (a folder of its own). */
export function versionOf(root: string, releaseDir: string, site: string): string | null {
  const entry = join(releaseDir, site);
  let target: string;
  try {
    target = resolve(dirname(entry), readlinkSync(entry));
  } catch {
    return null; // not a link: a release from before versions, whose chain folders are its own
  }
  const versions = resolve(root, CHAINS);
  return dirname(dirname(target)) === versions && existsSync(target) ? target : null;
}

/** Points a release's entry for `site` at `version` (replacing what was there). */
export function pointChain(releaseDir: string, site: string, version: string): void {
  const entry = join(releaseDir, site);
  rmSync(entry, { recursive: true, force: true });
  symlinkSync(relative(releaseDir, version), entry);
}

/**
 * Makes new versions `chains/<site>/<id>` from folders: hard-linked copies (`linkFolders`: one
 * `cp -al` per few hundred folders, a copy across file systems), staged in `chains/.incoming-<id>/`
 * and renamed into place. Returns each site's new version.
 */
export function makeVersions(
  root: string,
  id: string,
  folders: readonly { site: string; src: string }[],
): Map<string, string> {
  const made = new Map<string, string>();
  if (folders.length === 0) return made;
  const staging = join(root, CHAINS, `.incoming-${id}`);
  rmSync(staging, { recursive: true, force: true });
  // A folder named after its chain (a build's, an older release's) goes in one batch; a version
  // (named after the release that made it) gets a staging folder of its own, so names never meet.
  const named = folders.filter((f) => basename(f.src) === f.site);
  linkFolders(
    named.map((f) => f.src),
    staging,
  );
  const staged = new Map(named.map((f) => [f.site, join(staging, f.site)]));
  for (const f of folders.filter((x) => basename(x.src) !== x.site)) {
    const own = join(staging, `.${f.site}`);
    linkFolders([f.src], own);
    staged.set(f.site, join(own, basename(f.src)));
  }
  for (const [site, from] of staged) {
    const version = join(root, CHAINS, site, id);
    mkdirSync(dirname(version), { recursive: true });
    renameSync(from, version);
    made.set(site, version);
  }
  rmSync(staging, { recursive: true, force: true });
  return made;
}

/** Release folders under `root` (complete or not), by their id's shape. */
const RELEASE_ID = /^\d{8}T\d{9}Z(-[a-z0-9]+)?$/;

/**
 * Deletes the versions no release folder under `root` points at, and staging left by a killed run;
 * returns what it deleted (`<site>/<version>`). Only under the releases folder's lock.
 */
export function pruneVersions(root: string): string[] {
  const chains = resolve(root, CHAINS);
  if (!existsSync(chains)) return [];
  const used = new Set<string>();
  for (const id of readdirSync(root).filter((n) => RELEASE_ID.test(n))) {
    let entries: string[];
    try {
      entries = readdirSync(join(root, id));
    } catch {
      continue;
    }
    for (const site of entries) {
      try {
        used.add(resolve(root, id, readlinkSync(join(root, id, site))));
      } catch {
        // not a link (the routing, the report, a chain folder of its own)
      }
    }
  }
  const gone: string[] = [];
  for (const site of readdirSync(chains)) {
    const dir = join(chains, site);
    if (site.startsWith(".incoming-")) {
      rmSync(dir, { recursive: true, force: true });
      continue;
    }
    for (const version of readdirSync(dir)) {
      if (used.has(join(dir, version))) continue;
      rmSync(join(dir, version), { recursive: true, force: true });
      gone.push(`${site}/${version}`);
    }
    if (readdirSync(dir).length === 0) rmdirSync(dir);
  }
  return gone;
}
