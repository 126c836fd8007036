import { describe, expect, it } from "vitest";
import type { Probe, RoutingTables } from "./serving-rules.ts";
import { parseRequestPath, resolveRequest, routingTables } from "./serving-rules.ts";
import type { SiteEntry } from "./sites.ts";
import { betaHostTable } from "./sites.ts";

const sites: (SiteEntry & { publicFiles: string[] })[] = [
  {
    site: "alpha",
    hosts: ["www.alpha.example"],
    primaryHost: "www.alpha.example",
    onlyCoupons: false,
    betaHosts: ["beta-preview.example"],
    publicFiles: ["favicon.svg"],
  },
  { site: "beta", hosts: ["www.beta.example"], onlyCoupons: false, betaHosts: [], publicFiles: [] },
];
/** The demo preview's tables: loopback names keep path mode. */
const tables: RoutingTables = routingTables(sites, true);
/** Production: path mode only on beta hosts. */
const production: RoutingTables = routingTables(sites, false);
/** Self-contained chain folders: each has its own assets and public files. */
const files = new Set([
  "alpha/index.html",
  "alpha/coupons/index.html",
  "alpha/page/gift-cards/index.html",
  "alpha/page/_/index.html",
  "alpha/error/index.html",
  "alpha/robots-alpha.txt",
  "alpha/_assets/app.js",
  "alpha/favicon.svg",
  "alpha/_headers",
  "beta/index.html",
  "beta/_assets/beta.js",
  "_routing/sites.json",
]);
const probe: Probe = (rel) => {
  if (files.has(rel)) return "file";
  return [...files].some((f) => f.startsWith(`${rel}/`)) ? "dir" : null;
};
const at = (host: string | undefined, target: string) => resolveRequest(host, target, tables, probe);

describe("/page/{page} for any {page}", () => {
  const fallback = { kind: "file", relPath: "alpha/page/_/index.html", site: "alpha", cache: "html" };
  it("serves a built generic page as it is", () => {
    expect(at("www.alpha.example", "/page/gift-cards/")).toMatchObject({ relPath: "alpha/page/gift-cards/index.html" });
  });
  it("answers any other /page/{page}/ with the site's fallback page, in host and path mode", () => {
    expect(at("www.alpha.example", "/page/weekly-specials/")).toEqual(fallback);
    expect(at("localhost", "/alpha/page/weekly-specials/")).toEqual(fallback);
    expect(at("www.alpha.example", "/page/weekly-specials?x=1")).toMatchObject({
      kind: "redirect",
      status: 301,
      location: "/page/weekly-specials/?x=1",
    });
  });
  it("keeps sending deeper addresses, and sites without the fallback page, home", () => {
    expect(at("www.alpha.example", "/page/a/b/")).toMatchObject({ kind: "redirect", status: 302, location: "/" });
    expect(at("www.beta.example", "/page/anything/")).toMatchObject({ kind: "redirect", status: 302, location: "/" });
  });
});

