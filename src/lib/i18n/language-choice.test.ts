import { describe, expect, it } from "vitest";
import { minifiedScript } from "../inline-script.server.ts";
import { LANGUAGE_CHOICE_SCRIPT } from "./language-choice.ts";

type Visit = { lang: string; url: string; referrer: string; stored?: Record<string, string>; storage?: "throws" };

/** Runs the page's script (as minified for the page) on a page of `lang` at `url`; what it did. */
function visit({ lang, url, referrer, stored = {}, storage }: Visit) {
  const here = new URL(url);
  const other = lang === "en" ? "es" : "en";
  const switchHref = new URL(other === "es" ? `/es${here.pathname}` : here.pathname.replace(/^\/es/, ""), here).href;
  const link = { href: switchHref, dataset: { languageSwitch: other } };
  const replaced: string[] = [];
  let onClick: ((e: unknown) => void) | null = null;
  const store: Record<string, string> = { ...stored };
  const localStorage =
    storage === "throws"
      ? new Proxy(
          {},
          {
            get: () => {
              throw new Error("SecurityError");
            },
            set: () => {
              throw new Error("SecurityError");
            },
          },
        )
      : store;
  const document = {
    currentScript: { dataset: { chain: "acme" } },
    documentElement: { lang },
    referrer,
    querySelector: (sel: string) => (sel === `[data-language-switch="${other}"]` ? link : null),
  };
  const location = {
    origin: here.origin,
    search: here.search,
    hash: here.hash,
    replace: (to: string) => replaced.push(to),
  };
  const addEventListener = (type: string, fn: (e: unknown) => void) => type === "click" && (onClick = fn);
  new Function("document", "location", "localStorage", "addEventListener", minifiedScript(LANGUAGE_CHOICE_SCRIPT))(
    document,
    location,
    localStorage,
    addEventListener,
  );
  const click = (target: unknown) => onClick?.({ target: { closest: () => target } });
  return { replaced, store, link, click, listening: onClick !== null };
}

describe("the remembered language", () => {
  it("stores the page's language when nothing is stored", () => {
    const v = visit({ lang: "es", url: "https://shop.example/es/coupons/", referrer: "" });
    expect(v.replaced).toEqual([]);
    expect(v.store).toEqual({ "language:acme": "es" });
  });

  it("sends a shopper arriving from outside to the stored language's page, query and hash kept", () => {
    const v = visit({
      lang: "en",
      url: "https://shop.example/coupons-only/?category=104#list",
      referrer: "https://search.example/?q=coupons",
      stored: { "language:acme": "es" },
    });
    expect(v.replaced).toEqual(["https://shop.example/es/coupons-only/?category=104#list"]);
  });

  it("sends a visit with no referrer (a bookmark, a typed address) too", () => {
    const v = visit({
      lang: "en",
      url: "https://shop.example/about/",
      referrer: "",
      stored: { "language:acme": "es" },
    });
    expect(v.replaced).toEqual(["https://shop.example/es/about/"]);
  });

  it("leaves a visit from the site itself where it is and stores its language", () => {
    const v = visit({
      lang: "en",
      url: "https://shop.example/about/",
      referrer: "https://shop.example/es/about/",
      stored: { "language:acme": "es" },
    });
    expect(v.replaced).toEqual([]);
    expect(v.store["language:acme"]).toBe("en");
  });

  it("does not take a look-alike host's referrer for the site's own", () => {
    const v = visit({
      lang: "en",
      url: "https://shop.example/",
      referrer: "https://shop.example.evil.test/",
      stored: { "language:acme": "es" },
    });
    expect(v.replaced).toEqual(["https://shop.example/es/"]);
  });

  it("stays when the stored language is the page's own, and keeps other chains' choices apart", () => {
    const v = visit({
      lang: "es",
      url: "https://shop.example/es/",
      referrer: "",
      stored: { "language:acme": "es", "language:other": "en" },
    });
    expect(v.replaced).toEqual([]);
    expect(v.store).toEqual({ "language:acme": "es", "language:other": "en" });
  });

  it("on a click of the switch stores the choice and carries the query and hash", () => {
    const v = visit({ lang: "en", url: "https://shop.example/coupons-only/?category=7#top", referrer: "" });
    v.click(v.link);
    expect(v.link.href).toBe("https://shop.example/es/coupons-only/?category=7#top");
    expect(v.store["language:acme"]).toBe("es");
    v.click(null);
    expect(v.store["language:acme"]).toBe("es");
  });

  it("without storage the page stays and the switch still works", () => {
    const v = visit({ lang: "en", url: "https://shop.example/?a=1", referrer: "", storage: "throws" });
    expect(v.replaced).toEqual([]);
    expect(v.listening).toBe(true);
    v.click(v.link);
    expect(v.link.href).toBe("https://shop.example/es/?a=1");
  });
});
