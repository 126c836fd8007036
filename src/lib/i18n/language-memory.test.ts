import { describe, expect, it } from "vitest";
import { MemoryStorage } from "../../test-support/memory-storage.ts";
import { LANGUAGE_MEMORY_SCRIPT, languageKey } from "./language-memory.ts";

type Visit = { url: string; lang: string; referrer?: string; stored?: string };

/** Runs the script on a page at `url` in `lang`, as `referrer` left it; what it did. */
function visit({ url, lang, referrer = "", stored }: Visit) {
  const storage = new MemoryStorage();
  const key = languageKey("freshmart");
  if (stored !== undefined) storage.setItem(key, stored);
  const at = new URL(url);
  const replaced: string[] = [];
  const attributes: Record<string, string> = {
    "data-key": key,
    // As LanguageMemory.astro writes them: relative to the page, one folder deeper on a Spanish page.
    "data-alternates": JSON.stringify(
      lang === "es"
        ? { en: "../../company-policies/", es: "../../es/company-policies/" }
        : { en: "../company-policies/", es: "../es/company-policies/" },
    ),
  };
  const script = { getAttribute: (name: string) => attributes[name] ?? null };
  const document = { currentScript: script, documentElement: { lang }, referrer, baseURI: at.href };
  const location = {
    origin: at.origin,
    href: at.href,
    search: at.search,
    hash: at.hash,
    replace: (to: string) => replaced.push(to),
  };
  new Function("document", "location", "localStorage", LANGUAGE_MEMORY_SCRIPT)(document, location, storage);
  return { replaced, stored: storage.getItem(key) };
}

const EN = "https://www.freshmart.example/company-policies/";
const ES = "https://www.freshmart.example/es/company-policies/";

describe("the remembered language", () => {
  it("remembers the language of every page the shopper sees", () => {
    expect(visit({ url: EN, lang: "en" })).toEqual({ replaced: [], stored: "en" });
    expect(visit({ url: ES, lang: "es", referrer: EN })).toEqual({ replaced: [], stored: "es" });
  });

  it("an English page reached from outside the site opens in the stored language, query and hash kept", () => {
    expect(visit({ url: `${EN}?q=milk#top`, lang: "en", stored: "es", referrer: "https://search.example/" })).toEqual({
      replaced: ["/es/company-policies/?q=milk#top"],
      stored: "es",
    });
    expect(visit({ url: EN, lang: "en", stored: "es" }).replaced).toEqual(["/es/company-policies/"]);
  });

  it("never sends back a shopper who switched on the site itself", () => {
    expect(visit({ url: EN, lang: "en", stored: "es", referrer: ES })).toEqual({ replaced: [], stored: "en" });
  });

  it("leaves a #/<site> entry to its own script, and works in path mode", () => {
    expect(visit({ url: `${EN}#/freshmart/produce`, lang: "en", stored: "es" }).replaced).toEqual([]);
    const path = visit({ url: "http://localhost:4321/freshmart/company-policies/", lang: "en", stored: "es" });
    expect(path.replaced).toEqual(["/freshmart/es/company-policies/"]);
  });
});
