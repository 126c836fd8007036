import { describe, expect, it } from "vitest";
import { earlyModules, withModulePreloads } from "./island-preload.ts";

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
  it("adds one modulepreload per module before </head>, skipping those already there", () => {
    const html = '<html><head><link rel="modulepreload" href="/_assets/a.js"></head><body></body></html>';
    expect(withModulePreloads(html, ["/_assets/a.js", "/_assets/b.js"])).toBe(
      '<html><head><link rel="modulepreload" href="/_assets/a.js"><link rel="modulepreload" fetchpriority="low" href="/_assets/b.js"></head><body></body></html>',
    );
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
  });
});
