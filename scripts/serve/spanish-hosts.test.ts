/**
 * A chain built in Spanish on every host that serves it: a copy of the demo chain freshmart with
 * `"languages": ["en", "es"]` (and hilltop, English only, beside it) built for real, then asked
 * for the same addresses by real nginx with the generated configuration (the chain's hosts and a beta
 * host), the preview server, Cloudflare Pages' own runtime (`wrangler pages dev`) and Netlify's own
 * parsers with Netlify's documented serving order. What a shopper or a crawler gets: the status, the
 * page's language and bytes, where a redirect leads, and the chain's one policy covering the Spanish
 * pages' inline scripts.
 *
 * Builds once (`npm run build` into a temp folder; about 20 s on an idle machine) unless
 * SPANISH_HOSTS_DIST names such a build to reuse.
 */
import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cloudflareParsers,
  expectationFor,
  hostMisreadings,
  languageNotFoundLine,
  netlifyAnswer,
  netlifyParse,
} from "../test-support/cdn-parsers.ts";
import { assembleChainFolder } from "../test-support/chain-folder.ts";
import { rawGet, type ProbeAnswer } from "../test-support/isolation-probes.ts";
import { freePort, nginxAvailable, startNginx, type RunningNginx } from "../test-support/nginx.ts";
import type { PagesDev } from "../test-support/wrangler.ts";
import { headerValues, rawGet as wranglerGet, startPagesDev } from "../test-support/wrangler.ts";
import { chainCdnFiles } from "./cdn-files.ts";
import { renderNginxConf } from "./nginx-conf.ts";
import type { RoutingModel, SiteRouting } from "./routing-model.ts";
import { loadRoutingModel } from "./routing-model.ts";
import { startPreviewServer, type PreviewServer } from "./serve.ts";
import { chainFiles, routingFiles } from "./write-routing.ts";
import { walkFiles } from "../lib/files.ts";
import { contentSecurityPolicy } from "../lib/http-headers.ts";
import { pageFacts } from "../lib/page-facts.ts";
import { ROOT } from "../lib/run.ts";

const SPANISH = "freshmart";
const ENGLISH = "hilltop";
const HOST = "www.freshmart.example";
const BETA = "beta-es.example";

const tmp = mkdtempSync(join(tmpdir(), "spanish-hosts-"));
let distDir: string;
let model: RoutingModel;
let spanish: SiteRouting;
let english: SiteRouting;

beforeAll(async () => {
  distDir = process.env["SPANISH_HOSTS_DIST"] ?? join(tmp, "dist");
  if (process.env["SPANISH_HOSTS_DIST"] === undefined) {
    const tenants = join(tmp, "tenants");
    cpSync(join(ROOT, "tenants"), tenants, { recursive: true });
    const local = join(tenants, SPANISH, "local.json");
    const settings = JSON.parse(readFileSync(local, "utf8")) as Record<string, unknown>;
    writeFileSync(local, JSON.stringify({ ...settings, languages: ["en", "es"], betaHosts: [BETA] }));
    await promisify(execFile)(process.execPath, [join(ROOT, "scripts", "build", "build.ts")], {
      cwd: ROOT,
      env: {
        ...process.env,
        DIST_DIR: distDir,
        TENANTS_DIR: tenants,
        TENANTS: `${SPANISH},${ENGLISH}`,
        FORM_RELAY_URL: "http://localhost:9",
      },
      maxBuffer: 64 * 1024 * 1024,
    });
  }
  model = await loadRoutingModel(distDir);
  spanish = model.sites.find((s) => s.site === SPANISH)!;
  english = model.sites.find((s) => s.site === ENGLISH)!;
}, 300_000);
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const chainFile = (site: string, rel: string) => readFileSync(join(distDir, site, rel), "utf8");
const langOf = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1] ?? null;

