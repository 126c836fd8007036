/**
 * The weekly-ad page's gallery call, started by the page script before hydration: one call to the
 * gateway whichever of the page script and the island runs first, and the first ad page preloaded
 * at the stage's size through the chain's image CDN once the gallery answers.
 */
import { afterEach, describe, expect, it, vi } from "vitest";

const PAGE = "http://gw.example/images/weekly-ad/acme/7/1.jpg";
const gallery = vi.hoisted(() =>
  vi.fn(() =>
    Promise.resolve({
      ok: true as const,
      data: {
        PDFURL: "",
        GalleryItems: [
          { URL: "http://gw.example/images/catering/1.jpg", GalleryType: "Catering" },
          { URL: " ", GalleryType: "WeeklyAd" },
          { URL: "http://gw.example/images/weekly-ad/acme/7/1.jpg", GalleryType: "WeeklyAd" },
        ],
      },
    }),
  ),
);
vi.mock("../../api/weekly-ads.ts", () => ({ getWeeklyAdGallery: gallery }));
vi.mock("../../shared/session/site-client.ts", () => ({ siteClient: () => ({}) }));
vi.mock("../../lib/site-config.ts", () => ({
  readSiteConfig: () => ({ guestToken: "guest-acme", imageCdn: "https://img.cdn.example/fit?w={width}&src={url}" }),
}));

/** A page with the store in its address (and the first page the build drew); what the script appends to the head. */
function page(store = "7", builtFirst = "") {
  const head: { rel: string; as: string; href: string; attributes: Record<string, string> }[] = [];
  const attributes: Record<string, string> = { "data-gallery-store": store, "data-gallery-first": builtFirst };
  vi.stubGlobal("document", {
    querySelector: () => ({ getAttribute: (name: string) => attributes[name] ?? null }),
    createElement: () => {
      const attributes: Record<string, string> = {};
      return { rel: "", as: "", href: "", attributes, setAttribute: (k: string, v: string) => (attributes[k] = v) };
    },
    head: { append: (link: (typeof head)[number]) => head.push(link) },
  });
  return head;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  gallery.mockClear();
});

describe("the weekly ad's gallery, started before the island hydrates", () => {
  it("is asked of the gateway once with the guest token, and the island takes the same answer", async () => {
    const head = page();
    const { galleryCall, startPageGallery } = await import("./gallery-loader.ts");
    startPageGallery();
    const answer = await galleryCall(null, 7);
    expect(answer.ok).toBe(true);
    expect(gallery.mock.calls.map((c) => (c as unknown[])[1])).toEqual([{ token: "guest-acme", storeId: 7 }]);
    // The first page of the ad (not a catering slide, not a blank URL) is preloaded at the stage's widths.
    await vi.waitFor(() => expect(head).toHaveLength(1));
    const encoded = encodeURIComponent(PAGE);
    expect(head[0]).toMatchObject({
      rel: "preload",
      as: "image",
      href: `https://img.cdn.example/fit?w=1575&src=${encoded}`,
    });
    expect(head[0]?.attributes).toEqual({
      imagesrcset: [480, 800, 1200, 1575]
        .map((w) => `https://img.cdn.example/fit?w=${w}&src=${encoded} ${w}w`)
        .join(", "),
      imagesizes: "(min-width: 54rem) 52rem, calc(100vw - 2rem)",
      fetchpriority: "high",
    });
  });

  it("is asked once when the island hydrates first: the page script asks nothing more", async () => {
    const head = page();
    const { galleryCall, startPageGallery } = await import("./gallery-loader.ts");
    await galleryCall(null, 7);
    startPageGallery();
    expect(gallery).toHaveBeenCalledTimes(1);
    expect(head).toEqual([]);
    // Another store (or a member's token) is a call of its own.
    await galleryCall({ UserToken: "member-token" } as never, 7);
    expect(gallery).toHaveBeenCalledTimes(2);
  });

  it("preloads nothing when the live first page is the one the build drew (the HTML has it and its preload)", async () => {
    const head = page("7", PAGE);
    const { galleryCall, startPageGallery } = await import("./gallery-loader.ts");
    startPageGallery();
    await galleryCall(null, 7);
    await Promise.resolve();
    expect(gallery).toHaveBeenCalledTimes(1);
    expect(head).toEqual([]);
  });

  it("preloads the live first page when it is another than the build's", async () => {
    const head = page("7", "http://gw.example/images/weekly-ad/acme/7/old.jpg");
    const { galleryCall, startPageGallery } = await import("./gallery-loader.ts");
    startPageGallery();
    await galleryCall(null, 7);
    await vi.waitFor(() => expect(head).toHaveLength(1));
    expect(head[0]?.href).toContain(encodeURIComponent(PAGE));
  });
});
