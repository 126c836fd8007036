/**
 * One self-contained deployable folder per chain. `astro build` writes every chain's pages to
 * `dist/<site>/`, one shared `dist/_assets/` and the public files at `dist/`; this turns each chain
 * folder into what a host serves at a domain root: its pages plus `_assets/` with exactly the hashed
 * files its pages reach (script and stylesheet references, static and dynamic imports, preload
 * lists, `url()` targets: any known file name in an included file's text, until nothing new turns
 * up) and the public files they name. Files are hard-linked, not copied. Afterwards the shared
 * files are removed, so nothing outside a chain's folder is left to serve on its hosts.
 */
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { walkFiles } from "./files.ts";

/** The folder of shared hashed files Astro writes (and each chain folder gets its own of). */
export const ASSETS_DIR = "_assets";

/** What one chain folder received. */
export type ChainFolder = { site: string; assets: string[]; publicFiles: string[] };

/** Files whose text can name other files (scanned for asset and public file names). */
const TEXT = /\.(?:html?|m?js|css|svg|json|webmanifest|xml|txt)$/i;

/** Characters of a file name as the asset scan reads them (`[\w.~-]`). */
function isNameChar(code: number): boolean {
  return (
    (code >= 97 && code <= 122) || // a-z
    (code >= 65 && code <= 90) || // A-Z
    (code >= 48 && code <= 57) || // 0-9
    code === 95 || // _
    code === 46 || // .
    code === 126 || // ~
    code === 45 // -
  );
}

/** The extensions (".js", ".css" …) of a set of file names, remembered per set. */
const extensionsOfSet = new WeakMap<ReadonlySet<string>, string[]>();
function extensionsOf(known: ReadonlySet<string>): string[] {
  let exts = extensionsOfSet.get(known);
  if (exts === undefined) {
    exts = [...new Set([...known].map((n) => /\.[^.]*$/.exec(n)?.[0] ?? n))];
    extensionsOfSet.set(known, exts);
  }
  return exts;
}

/**
 * Asset file names a text mentions: every maximal run of file-name characters that is a known
 * name. Only the runs around an occurrence of a known name's extension are looked at (found with
 * `indexOf`), so a page is read in one fast pass rather than word by word.
 */
export function assetNames(text: string, known: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const ext of extensionsOf(known)) {
    for (let at = text.indexOf(ext); at >= 0; at = text.indexOf(ext, at + ext.length)) {
      let start = at;
      while (start > 0 && isNameChar(text.charCodeAt(start - 1))) start -= 1;
      let end = at + ext.length;
      while (end < text.length && isNameChar(text.charCodeAt(end))) end += 1;
      const word = text.slice(start, end);
      if (known.has(word)) found.add(word);
    }
  }
  return [...found];
}

/** Whether a dist root entry is build metadata or a control file (never a public file). */
function isMetadata(name: string): boolean {
  return name.startsWith("_") || name.startsWith(".");
}

/** The public files at the dist root (posix paths), outside the site folders and metadata. */
export function rootPublicFiles(distDir: string, sites: readonly string[]): string[] {
  const skip = new Set(sites);
  const out: string[] = [];
  for (const e of readdirSync(distDir, { withFileTypes: true })) {
    if (isMetadata(e.name) || skip.has(e.name)) continue;
    if (e.isFile()) out.push(e.name);
    else if (e.isDirectory()) out.push(...walkFiles(join(distDir, e.name)).map((f) => `${e.name}/${f}`));
  }
  return out.sort();
}

/** What one text file names: asset file names and public file paths. */
type Mentions = { assets: string[]; publicFiles: string[] };

/**
 * The mentions of the shared files (assets, public files), read once for every chain: the same
 * hashed module is reached by most chains.
 */
export type MentionCache = Map<string, Mentions>;

/**
 * What a chain folder reaches: starting from its own text files, each included file's text is
 * scanned for known asset names and public file paths until nothing new is found. The shared
 * files' mentions are kept in `cache` across chains.
 */