describe("a site built in Spanish (/es/…)", () => {
  const bilingual: (SiteEntry & { publicFiles: string[] })[] = [
    { ...sites[0]!, languages: ["en", "es"] },
    // beta has an es/ folder of pages but is not built in Spanish: es/ is an unknown path there.
    sites[1]!,
  ];
  const esFiles = new Set([
    ...files,
    "alpha/es/index.html",
    "alpha/es/coupons/index.html",
    "alpha/es/page/_/index.html",
    "alpha/es/error/index.html",
    "beta/es/page/_/index.html",
  ]);
  const esProbe: Probe = (rel) =>
    esFiles.has(rel) ? "file" : [...esFiles].some((f) => f.startsWith(`${rel}/`)) ? "dir" : null;
  const es = (host: string, target: string) => resolveRequest(host, target, routingTables(bilingual, true), esProbe);

  it("serves the Spanish pages as any page", () => {
    expect(es("www.alpha.example", "/es/")).toMatchObject({ kind: "file", relPath: "alpha/es/index.html" });
    expect(es("www.alpha.example", "/es/coupons/")).toMatchObject({ relPath: "alpha/es/coupons/index.html" });
    expect(es("www.alpha.example", "/es")).toMatchObject({ kind: "redirect", status: 301, location: "/es/" });
  });
  it("sends an unknown address in the Spanish folder to the Spanish home, an English one to the root", () => {
    const home = { kind: "redirect", status: 302, site: "alpha" };
    expect(es("www.alpha.example", "/es/nope/")).toEqual({ ...home, location: "/es/" });
    expect(es("www.alpha.example", "/es/page/a/b/")).toEqual({ ...home, location: "/es/" });
    expect(es("localhost", "/alpha/es/nope/x")).toEqual({ ...home, location: "/alpha/es/" });
    expect(es("www.alpha.example", "/nope/")).toEqual({ ...home, location: "/" });
    expect(es("www.alpha.example", "/esp/")).toEqual({ ...home, location: "/" });
  });
  it("answers /es/page/{page}/ with the Spanish fallback page, in host and path mode", () => {
    const fallback = { kind: "file", relPath: "alpha/es/page/_/index.html", site: "alpha", cache: "html" };
    expect(es("www.alpha.example", "/es/page/weekly-specials/")).toEqual(fallback);
    expect(es("localhost", "/alpha/es/page/weekly-specials/")).toEqual(fallback);
    expect(es("www.alpha.example", "/es/page/weekly-specials?x=1")).toMatchObject({
      status: 301,
      location: "/es/page/weekly-specials/?x=1",
    });
    expect(es("www.alpha.example", "/page/weekly-specials/")).toMatchObject({ relPath: "alpha/page/_/index.html" });
  });
  it("gives a site not built in Spanish no Spanish rule", () => {
    expect(es("www.beta.example", "/es/nope/")).toMatchObject({ kind: "redirect", status: 302, location: "/" });
    expect(es("www.beta.example", "/es/page/x/")).toMatchObject({ kind: "redirect", status: 302, location: "/" });
  });
  it("never sends the Spanish folder to a home it does not have", () => {
    const noHome: Probe = (rel) => (rel === "alpha/es/index.html" ? null : esProbe(rel));
    expect(resolveRequest("www.alpha.example", "/es/nope/", routingTables(bilingual), noHome)).toMatchObject({
      kind: "redirect",
      location: "/",
    });
  });
});

describe("path mode", () => {
  it("serves a directory URL's index.html", () => {
    expect(at("localhost:4321", "/alpha/coupons/")).toEqual({
      kind: "file",
      relPath: "alpha/coupons/index.html",
      site: "alpha",
      cache: "html",
    });
  });
  it("redirects a directory URL without slash with 301, keeping the query", () => {
    expect(at("localhost", "/alpha/coupons?store=2")).toMatchObject({
      kind: "redirect",
      status: 301,
      location: "/alpha/coupons/?store=2",
    });
    expect(at("localhost", "/alpha?x=1")).toMatchObject({ status: 301, location: "/alpha/?x=1" });
  });
  it("sends an unknown path inside a site to the site root with 302", () => {
    expect(at("localhost", "/alpha/nope/deeper/")).toEqual({
      kind: "redirect",
      status: 302,
      location: "/alpha/",
      site: "alpha",
    });
    expect(at("localhost", "/beta/missing.png")).toMatchObject({ status: 302, location: "/beta/" });
  });
  it("serves files inside a site without redirect", () => {
    expect(at("localhost", "/alpha/robots-alpha.txt")).toMatchObject({ kind: "file", cache: "file" });
  });
  it("works on loopback names in the demo preview", () => {
    expect(at("127.0.0.1:4321", "/beta/")).toMatchObject({ kind: "file", relPath: "beta/index.html", site: "beta" });
  });
});

