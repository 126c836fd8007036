import { describe, expect, it } from "vitest";
import { offlinePageAt } from "./offline-page.ts";

const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><link rel="manifest" href="../manifest.webmanifest">' +
  '</head><body><a href="#main">Skip</a><a href="../cart/">Show my card</a><main id="main"></main></body></html>';

describe("offlinePageAt", () => {
  const own = "http://localhost:4321/freshmart/offline/";
  const asked = "http://localhost:4321/freshmart/weekly-ads/1/downtown/?q=1#top";
  const html = offlinePageAt(PAGE, own, asked);

  it("keeps the offline page's relative links pointing where they point from /offline/", () => {
    expect(html).toContain(`<head><base href="${own}"><meta charset="utf-8">`);
    const doc = new URL("../cart/", own).href;
    expect(doc).toBe("http://localhost:4321/freshmart/cart/");
    expect(html).toContain('href="../cart/"');
  });

  it("keeps same-page links on the asked page (a <base> would send them to /offline/)", () => {
    expect(html).toContain('<a href="http://localhost:4321/freshmart/weekly-ads/1/downtown/?q=1#main">Skip</a>');
  });

  it("marks the page as standing in for another (its script then waits for the server)", () => {
    expect(html).toMatch(/^<!DOCTYPE html><html data-offline-fallback lang="en">/);
  });

  it("escapes the addresses it writes into attributes", () => {
    const odd = offlinePageAt(PAGE, own, 'http://localhost:4321/freshmart/x/?a="b"&c');
    expect(odd).toContain('href="http://localhost:4321/freshmart/x/?a=%22b%22&amp;c#main"');
  });

  it("leaves a document without a head as it is", () => {
    expect(offlinePageAt("<p>x</p>", own, asked)).toBe("<p>x</p>");
  });
});
