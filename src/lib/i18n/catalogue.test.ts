import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../tenant/languages.ts";
import { STORE_SERVICES } from "../../tenant/store-services.ts";
import { assertCatalogues, catalogueProblems, fill, serviceLabel, textsOf, translatedTitle } from "./catalogue.ts";
import { en } from "./en.ts";
import { es } from "./es.ts";

describe("the catalogues", () => {
  it("every language has every key of English, with the same placeholders", () => {
    expect(catalogueProblems({ en, es })).toEqual([]);
  });

  it("a missing, empty or extra key fails, naming the key and the language", () => {
    const { ["footer.knowMore"]: _dropped, ...lacking } = es;
    expect(catalogueProblems({ en, es: lacking })).toEqual(['catalogue "es" lacks key "footer.knowMore"']);
    expect(catalogueProblems({ en, es: { ...es, "nav.more": " " } })).toEqual(['catalogue "es" lacks key "nav.more"']);
    expect(catalogueProblems({ en, es: { ...es, "nav.less": "Menos" } })).toEqual([
      'catalogue "es" has key "nav.less", which English does not have',
    ]);
    expect(() => assertCatalogues({ en, es: lacking })).toThrow(
      /Language catalogues \(src\/lib\/i18n\):\n {2}catalogue "es" lacks key "footer.knowMore"/,
    );
  });

  it("a translation that drops or renames a placeholder fails", () => {
    expect(catalogueProblems({ en, es: { ...es, "footer.about": "Acerca de la tienda" } })).toEqual([
      'catalogue "es", key "footer.about": placeholders none differ from English {store}',
    ]);
    expect(catalogueProblems({ en, es: { ...es, "footer.copyright": "© {año} {store}." } })).toEqual([
      'catalogue "es", key "footer.copyright": placeholders {año}, {store} differ from English {store}, {year}',
    ]);
  });

  it("English is the specs' texts exactly", () => {
    expect(en["title.notFound"]).toBe("PAGE NOT FOUND");
    expect(en["error.text"]).toBe("the page you are looking for not avaible!");
    expect(en["page.comingSoon"]).toBe("{page} coming soon");
  });

  it("Spanish speaks as usted throughout: none of the commonest tú forms", () => {
    const TU = new Set(["tú", "tu", "tus", "te", "ti", "contigo", "tienes", "puedes", "quieres", "necesitas", "eres"]);
    const found = Object.entries(es).flatMap(([key, text]) =>
      (text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => TU.has(w)).map((w) => `${key}: ${w}`),
    );
    expect(found).toEqual([]);
  });

  it("reads a language's texts and fills placeholders", () => {
    expect(LANGUAGES.map((l) => textsOf(l)["breadcrumb.home"])).toEqual(["Home", "Inicio"]);
    expect(fill(textsOf("es")["footer.copyright"], { year: 2026, store: "Fresh Mart" })).toBe(
      "© 2026 Fresh Mart. Todos los derechos reservados.",
    );
    expect(fill("{a} and {b}", { a: "x" })).toBe("x and {b}");
  });

  it("translates the product's page titles and leaves the chain's own as sent", () => {
    expect(translatedTitle("Company Policies", "es")).toBe("Políticas de la empresa");
    expect(translatedTitle("PAGE NOT FOUND", "es")).toBe("PÁGINA NO ENCONTRADA");
    expect(translatedTitle("Fresh Mart Privacy Notice", "es")).toBe("Fresh Mart Privacy Notice");
    expect(translatedTitle("Company Policies", "en")).toBe("Company Policies");
  });

  it("names every store service of the closed list, English as the list has it", () => {
    expect(STORE_SERVICES.map((s) => serviceLabel(s.id, "en"))).toEqual(STORE_SERVICES.map((s) => s.label));
    expect(serviceLabel("snap-ebt", "es")).toBe("Se acepta SNAP/EBT");
  });
});