export function chainClosure(
  siteDir: string,
  assetsDir: string,
  publicDir: string,
  publicFiles: readonly string[],
  cache: MentionCache = new Map(),
): { assets: string[]; publicFiles: string[] } {
  const known = new Set(existsSync(assetsDir) ? readdirSync(assetsDir) : []);
  const mentionsOf = (file: string): Mentions => {
    const text = readFileSync(file, "utf8");
    return {
      assets: assetNames(text, known),
      publicFiles: publicFiles.filter((rel) => text.includes(rel) || text.includes(encodeURI(rel))),
    };
  };
  const shared = (file: string): Mentions => {
    let m = cache.get(file);
    if (m === undefined) {
      m = mentionsOf(file);
      cache.set(file, m);
    }
    return m;
  };
  const assets = new Set<string>();
  const reached = new Set<string>();
  const own = walkFiles(siteDir)
    .filter((f) => TEXT.test(f))
    .map((f) => join(siteDir, f));
  const todo: string[] = [];
  const take = ({ assets: names, publicFiles: rels }: Mentions) => {
    for (const name of names) {
      if (assets.has(name)) continue;
      assets.add(name);
      if (TEXT.test(name)) todo.push(join(assetsDir, name));
    }
    for (const rel of rels) {
      if (reached.has(rel)) continue;
      reached.add(rel);
      if (TEXT.test(rel)) todo.push(join(publicDir, rel));
    }
  };
  for (const file of own) take(mentionsOf(file));
  while (todo.length > 0) take(shared(todo.pop() as string));
  return { assets: [...assets].sort(), publicFiles: [...reached].sort() };
}

/** Hard-links (or copies, across file systems) a file; an existing target is left as it is. */
export function linkFile(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST") return;
    if (code === "ENOENT") mkdirSync(dirname(to), { recursive: true });
    else if (code !== "EXDEV" && code !== "EPERM") throw error;
    try {
      linkSync(from, to);
    } catch {
      copyFileSync(from, to);
    }
  }
}

/**
 * Gives every chain folder of a fresh `astro build` its assets and public files (see the module
 * comment) and removes the shared ones. A dist whose chain folders were assembled already (no
 * shared `_assets/` left) is left alone and null is returned.
 */
export function assembleChainFolders(distDir: string, sites: readonly string[]): ChainFolder[] | null {
  const assetsDir = join(distDir, ASSETS_DIR);
  if (!existsSync(assetsDir)) return null;
  const publicFiles = rootPublicFiles(distDir, sites);
  const folders: ChainFolder[] = [];
  const cache: MentionCache = new Map();
  for (const site of sites) {
    const siteDir = join(distDir, site);
    if (!existsSync(siteDir)) continue;
    const reached = chainClosure(siteDir, assetsDir, distDir, publicFiles, cache);
    if (reached.assets.length > 0) mkdirSync(join(siteDir, ASSETS_DIR), { recursive: true });
    for (const name of reached.assets) linkFile(join(assetsDir, name), join(siteDir, ASSETS_DIR, name));
    // A chain's own file of the same name (robots.txt, sitemap.xml) wins over a public one.
    const linked = reached.publicFiles.filter((rel) => !existsSync(join(siteDir, rel)));
    for (const rel of linked) linkFile(join(distDir, rel), join(siteDir, ...rel.split("/")));
    folders.push({ site, assets: reached.assets, publicFiles: linked });
  }
  removeSharedFiles(distDir, sites);
  return folders;
}

/** Removes everything at the dist root but the chain folders and `_routing/` (and a release's `_report/`). */
export function removeSharedFiles(distDir: string, sites: readonly string[]): void {
  const keep = new Set([...sites, "_routing", "_report"]);
  for (const name of readdirSync(distDir)) {
    if (!keep.has(name)) rmSync(join(distDir, name), { recursive: true, force: true });
  }
}
