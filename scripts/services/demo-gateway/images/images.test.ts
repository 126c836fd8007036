/**
 * Generated images: every kind the seed names answers SVG, weekly-ad pages have the spec's size,
 * and the member barcode is valid Code 128 that decodes back to the card number.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../test-helpers.ts";
import sharp from "sharp";
import { code128Modules, code128Values, PATTERNS } from "./barcode.ts";

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw.close());

describe("image routes", () => {
  it("answers every URL found in clientinfo, stores, coupons and company settings", async () => {
    const answers = [
      await gw.get("clientinfo?FileName=harvestmarket", "harvestmarket"),
      await gw.post("GetClientStores/1", "hilltop"),
      await gw.post("GetDetailsForCoupons/0/guest-freshmart-7f3a9c/0", "freshmart"),
      await gw.post("GetCompanySettingsAndContactInfoByStoreGroup", "greenvalley", {
        ClientAppName: "",
        ClientId: 102,
        StoreGroupId: 12,
        StoreId: 1,
      }),
    ];
    const urls = new Set(JSON.stringify(answers).match(/http:\/\/localhost:\d+\/[^"\\]+/g) ?? []);
    expect(urls.size).toBeGreaterThan(20);
    const todo = [...urls];
    const ask = async (): Promise<void> => {
      for (let url = todo.pop(); url !== undefined; url = todo.pop()) {
        // Map tile templates ({z}/{x}/{y}) are asked for one tile.
        const res = await fetch(url.replace("{z}", "13").replace("{x}", "2241").replace("{y}", "3218"));
        expect(res.status, url).toBe(200);
      }
    };
    await Promise.all([ask(), ask(), ask()]);
  }, 120_000);

  it("draws weekly-ad pages at 1575x1500 and serves the PDF", async () => {
    const page = await (await fetch(`${gw.url}/images/weekly-ad/freshmart/1/1.svg`)).text();
    expect(page).toMatch(/^<svg[^>]+width="1575" height="1500"/);
    const pdf = await fetch(`${gw.url}/files/weekly-ad/freshmart/1.pdf`);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  it("serves photographs as rasters at a chain's sizes and weights, the same bytes every time", async () => {
    const info = await gw.get("clientinfo?FileName=freshmart", "freshmart");
    const slide = String(JSON.stringify(info).match(/http:[^"]+\/images\/slide\/[^"]+/)?.[0]);
    const expected: [string, string, number, number, number][] = [
      // url, type, width, height, at least bytes
      [slide, "jpeg", 1920, 700, 150_000],
      [`${gw.url}/images/weekly-ad/freshmart/1/1.jpg`, "jpeg", 1575, 1500, 150_000],
      [`${gw.url}/images/coupon/100001.jpg?name=Bananas&save=%241.00`, "jpeg", 500, 500, 15_000],
      [`${gw.url}/images/department/produce.jpg?name=Produce`, "jpeg", 600, 400, 30_000],
      [`${gw.url}/images/store/freshmart/1.jpg?name=Main`, "jpeg", 800, 500, 50_000],
      [`${gw.url}/images/about/freshmart/today.jpg?name=Today`, "jpeg", 800, 500, 50_000],
      [`${gw.url}/images/brand/freshmart/farm-fresh.png?name=Farm%20Fresh`, "png", 400, 200, 5_000],
    ];
    for (const [url, type, width, height, bytes] of expected) {
      const res = await fetch(url);
      expect(res.headers.get("content-type"), url).toBe(`image/${type}`);
      const body = Buffer.from(await res.arrayBuffer());
      const meta = await sharp(body).metadata();
      expect([meta.format, meta.width, meta.height], url).toEqual([type, width, height]);
      expect(body.length, url).toBeGreaterThanOrEqual(bytes);
    }
    const again = await startTestGateway();
    try {
      const one = Buffer.from(await (await fetch(`${gw.url}/images/slide/freshmart/a.jpg?name=A`)).arrayBuffer());
      const two = Buffer.from(await (await fetch(`${again.url}/images/slide/freshmart/a.jpg?name=A`)).arrayBuffer());
      expect(one.equals(two)).toBe(true);
    } finally {
      await again.close();
    }
  }, 60_000);

  it("stands in for an image CDN: the gateway's own picture, scaled down and encoded as the browser accepts", async () => {
    const page = `${gw.url}/images/weekly-ad/freshmart/1/1.jpg`;
    const original = Buffer.from(await (await fetch(page)).arrayBuffer());
    const cdn = (width: number | string, src: string, accept = "image/avif,image/webp,*/*") =>
      fetch(`${gw.url}/image-cdn/fit?width=${width}&src=${encodeURIComponent(src)}`, { headers: { accept } });
    const answers = [
      ["image/avif,image/webp,*/*", "image/avif", "heif"],
      ["image/webp,*/*", "image/webp", "webp"],
      ["*/*", "image/jpeg", "jpeg"],
    ] as const;
    for (const [accept, type, format] of answers) {
      const res = await cdn(480, page, accept);
      expect(res.status, accept).toBe(200);
      expect(res.headers.get("content-type")).toBe(type);
      expect(res.headers.get("vary")).toMatch(/\bAccept\b/);
      const bytes = Buffer.from(await res.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height], accept).toEqual([format, 480, 457]);
      expect(bytes.length).toBeLessThan(original.length / 4);
    }
    // Never wider than the picture itself; a PNG source stays PNG for a browser that takes neither.
    const wide = await sharp(Buffer.from(await (await cdn(4000, page)).arrayBuffer())).metadata();
    expect(wide.width).toBe(1575);
    const logo = await cdn(100, `${gw.url}/images/logo/freshmart/logo.png`, "*/*");
    expect(logo.headers.get("content-type")).toBe("image/png");
    // Only this gateway's raster pictures, and a sane width.
    expect((await cdn(480, "https://elsewhere.example/secret.jpg")).status).toBe(404);
    // An SVG has no pixel width: answered as it is.
    const svg = await cdn(480, `${gw.url}/images/logo/freshmart/logo.svg`);
    expect(svg.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(await svg.text()).toMatch(/^<svg/);
    expect((await cdn(480, `${gw.url}/images/nothing/here.jpg`)).status).toBe(404);
    expect((await cdn(480, `${gw.url}/clientinfo?FileName=freshmart`)).status).toBe(404);
    expect((await cdn(0, page)).status).toBe(400);
    expect((await cdn("480px", page)).status).toBe(400);
  }, 60_000);

  it("keeps SVG for icons, logos and the barcode", async () => {
    for (const path of ["logo/freshmart/logo.svg", "icon/freshmart/fresh.svg", "social/facebook.svg"]) {
      expect((await fetch(`${gw.url}/images/${path}`)).headers.get("content-type"), path).toMatch(/^image\/svg\+xml/);
    }
    expect((await fetch(`${gw.url}/images/barcode/400100012345.jpg`)).status).toBe(404);
  });

  it("answers 404 for an unknown kind", async () => {
    expect((await fetch(`${gw.url}/images/nothing/x.svg`)).status).toBe(404);
  });
});

