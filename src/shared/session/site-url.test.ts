import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { goToLogin, resolveRoute, routeOfHref, safeRoute } from "./site-url.ts";

const PATH_BASE = "http://localhost:4331/freshmart/";
const HOST_BASE = "https://www.freshmart.example/";

describe("safeRoute: only same-site paths", () => {
  it.each([
    ["/", "/"],
    ["/cart", "/cart/"],
    ["/cart/", "/cart/"],
    ["/coupons/12/?q=milk#top", "/coupons/12/?q=milk#top"],
    ["/#/freshmart", "/#/freshmart"],
    ["/sitemap.xml", "/sitemap.xml"],
  ])("keeps %s", (input, expected) => {
    expect(safeRoute(input, PATH_BASE)).toBe(expected);
    expect(safeRoute(input, HOST_BASE)).toBe(expected);
  });

  it.each([
    "//evil.example",
    "//evil.example/login",
    "https://evil.example",
    "http://localhost:4331/freshmart/cart",
    "javascript:alert(1)",
    "/javascript:alert(1)x\n",
    "JaVaScRiPt:alert(1)",
    "data:text/html,hi",
    "/\\evil.example",
    "\\\\evil.example",
    " /cart",
    "/cart\t",
    "/../greenvalley/cart",
    "/%2e%2e/greenvalley/",
    "/a/./b",
    "cart",
    "",
    "/%zz",
  ])("refuses %j", (input) => {
    expect(safeRoute(input, PATH_BASE)).toBeNull();
  });

  it("refuses non-strings and overlong values", () => {
    expect(safeRoute(null, PATH_BASE)).toBeNull();
    expect(safeRoute(42, PATH_BASE)).toBeNull();
    expect(safeRoute(`/${"a".repeat(3000)}`, PATH_BASE)).toBeNull();
  });

  it("a path that looks like a scheme stays a path under the site", () => {
    expect(safeRoute("/javascript:alert(1)", PATH_BASE)).toBe("/javascript:alert(1)/");
    expect(resolveRoute("/javascript:alert(1)", PATH_BASE)).toBe(`${PATH_BASE}javascript:alert(1)/`);
  });
});

describe("resolveRoute and routeOfHref", () => {
  it("resolves routes in path mode and host mode", () => {
    expect(resolveRoute("/login", PATH_BASE)).toBe("http://localhost:4331/freshmart/login/");
    expect(resolveRoute("/login", HOST_BASE)).toBe("https://www.freshmart.example/login/");
    expect(resolveRoute("/", PATH_BASE)).toBe(PATH_BASE);
  });

  it("an unsafe route resolves to the site root", () => {
    expect(resolveRoute("//evil.example", PATH_BASE)).toBe(PATH_BASE);
    expect(resolveRoute("https://evil.example", HOST_BASE)).toBe(HOST_BASE);
  });

  it("reads the route of a page address", () => {
    expect(routeOfHref("http://localhost:4331/freshmart/cart/", PATH_BASE)).toBe("/cart/");
    expect(routeOfHref("http://localhost:4331/freshmart/", PATH_BASE)).toBe("/");
    expect(routeOfHref("http://localhost:4331/greenvalley/cart/", PATH_BASE)).toBeNull();
  });
});

describe("goToLogin: the one jump to the sign-in page", () => {
  afterEach(() => vi.unstubAllGlobals());
  const page = () => {
    const location = { assign: vi.fn(), replace: vi.fn() };
    vi.stubGlobal("location", location);
    vi.stubGlobal("document", {
      baseURI: "http://localhost:4331/freshmart/coupons/12/",
      querySelector: () => ({ content: "../../" }),
    });
    return location;
  };

  it("goes to this site's /login, from a page deep in the site", () => {
    const location = page();
    goToLogin();
    expect(location.assign).toHaveBeenCalledWith("http://localhost:4331/freshmart/login/");
    expect(location.replace).not.toHaveBeenCalled();
  });

  it("replaces the page in the history when asked", () => {
    const location = page();
    goToLogin("replace");
    expect(location.replace).toHaveBeenCalledWith("http://localhost:4331/freshmart/login/");
    expect(location.assign).not.toHaveBeenCalled();
  });

  // guard-script.ts is the head's inline guard: it runs before any module loads, so it cannot import this one.
  it("is the only jump: no other module of src/ sends the browser to /login itself", () => {
    const src = join(import.meta.dirname, "../..");
    const ownJumps = readdirSync(src, { recursive: true, encoding: "utf8" })
      .filter(
        (file) => /\.tsx?$/.test(file) && !file.endsWith(".test.ts") && !/(site-url|guard-script)\.ts$/.test(file),
      )
      .filter((file) => /location\.(assign|replace|href)\b[^;]*login/.test(readFileSync(join(src, file), "utf8")));
    expect(ownJumps).toEqual([]);
  });
});