describe("chain isolation in production routing", () => {
  const prod = (host: string, target: string) => resolveRequest(host, target, production, probe);
  it("never serves another chain's pages on a chain's host", () => {
    for (const [host, other] of [
      ["www.alpha.example", "beta"],
      ["www.beta.example", "alpha"],
      ["alpha.localhost:4321", "beta"],
    ] as const) {
      for (const target of [`/${other}/`, `/${other}/index.html`, `/${other}`]) {
        const r = prod(host, target);
        expect(r, `${host}${target}`).not.toMatchObject({ kind: "file", site: other });
        expect(JSON.stringify(r)).not.toContain(`${other}/index.html`);
      }
    }
    // the same holds in the demo preview for a chain's own host
    expect(at("alpha.localhost:4321", "/beta/")).toMatchObject({ kind: "redirect", location: "/", site: "alpha" });
  });
  it("serves /<site>/ only on the beta hosts listing it, and no chain at a beta host's root", () => {
    expect(prod("beta-preview.example", "/alpha/coupons/")).toMatchObject({
      kind: "file",
      relPath: "alpha/coupons/index.html",
    });
    expect(prod("beta-preview.example", "/beta/")).toMatchObject({ kind: "not-found", site: null });
    expect(prod("beta-preview.example", "/")).toEqual({ kind: "index" });
    expect(prod("localhost", "/alpha/")).toMatchObject({ kind: "not-found", site: null });
    expect(prod("unknown.example", "/alpha/")).toMatchObject({ kind: "not-found", site: null });
  });
  it("refuses a beta host that is also a chain's own host", () => {
    expect(() => betaHostTable([{ ...sites[0]!, betaHosts: ["www.beta.example"] }, sites[1]!])).toThrow(
      "host www.beta.example is both beta's own host and a beta host of alpha",
    );
  });
});

describe("the #/<site> hand-over (/_entry/<site>/)", () => {
  const prod = (host: string, target: string) => resolveRequest(host, target, production, probe);
  it("sends a chain's host to the other chain's own host, its coupons-only view", () => {
    expect(prod("www.beta.example", "/_entry/alpha/")).toMatchObject({
      kind: "redirect",
      status: 302,
      location: "https://www.alpha.example/coupons-only/",
    });
    expect(prod("www.alpha.example", "/_entry/beta/")).toMatchObject({
      location: "https://www.beta.example/coupons-only/",
    });
  });
  it("stays in path mode on a beta host serving the site", () => {
    expect(prod("beta-preview.example", "/_entry/alpha/")).toMatchObject({ location: "/alpha/coupons-only/" });
    expect(at("localhost:4321", "/_entry/beta/")).toMatchObject({ location: "/beta/coupons-only/" });
  });
  it("uses <site>.localhost with the port for local host mode", () => {
    expect(at("alpha.localhost:4321", "/_entry/beta/")).toMatchObject({
      location: "http://beta.localhost:4321/coupons-only/",
    });
  });
  it("answers an unknown site key with 204 so the browser stays where it is", () => {
    expect(prod("www.alpha.example", "/_entry/nobody/")).toEqual({ kind: "no-content" });
  });
});