describe("Code 128", () => {
  it("uses a consistent symbol table (107 distinct symbols of 11 modules, stop 13)", () => {
    expect(PATTERNS).toHaveLength(107);
    expect(new Set(PATTERNS).size).toBe(107);
    PATTERNS.forEach((p, v) => {
      expect(
        [...p].reduce((a, b) => a + Number(b), 0),
        `symbol ${v}`,
      ).toBe(v === 106 ? 13 : 11);
    });
  });

  it("decodes back to the text it encodes (code set B)", () => {
    const modules = code128Modules("Card A-12");
    const values: number[] = [];
    for (let i = 0; i < modules.length;) {
      const runs = modules.length - i === 7 ? 7 : 6;
      values.push(PATTERNS.indexOf(modules.slice(i, i + runs).join("")));
      i += runs;
    }
    expect(values[0]).toBe(104);
    expect(String.fromCharCode(...values.slice(1, -2).map((v) => v + 32))).toBe("Card A-12");
    const data = values.slice(1, -2);
    expect(values.at(-2)).toBe(data.reduce((sum, v, i) => sum + v * (i + 1), 104) % 103);
  });

  it("encodes a 12-digit card in code set C with the right checksum", () => {
    // 400100012345 → 40 01 00 01 23 45; checksum (105 + 40*1 + 1*2 + 0*3 + 1*4 + 23*5 + 45*6) mod 103 = 536 mod 103 = 21
    expect(code128Values("400100012345")).toEqual([105, 40, 1, 0, 1, 23, 45, 21, 106]);
  });

  it("draws the member barcode as SVG bars with the number under it", async () => {
    const svg = await (await fetch(`${gw.url}/images/barcode/400100012345.svg`)).text();
    expect(svg.match(/<rect x=/g)?.length).toBe(code128Modules("400100012345").filter((_, i) => i % 2 === 0).length);
    expect(svg).toContain(">400100012345</text>");
  });
});