describe("the build's host files", { timeout: 60_000 }, () => {
  it("name the Spanish chain's languages and give it a Spanish 404.html; the English chain's are as before", () => {
    expect(spanish.languages).toEqual(["en", "es"]);
    expect(english.languages).toBeUndefined();
    const es404 = chainFile(SPANISH, "es/404.html");
    expect(langOf(es404)).toBe("es");
    expect(es404).toContain('<base href="/es/error/">');
    expect(langOf(chainFile(SPANISH, "404.html"))).toBe("en");
    expect(existsSync(join(distDir, ENGLISH, "es"))).toBe(false);
  });

  it("are, for an English-only chain, byte for byte what they are without any chain in Spanish", () => {
    // The same build's model with the Spanish chain's languages taken away: everything of the
    // English chain, and every file but the Spanish chain's own additions, is the same text.
    const none: RoutingModel = { ...model, sites: model.sites.map(({ languages: _, ...s }) => s) };
    const opts = { root: "/srv/storefront/dist", listen: "80" };
    const [withEs, without] = [chainFiles(model, distDir), chainFiles(none, distDir)];
    expect(Object.keys(withEs).filter((k) => !(k in without))).toEqual([`${SPANISH}/es/404.html`]);
    for (const [name, text] of Object.entries(without)) {
      if (name !== `${SPANISH}/_redirects`) expect(withEs[name], name).toBe(text);
    }
    expect(withEs[`${SPANISH}/_redirects`]!.startsWith(without[`${SPANISH}/_redirects`]!)).toBe(true);
    const conf = (m: RoutingModel) => routingFiles(m, opts)["_routing/nginx.conf"]!;
    const server = (text: string, name: string) =>
      text.split(/\n(?=server \{)/).find((block) => block.includes(`root /srv/storefront/dist/${name};`));
    expect(server(conf(model), ENGLISH)).toBe(server(conf(none), ENGLISH));
    expect(conf(none)).not.toContain("/es/");
    expect(routingFiles(none, opts)["_routing/nginx-headers.conf"]).toBe(
      routingFiles(model, opts)["_routing/nginx-headers.conf"],
    );
  });

  it("cover every Spanish page's inline scripts with the chain's policy (the layout's scripts are the same bytes)", () => {
    const pages = walkFiles(join(distDir, SPANISH)).filter((f) => f.endsWith(".html"));
    const inline = (prefix: boolean) =>
      new Set(
        pages.filter((f) => f.startsWith("es/") === prefix).flatMap((f) => pageFacts(chainFile(SPANISH, f)).inline),
      );
    const [es, en] = [inline(true), inline(false)];
    expect(pages.filter((f) => f.startsWith("es/")).length).toBeGreaterThan(30);
    expect([...es].filter((h) => !spanish.sources.inlineScripts.includes(h))).toEqual([]);
    expect([...es].sort()).toEqual([...en].sort());
  });
});

/** One address and what a shopper gets there: a page in a language, a 404 page in one, or a redirect. */
type Want = { path: string; status: number; lang?: "en" | "es"; file?: string; location?: string };

/** Each chain server's answers (nginx and the preview): the serving rules, per language. */
function serverAnswers(prefix: string): Want[] {
  return [
    { path: `${prefix}es/`, status: 200, lang: "es", file: "es/index.html" },
    { path: `${prefix}es/coupons/`, status: 200, lang: "es", file: "es/coupons/index.html" },
    { path: `${prefix}es`, status: 301, location: `${prefix}es/` },
    // The spec's catch-all (an unknown address goes home), in the address's language.
    { path: `${prefix}es/nope/`, status: 302, location: `${prefix}es/` },
    { path: `${prefix}es/nope/deeper`, status: 302, location: `${prefix}es/` },
    { path: `${prefix}nope/`, status: 302, location: prefix },
    // The spec's /page/{page} for any page, in the address's language.
    { path: `${prefix}es/page/weekly-specials/`, status: 200, lang: "es", file: "es/page/_/index.html" },
    { path: `${prefix}es/page/weekly-specials`, status: 301, location: `${prefix}es/page/weekly-specials/` },
    { path: `${prefix}es/page/a/b/`, status: 302, location: `${prefix}es/` },
    { path: `${prefix}page/weekly-specials/`, status: 200, lang: "en", file: "page/_/index.html" },
    { path: prefix, status: 200, lang: "en", file: "index.html" },
  ];
}

/** What breaks `want` in one answer, or null. */
function mismatch(want: Want, got: ProbeAnswer, site = SPANISH): string | null {
  const problems: string[] = [];
  if (got.status !== want.status) problems.push(`status ${got.status}, not ${want.status}`);
  if (want.lang !== undefined && langOf(got.body) !== want.lang) problems.push(`lang ${langOf(got.body)}`);
  if (want.file !== undefined && got.body !== chainFile(site, want.file)) problems.push(`not ${want.file}'s bytes`);
  if (want.location !== undefined && got.headers["location"] !== want.location)
    problems.push(`location ${got.headers["location"]}`);
  return problems.length === 0 ? null : `${want.path}: ${problems.join(", ")}`;
}

describe.skipIf(!nginxAvailable() && !process.env["CI"])("nginx with the generated configuration", () => {
  let nginx: RunningNginx;
  let prefix: string;

  beforeAll(async () => {
    prefix = mkdtempSync(join(tmpdir(), "nginx-spanish-"));
    const port = await freePort();
    const root = distDir;
    const conf = renderNginxConf(model, { root, listen: `127.0.0.1:${port}` });
    // The server includes the headers file from the build's routing folder.
    expect(existsSync(join(root, "_routing", "nginx-headers.conf"))).toBe(true);
    nginx = await startNginx(prefix, conf, port);
  }, 60_000);
  afterAll(async () => {
    await nginx?.stop();
    rmSync(prefix, { recursive: true, force: true });
  });

  it("answers each address of the chain's hosts as the serving rules say, in its language", async () => {
    const problems: string[] = [];
    for (const want of serverAnswers("/")) {
      problems.push(mismatch(want, await rawGet(nginx.url, want.path, HOST)) ?? "");
    }
    expect(problems.filter(Boolean)).toEqual([]);
  });

  it("does the same under /<site>/ on a beta host", async () => {
    const problems: string[] = [];
    for (const want of serverAnswers(`/${SPANISH}/`)) {
      problems.push(mismatch(want, await rawGet(nginx.url, want.path, BETA)) ?? "");
    }
    expect(problems.filter(Boolean)).toEqual([]);
  });

  it("sends the Spanish pages with the chain's one policy", async () => {
    const page = await rawGet(nginx.url, "/es/page/weekly-specials/", HOST);
    expect(page.headers["content-security-policy"]).toBe(contentSecurityPolicy(spanish.sources));
  });

  it("gives the English-only chain no Spanish folder: /es/ there is an unknown address", async () => {
    const host = "www.hilltop.example";
    for (const path of ["/es/", "/es/page/weekly-specials/"]) {
      const got = await rawGet(nginx.url, path, host);
      expect([got.status, got.headers["location"]], path).toEqual([302, "/"]);
    }
  });
});

describe("the preview server", () => {
  let preview: PreviewServer;
  beforeAll(async () => {
    preview = await startPreviewServer({ port: 0, distDir, env: {} });
  });
  afterAll(async () => preview?.close());

  it("answers as nginx does, on the chain's host and in path mode", async () => {
    const problems: string[] = [];
    for (const want of serverAnswers("/")) {
      problems.push(mismatch(want, await rawGet(preview.url, want.path, HOST)) ?? "");
    }
    for (const want of serverAnswers(`/${SPANISH}/`)) {
      problems.push(mismatch(want, await rawGet(preview.url, want.path)) ?? "");
    }
    expect(problems.filter(Boolean)).toEqual([]);
    const page = await rawGet(preview.url, "/es/", HOST);
    expect(page.headers["content-security-policy"]).toBe(contentSecurityPolicy(spanish.sources));
  });
});

/** What each CDN host serves from the chain's folder: unknown addresses answer 404 with their language's page. */
const CDN_ANSWERS: Want[] = [
  { path: "/es/", status: 200, lang: "es", file: "es/index.html" },
  { path: "/es/coupons/", status: 200, lang: "es", file: "es/coupons/index.html" },
  { path: "/es/nope/", status: 404, lang: "es", file: "es/404.html" },
  { path: "/es/nope/deeper/", status: 404, lang: "es", file: "es/404.html" },
  // A CDN host has no /page/{page} fallback (English /page/x/ is a 404 there): the same in Spanish.
  { path: "/es/page/weekly-specials/", status: 404, lang: "es", file: "es/404.html" },
  { path: "/nope/", status: 404, lang: "en", file: "404.html" },
  { path: "/page/weekly-specials/", status: 404, lang: "en", file: "404.html" },
  { path: "/", status: 200, lang: "en", file: "index.html" },
];

describe("the chain's folder on the CDN hosts", { timeout: 120_000 }, () => {
  let folder: string;
  beforeAll(() => {
    folder = assembleChainFolder(distDir, model, spanish, join(tmp, "cdn", SPANISH));
  });

  it("is read by Netlify's and Cloudflare's parsers as meant, on every English and Spanish page", async () => {
    const pages = walkFiles(folder)
      .filter((f) => f.endsWith("index.html"))
      .map((f) => `/${f.slice(0, -"index.html".length)}`);
    expect(pages.filter((p) => p.startsWith("/es/")).length).toBeGreaterThan(30);
    const files = chainCdnFiles(spanish, model);
    const paths = [...pages, "/es/nope/", "/nope/"];
    expect(await hostMisreadings(files, expectationFor(spanish, model), paths)).toEqual([]);
    // The one line only Netlify reads, skipped by Cloudflare's parser with its reason.
    const line = languageNotFoundLine("es");
    expect(files.redirects.trimEnd().endsWith(line)).toBe(true);
    expect(cloudflareParsers().parseRedirects(files.redirects).invalid).toEqual([
      expect.objectContaining({
        line,
        message: "Valid status codes are 200, 301, 302 (default), 303, 307, or 308. Got 404.",
      }),
    ]);
    const english404 = await netlifyParse(chainCdnFiles(english, model));
    expect(english404.redirects.some((r) => r.from.startsWith("/es/"))).toBe(false);
  });

  it("on Netlify (its parser, its documented order): each address in its language", async () => {
    const { redirects, errors } = await netlifyParse(chainCdnFiles(spanish, model));
    expect(errors).toEqual([]);
    const exists = (rel: string) => existsSync(join(folder, rel)) && rel !== "" && !rel.endsWith("/");
    const problems = CDN_ANSWERS.map((want) => {
      const got = netlifyAnswer(redirects, exists, want.path);
      const body = got.file === null ? "" : readFileSync(join(folder, got.file), "utf8");
      return mismatch(want, { status: got.status, body, headers: {} }, SPANISH);
    });
    expect(problems.filter(Boolean)).toEqual([]);
  });

  describe("on Cloudflare Pages (wrangler pages dev)", () => {
    let dev: PagesDev;
    beforeAll(async () => {
      dev = await startPagesDev(folder);
    }, 120_000);
    afterAll(async () => dev?.close());

    it("each address in its language, with the chain's one policy", async () => {
      const problems: string[] = [];
      for (const want of CDN_ANSWERS) {
        const res = await wranglerGet(dev.origin, want.path);
        const headers = Object.fromEntries(res.headers);
        problems.push(mismatch(want, { status: res.status, body: res.body, headers }, SPANISH) ?? "");
        const policy = headerValues(res, "content-security-policy");
        if (policy.join() !== contentSecurityPolicy(spanish.sources)) problems.push(`${want.path}: policy`);
      }
      expect(problems.filter(Boolean)).toEqual([]);
    });

    it("reads every rule but the Netlify-only line, and says why it skips that one", () => {
      const handOvers = model.sites.filter((s) => s.primaryHost !== undefined).length;
      expect(dev.output()).toContain(`Parsed ${handOvers} valid redirect rules.`);
      expect(dev.output()).toContain(languageNotFoundLine("es"));
      expect(dev.output()).toContain("Got 404.");
      expect(dev.output()).toContain("Parsed 2 valid header rules.");
    });
  });
});
