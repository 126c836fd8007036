import { describe, expect, it } from "vitest";
import { inlineScripts } from "../../scripts/lib/html-refs.ts";
import { breadcrumbLd, organizationLd, serializeJsonLd, websiteLd } from "./json-ld.ts";

/** A page head as the build writes it, with the JSON-LD script and an executable script after it. */
const page = (body: string) =>
  `<head><script type="application/ld+json">${body}</script><script>window.after = 1</script></head>`;

describe("serializeJsonLd", () => {
  const hostile = organizationLd('Evil</script><script>alert(1)</script><!-- "&', "www.evil.example", undefined);

  it("never lets '</script>' or '<!--' from a value appear in the script body", () => {
    const text = serializeJsonLd(hostile);
    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toContain("<!--");
    expect(text).not.toMatch(/[<>&]/);
  });

  it("keeps the data itself: parsing the text gives back every value", () => {
    expect(JSON.parse(serializeJsonLd(hostile))).toEqual(hostile);
    const lines = websiteLd("Line\u2028Break\u2029Mart", "www.x.example");
    expect(serializeJsonLd(lines)).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(serializeJsonLd(lines))).toEqual(lines);
  });

  it("ends the script element where the build ends it, so the next script stays separate", () => {
    const html = page(serializeJsonLd(hostile));
    const blocks = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1]);
    expect(blocks).toHaveLength(2);
    expect(JSON.parse(blocks[0] ?? "")).toEqual(hostile);
    expect(blocks[1]).toBe("window.after = 1");
  });

  it("is data, not script: the CSP's inline-script hashes leave it out", () => {
    expect(inlineScripts(page(serializeJsonLd(hostile)))).toEqual(["window.after = 1"]);
  });
});

describe("documents", () => {
  it("Organization and WebSite name the chain and its home on the primary host", () => {
    expect(organizationLd("Fresh Mart", "www.freshmart.example", "https://cdn.example/logo.png")).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Fresh Mart",
      url: "https://www.freshmart.example/",
      logo: "https://cdn.example/logo.png",
    });
    expect(websiteLd("Fresh Mart", "www.freshmart.example")).toEqual({
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: "Fresh Mart",
      url: "https://www.freshmart.example/",
    });
  });

  it("BreadcrumbList numbers the trail from Home with absolute addresses", () => {
    const ld = breadcrumbLd("www.freshmart.example", [
      { label: "Home", route: "/" },
      { label: "Company Policies", route: "/company-policies" },
      { label: "Privacy Policy", route: "/company-policies/privacy-policy" },
    ]);
    expect(ld["itemListElement"]).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://www.freshmart.example/" },
      {
        "@type": "ListItem",
        position: 2,
        name: "Company Policies",
        item: "https://www.freshmart.example/company-policies/",
      },
      {
        "@type": "ListItem",
        position: 3,
        name: "Privacy Policy",
        item: "https://www.freshmart.example/company-policies/privacy-policy/",
      },
    ]);
  });
});