describe("host mode", () => {
  it("maps the Host header (any case, with port) to the site", () => {
    expect(at("WWW.Alpha.Example:4321", "/coupons/")).toMatchObject({ relPath: "alpha/coupons/index.html" });
    expect(at("alpha.localhost:4321", "/")).toMatchObject({ relPath: "alpha/index.html" });
  });
  it("redirects without slash and sends unknown paths to /", () => {
    expect(at("www.alpha.example", "/coupons?a=b")).toMatchObject({ status: 301, location: "/coupons/?a=b" });
    expect(at("www.alpha.example", "/nope?a=b")).toMatchObject({ status: 302, location: "/" });
  });
  it("serves the chain folder's own public files and assets", () => {
    expect(at("www.alpha.example", "/favicon.svg")).toMatchObject({
      kind: "file",
      relPath: "alpha/favicon.svg",
      site: "alpha",
    });
    expect(at("www.alpha.example", "/_assets/app.js")).toMatchObject({
      relPath: "alpha/_assets/app.js",
      cache: "immutable",
    });
  });
  it("reaches nothing outside the chain folder: another chain's assets are missing there", () => {
    expect(at("www.alpha.example", "/_assets/beta.js")).toMatchObject({ kind: "not-found", site: "alpha" });
    expect(at("www.beta.example", "/favicon.svg")).toMatchObject({ kind: "redirect", location: "/" });
    expect(at("www.alpha.example", "/_headers")).toMatchObject({ kind: "not-found" });
    expect(at("www.alpha.example", "/.env")).toMatchObject({ kind: "not-found" });
  });
  it("answers a missing asset with 404 and the site's error page", () => {
    expect(at("www.alpha.example", "/_assets/gone.js")).toEqual({
      kind: "not-found",
      site: "alpha",
      errorPage: "alpha/error/index.html",
    });
  });
});

describe("no site selected", () => {
  it("lists the sites at /", () => {
    expect(at("localhost:4321", "/")).toEqual({ kind: "index" });
    expect(at(undefined, "/")).toEqual({ kind: "index" });
  });
  it("serves the path-mode chains' assets and public files at the root, and 404s the rest", () => {
    expect(at("localhost", "/favicon.svg")).toMatchObject({
      kind: "file",
      relPath: "alpha/favicon.svg",
      site: null,
      cache: "file",
    });
    expect(at("localhost", "/_assets/beta.js")).toMatchObject({ relPath: "beta/_assets/beta.js", cache: "immutable" });
    expect(at("localhost", "/nope/")).toEqual({ kind: "not-found", site: null, errorPage: null });
    expect(at("localhost", "/_assets/gone.js")).toEqual({ kind: "not-found", site: null, errorPage: null });
    // a chain's pages and control files are no public files
    expect(at("localhost", "/index.html")).toMatchObject({ kind: "not-found" });
    expect(at("localhost", "/_headers")).toMatchObject({ kind: "not-found" });
  });
  it("on a beta host, only from the folders of the chains listing it", () => {
    const prod = (target: string) => resolveRequest("beta-preview.example", target, production, probe);
    expect(prod("/_assets/app.js")).toMatchObject({ kind: "file", relPath: "alpha/_assets/app.js" });
    expect(prod("/_assets/beta.js")).toMatchObject({ kind: "not-found" });
    expect(prod("/favicon.svg")).toMatchObject({ kind: "file", relPath: "alpha/favicon.svg" });
  });
  it("never serves build metadata or CDN control files", () => {
    expect(at("localhost", "/_routing/sites.json")).toMatchObject({ kind: "not-found" });
    expect(at("www.alpha.example", "/_routing/sites.json")).toMatchObject({ kind: "not-found" });
    expect(at("www.alpha.example", "/_entry/")).toMatchObject({ kind: "not-found" });
  });
});

describe("request targets that try to escape", () => {
  it.each(["/alpha/..%2f..%2fsecret.txt", "/%2e%2e%5csecret", "/alpha/%00", "/alpha/%E0%A4%A"])(
    "rejects %s",
    (target) => {
      expect(at("localhost", target)).toEqual({ kind: "bad-request" });
    },
  );
  it("resolves literal dot segments before routing, staying inside the root", () => {
    expect(at("localhost", "/alpha/../../favicon.svg")).toMatchObject({ kind: "file", relPath: "alpha/favicon.svg" });
    expect(at("www.beta.example", "/_assets/../alpha/index.html")).toMatchObject({ kind: "redirect", location: "/" });
  });
  it("merges empty segments so a redirect can never be protocol-relative", () => {
    expect(at("www.alpha.example", "//coupons")).toMatchObject({ status: 301, location: "/coupons/" });
    expect(parseRequestPath("//evil.example/x")?.segments).toEqual(["evil.example", "x"]);
  });
});
