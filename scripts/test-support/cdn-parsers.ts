/**
 * The CDN hosts' own parsers for `_headers` and `_redirects`, for the tests: Netlify's published
 * packages (`@netlify/headers-parser`, `@netlify/redirect-parser`) and Cloudflare Pages' parser as
 * wrangler runs it (workers-shared's `parseHeaders`/`parseRedirects`, bundled inside miniflare and not
 * exported: its section of miniflare's bundle is evaluated on its own). Test-only.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { parseAllHeaders } from "@netlify/headers-parser";
import { parseAllRedirects } from "@netlify/redirect-parser";
import { CACHE_CONTROL, securityHeaders } from "../lib/http-headers.ts";
import type { RoutingModel, SiteRouting } from "../serve/routing-model.ts";

/** One header rule as Netlify reads it. */
export type NetlifyHeaderRule = { for: string; forRegExp: RegExp; values: Record<string, string> };
/** One redirect as Netlify reads it (the fields the tests look at). */
export type NetlifyRedirect = { from: string; to: string; status: number; force: boolean };

/** Netlify's reading of the two files (each written to a temp folder, as the parsers read files). */
export async function netlifyParse(files: {
  headers: string;
  redirects: string;
}): Promise<{ headers: NetlifyHeaderRule[]; redirects: NetlifyRedirect[]; errors: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), "netlify-parse-"));
  try {
    writeFileSync(join(dir, "_headers"), files.headers);
    writeFileSync(join(dir, "_redirects"), files.redirects);
    const h = await parseAllHeaders({ headersFiles: [join(dir, "_headers")], configHeaders: [], minimal: false });
    const r = await parseAllRedirects({
      redirectsFiles: [join(dir, "_redirects")],
      configRedirects: [],
      minimal: false,
    });
    return {
      headers: h.headers as NetlifyHeaderRule[],
      redirects: r.redirects as NetlifyRedirect[],
      errors: [...h.errors, ...r.errors].map((e: unknown) => (e instanceof Error ? e.message : String(e))),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A header rule as Cloudflare reads it (header names lower-cased). */
export type CloudflareHeaderRule = { path: string; headers: Record<string, string>; unsetHeaders: string[] };
/** A redirect as Cloudflare reads it. */
export type CloudflareRedirect = { from: string; to: string; status: number };
type Invalid = { message: string; line?: string };
/** Cloudflare's parsers and the limits they enforce. */
export type CloudflareParsers = {
  parseHeaders: (text: string) => { rules: CloudflareHeaderRule[]; invalid: Invalid[] };
  parseRedirects: (text: string) => { rules: CloudflareRedirect[]; invalid: Invalid[] };
  limits: { lineLength: number; headerRules: number; staticRedirects: number; dynamicRedirects: number };
};

const FIRST = "// ../workers-shared/utils/configuration/constants.ts";
const LAST = "// ../workers-shared/utils/configuration/constructConfiguration.ts";

let cached: CloudflareParsers | undefined;

/** Cloudflare Pages' parsers from the miniflare that wrangler uses; throws when its bundle changed shape. */
export function cloudflareParsers(): CloudflareParsers {
  if (cached) return cached;
  const fromWrangler = createRequire(createRequire(import.meta.url).resolve("wrangler/package.json"));
  const bundle = join(dirname(fromWrangler.resolve("miniflare/package.json")), "dist", "src", "index.js");
  const text = readFileSync(bundle, "utf8");
  const start = text.indexOf(FIRST);
  const end = text.indexOf(LAST, start);
  if (start === -1 || end === -1) {
    throw new Error(`${bundle}: workers-shared's configuration parsers not found (miniflare's bundle changed)`);
  }
  const exported =
    "return { parseHeaders, parseRedirects, limits: { lineLength: MAX_LINE_LENGTH, headerRules: MAX_HEADER_RULES, " +
    "staticRedirects: MAX_STATIC_REDIRECT_RULES, dynamicRedirects: MAX_DYNAMIC_REDIRECT_RULES } };";
  // The section is plain JavaScript with no imports: the bundle's own code, run as wrangler runs it.
  cached = new Function(`${text.slice(start, end)}\n${exported}`)() as CloudflareParsers;
  return cached;
}

/** Cloudflare's path matching for `_headers` (splat `*` → anything, `:name` → one segment, whole path). */
function cloudflareMatches(pattern: string, path: string): boolean {
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => (part === "*" ? ".*" : part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${source}$`).test(path);
}

/** What one chain's files must say: its security headers, immutable assets, and the hand-overs. */
export type CdnExpectation = {
  security: Record<string, string>;
  immutable: string;
  /** `/_entry/<site>/` → where it must lead. */
  entries: Record<string, string>;
  /** The languages whose folder answers an unknown address with its own `404.html` (`es`). */
  languages: string[];
};

/** The `_redirects` line giving Netlify a language's 404 page; Cloudflare's parser skips it (no 404 in its rules). */
export function languageNotFoundLine(lang: string): string {
  return `/${lang}/*  /${lang}/404.html  404`;
}

/**
 * Every way the hosts misread one chain's files, as sentences (none = read as meant): parse errors,
 * a sample path that gets no policy, two policies, a header set by two matching rules, a wrong value,
 * a missing or wrong redirect, a limit passed.
 */
export async function hostMisreadings(
  files: { headers: string; redirects: string },
  expected: CdnExpectation,
  paths: readonly string[],
): Promise<string[]> {
  const problems: string[] = [];
  const netlify = await netlifyParse(files);
  problems.push(...netlify.errors.map((e) => `netlify: ${e}`));
  const cf = cloudflareParsers();
  const cfHeaders = cf.parseHeaders(files.headers);
  const cfRedirects = cf.parseRedirects(files.redirects);
  // The one line Cloudflare is meant to skip: a language's 404 for Netlify (Cloudflare finds es/404.html itself).
  const skipped = new Set(expected.languages.map(languageNotFoundLine));
  const cfInvalid = [
    ...cfHeaders.invalid,
    ...cfRedirects.invalid.filter(
      (i) => !(i.line !== undefined && skipped.has(i.line) && i.message.endsWith("Got 404.")),
    ),
  ];
  problems.push(...cfInvalid.map((i) => `cloudflare: ${i.message}`));
  const readings: [string, { values: Record<string, string> }[]][] = paths.map((path) => [
    path,
    netlify.headers.filter((r) => r.forRegExp.test(path)),
  ]);
  const cfReadings: [string, { values: Record<string, string> }[]][] = paths.map((path) => [
    path,
    cfHeaders.rules.filter((r) => cloudflareMatches(r.path, path)).map((r) => ({ values: r.headers })),
  ]);
  for (const [host, perPath] of [
    ["netlify", readings],
    ["cloudflare", cfReadings],
  ] as const) {
    for (const [path, rules] of perPath) {
      const seen = new Map<string, string>();
      for (const rule of rules) {
        for (const [name, value] of Object.entries(rule.values)) {
          const key = name.toLowerCase();
          if (seen.has(key)) problems.push(`${host}: ${path}: ${name} set by two matching rules`);
          seen.set(key, value);
        }
      }
      for (const [name, value] of Object.entries(expected.security)) {
        const got = seen.get(name.toLowerCase());
        if (got !== value) problems.push(`${host}: ${path}: ${name} is ${JSON.stringify(got)}, not the chain's`);
      }
      const cache = seen.get("cache-control");
      const wanted = path.startsWith("/_assets/") ? expected.immutable : undefined;
      if (cache !== wanted) problems.push(`${host}: ${path}: Cache-Control ${JSON.stringify(cache)}`);
    }
  }
  const want = Object.entries(expected.entries).sort();
  const gotNetlify = netlify.redirects.map((r) => [r.from, r.to, r.status, r.force] as const);
  const gotCf = cfRedirects.rules.map((r) => [r.from, r.to, r.status] as const);
  const same = (a: readonly unknown[], b: readonly unknown[]) => JSON.stringify(a) === JSON.stringify(b);
  const wantNetlify = [
    ...want.map(([from, to]) => [from, to, 302, false] as const),
    ...expected.languages.map((l) => [`/${l}/*`, `/${l}/404.html`, 404, false] as const),
  ];
  if (!same([...gotNetlify].sort(), [...wantNetlify].sort()))
    problems.push(`netlify: redirects read as ${JSON.stringify(gotNetlify.slice(0, 3))}…`);
  if (
    !same(
      [...gotCf].sort(),
      want.map(([from, to]) => [from, to, 302]),
    )
  )
    problems.push(`cloudflare: redirects read as ${JSON.stringify(gotCf.slice(0, 3))}…`);
  if (cfHeaders.rules.length > cf.limits.headerRules)
    problems.push(`cloudflare: ${cfHeaders.rules.length} header rules`);
  return problems;
}

/** What a chain's files must say, from the routing model (independently of how the files are written). */
export function expectationFor(site: SiteRouting, model: RoutingModel): CdnExpectation {
  const entries: Record<string, string> = { [`/_entry/${site.site}/`]: "/coupons-only/" };
  for (const other of model.sites) {
    const host = other.primaryHost ?? other.hosts.find((h) => !h.endsWith(".localhost"));
    if (host) entries[`/_entry/${other.site}/`] = `https://${host}/coupons-only/`;
  }
  return {
    security: securityHeaders(site.sources, { hsts: true }),
    immutable: CACHE_CONTROL.immutable,
    entries,
    languages: (site.languages ?? []).filter((l) => l !== "en"),
  };
}

/** What a host serves for one GET: the status and the folder's file whose bytes it sends, or where it redirects. */
export type HostAnswer = { status: number; file: string | null; location: string | null };

/**
 * What Netlify serves for a GET of `path` (ending in `/`, or a file's name) from a deployed folder,
 * by its documented order (docs.netlify.com/routing/redirects/): the rules as its own parser read
 * them, first match wins; a rule not forced (`!`) applies only where no file answers the path
 * ("shadowing"); a 404 rule sends its target with 404; no rule: the file, else the root `404.html`
 * with 404. Only the rule forms our files use are matched (an exact path, a trailing `/*` splat).
 */
export function netlifyAnswer(
  redirects: readonly NetlifyRedirect[],
  exists: (rel: string) => boolean,
  path: string,
): HostAnswer {
  const rel = path.endsWith("/") ? `${path.slice(1)}index.html` : path.slice(1);
  const file = exists(rel) ? rel : null;
  const matches = (from: string) =>
    from.endsWith("/*")
      ? path === from.slice(0, -2) || path.startsWith(from.slice(0, -1))
      : path === from || path === `${from}/` || `${path}/` === from;
  for (const rule of redirects) {
    if (!matches(rule.from)) continue;
    if (file !== null && !rule.force) break;
    if (rule.status >= 300 && rule.status < 400) return { status: rule.status, file: null, location: rule.to };
    const target = rule.to.endsWith("/") ? `${rule.to.slice(1)}index.html` : rule.to.slice(1);
    return { status: rule.status, file: exists(target) ? target : null, location: null };
  }
  if (file !== null) return { status: 200, file, location: null };
  return { status: 404, file: exists("404.html") ? "404.html" : null, location: null };
}
