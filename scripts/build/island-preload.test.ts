import { describe, expect, it } from "vitest";
import { earlyModules, PAINT_PRELOAD_SCRIPT, withModulePreloads } from "./island-preload.ts";

const files: Record<string, string> = {
  "/_assets/client.A.js": 'import{t}from"./react-runtime.R.js";export default 1;',
  "/_assets/CouponsApp.C.js": 'import{t}from"./react-runtime.R.js";import"./use-coupons.U.js";',
  "/_assets/use-coupons.U.js": 'const lazy=()=>import("./coupon-fetch.F.js");',
  "/_assets/react-runtime.R.js": "export const t=1;",
  "/_assets/Deals.D.js": 'import{t}from"./react-runtime.R.js";',
  "/_assets/Below.B.js": 'import{t}from"./react-runtime.R.js";',
  "/_assets/Page.P.js": 'import{f}from"./coupon-fetch.F.js";f();',
  "/_assets/coupon-fetch.F.js": 'import{g}from"./gateway.G.js";export const f=g;',
  "/_assets/gateway.G.js": "export const g=()=>1;",
};
const read = (url: string) => files[url] ?? null;
const island = (client: string, component: string) =>
  `<astro-island uid="x" component-url="${component}" renderer-url="/_assets/client.A.js" client="${client}"></astro-island>`;

describe("earlyModules", () => {
  it("lists the static closure of load and idle islands, not visible ones or dynamic imports", () => {
    const html = `<html><head></head><body>${island("load", "/_assets/CouponsApp.C.js")}${island("idle", "/_assets/Deals.D.js")}${island("visible", "/_assets/Below.B.js")}</body></html>`;
    const modules = earlyModules(html, read);
    expect(modules.toSorted()).toEqual([
      "/_assets/CouponsApp.C.js",
      "/_assets/Deals.D.js",
      "/_assets/client.A.js",
      "/_assets/react-runtime.R.js",
      "/_assets/use-coupons.U.js",
    ]);
  });
  it("lists what a page's module scripts import statically, not the scripts themselves", () => {
    const html = `<html><head></head><body><p>Coupons</p><script type="module" src="/_assets/Page.P.js"></script></body></html>`;
    expect(earlyModules(html, read).toSorted()).toEqual(["/_assets/coupon-fetch.F.js", "/_assets/gateway.G.js"]);
  });
  it("lists nothing for a page without islands or scripts", () => {
    expect(earlyModules("<html><head></head><body><p>About</p></body></html>", read)).toEqual([]);
  });
});

describe("withModulePreloads", () => {
  it("hands a page's preloads to the paint script before </head>, leaving out those already linked", () => {
    const html = '<html><head><link rel="modulepreload" href="/_assets/a.js"></head><body></body></html>';
    expect(withModulePreloads(html, ["/_assets/a.js", "/_assets/b.js", "/_assets/c.js"])).toBe(
      `<html><head><link rel="modulepreload" href="/_assets/a.js"><script data-preload="/_assets/b.js /_assets/c.js">${PAINT_PRELOAD_SCRIPT}</script></head><body></body></html>`,
    );
  });
  it("links the preloads at once on a page whose island draws the first screen from live data", () => {
    const html =
      '<html><head></head><body><div class="ad" data-live-first-screen><astro-island></astro-island></div></body></html>';
    expect(withModulePreloads(html, ["/_assets/a.js", "/_assets/b.js"])).toBe(
      '<html><head><link rel="modulepreload" fetchpriority="low" href="/_assets/a.js"><link rel="modulepreload" fetchpriority="low" href="/_assets/b.js"></head><body><div class="ad" data-live-first-screen><astro-island></astro-island></div></body></html>',
    );
  });
  it("does not take an attribute that only starts like the mark for it", () => {
    const html = '<html><head></head><body><div data-live-first-screen-note="x"></div></body></html>';
    expect(withModulePreloads(html, ["/_assets/a.js"])).toContain('<script data-preload="/_assets/a.js">');
  });
  it("hands a members' page's preloads to its head guard instead of linking them", () => {
    const html =
      '<html><head><script data-require="member" data-base="../">(guard)</script></head><body></body></html>';
    expect(withModulePreloads(html, ["/_assets/a.js", "/_assets/b.js"])).toBe(
      '<html><head><script data-preload="/_assets/a.js /_assets/b.js" data-require="member" data-base="../">(guard)</script></head><body></body></html>',
    );
  });
  it("leaves a page unchanged when there is nothing to preload", () => {
    expect(withModulePreloads("<html><head></head></html>", [])).toBe("<html><head></head></html>");
    const linked = '<html><head><link rel="modulepreload" href="/_assets/a.js"></head></html>';
    expect(withModulePreloads(linked, ["/_assets/a.js"])).toBe(linked);
  });
});

type Link = { rel: string; href: string; attrs: Record<string, string> };

/**
 * PAINT_PRELOAD_SCRIPT run as the browser runs it in `<head>`, with paint timing (`paint`: the
 * observer the script made, to be told of a paint) or without it (the constructor throws).
 */
function runPaintScript(preload: string | undefined, paintTiming: boolean) {
  const head: Link[] = [];
  const onLoad: (() => void)[] = [];
  let observer: {
    callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void;
    disconnected: boolean;
    buffered?: boolean;
  } | null = null;
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ["paint", "resource"] : ["resource"];
    constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
      if (!paintTiming) throw new TypeError("PerformanceObserver is not supported");
      observer = { callback, disconnected: false };
    }
    observe(options: { type: string; buffered: boolean }) {
      if (observer && options.type === "paint") observer.buffered = options.buffered;
    }
    disconnect() {
      if (observer) observer.disconnected = true;
    }
  }
  const document = {
    currentScript: { dataset: preload === undefined ? {} : { preload } },
    createElement: (): Link => {
      const link: Link = { rel: "", href: "", attrs: {} };
      return Object.assign(link, { setAttribute: (k: string, v: string) => (link.attrs[k] = v) });
    },
    head: { appendChild: (link: Link) => head.push(link) },
  };
  const addEventListener = (type: string, listener: () => void) => {
    if (type === "load") onLoad.push(listener);
  };
  new Function("document", "PerformanceObserver", "addEventListener", PAINT_PRELOAD_SCRIPT)(
    document,
    FakeObserver,
    addEventListener,
  );
  const paint = (name: string) => observer?.callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) });
  const load = () => onLoad.forEach((listener) => listener());
  return { head, paint, load, observer: () => observer };
}

describe("PAINT_PRELOAD_SCRIPT", () => {
  it("adds the low-priority module preloads at the first contentful paint, not before", () => {
    const run = runPaintScript("/_assets/a.js /_assets/b.js", true);
    expect(run.head).toEqual([]);
    expect(run.observer()?.buffered).toBe(true);
    run.paint("first-paint");
    expect(run.head).toEqual([]);
    run.paint("first-contentful-paint");
    expect(run.head.map(({ rel, href, attrs }) => ({ rel, href, attrs }))).toEqual([
      { rel: "modulepreload", href: "/_assets/a.js", attrs: { fetchpriority: "low" } },
      { rel: "modulepreload", href: "/_assets/b.js", attrs: { fetchpriority: "low" } },
    ]);
    expect(run.observer()?.disconnected).toBe(true);
  });
  it("waits for the paint even when the page has loaded first, and adds them once", () => {
    const run = runPaintScript("/_assets/a.js", true);
    run.load();
    expect(run.head).toEqual([]);
    run.paint("first-contentful-paint");
    run.paint("first-contentful-paint");
    run.load();
    expect(run.head.map((l) => l.href)).toEqual(["/_assets/a.js"]);
  });
  it("adds them at the load event in a browser without paint timing", () => {
    const run = runPaintScript("/_assets/a.js", false);
    expect(run.head).toEqual([]);
    run.load();
    expect(run.head.map((l) => l.href)).toEqual(["/_assets/a.js"]);
  });
  it("does nothing without a list", () => {
    const run = runPaintScript(undefined, true);
    run.paint("first-contentful-paint");
    run.load();
    expect(run.head).toEqual([]);
  });
});
