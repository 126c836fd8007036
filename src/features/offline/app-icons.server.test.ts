import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { testTenant } from "../../test-support/test-tenant.ts";
import { appIcon, fallbackIconSvg, initialOf, readLogo, type IconDeps } from "./app-icons.server.ts";
import { APP_ICONS, type AppIcon } from "./web-manifest.ts";

const [ICON_192, ICON_512, MASKABLE] = APP_ICONS as [AppIcon, AppIcon, AppIcon];
const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="64"><rect width="200" height="64" fill="#ffffff"/></svg>`;
const tenant = testTenant({
  STORE_NAME: "acme Foods",
  HEADER_BG_COLOR: "#cc0000",
  LOGO_HEADER: "https://cdn.acme.example/logo.svg",
});

/** Deps with a given logo (or failure) that record warnings. */
function deps(logo: Uint8Array | Error): IconDeps & { warnings: string[] } {
  const warnings: string[] = [];
  return {
    warnings,
    readLogo: async () => {
      if (logo instanceof Error) throw logo;
      return logo;
    },
    warn: (m) => warnings.push(m),
  };
}

/** The RGBA pixel at (x, y). */
async function pixel(png: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 4;
  return [...data.subarray(at, at + 4)];
}

describe("appIcon", () => {
  it("draws the logo on the header colour at the icon's size, without a warning", async () => {
    const d = deps(new TextEncoder().encode(LOGO));
    const png = await appIcon(tenant, ICON_512, d);
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 512, 512]);
    expect(await pixel(png, 2, 2)).toEqual([204, 0, 0, 255]);
    expect(await pixel(png, 256, 256)).toEqual([255, 255, 255, 255]);
    expect(d.warnings).toEqual([]);
    expect((await sharp(await appIcon(tenant, ICON_192, d)).metadata()).width).toBe(192);
  });

  it("keeps the logo of the maskable icon inside the safe zone (the central 80 % circle)", async () => {
    const png = await appIcon(tenant, MASKABLE, deps(new TextEncoder().encode(LOGO)));
    // The logo (white, 200:64) spans 56 % of the side: its corners lie inside the 40 % radius.
    const half = (0.56 * 512) / 2;
    const corner = Math.hypot(half, (half * 64) / 200);
    expect(corner).toBeLessThan(0.4 * 512);
    expect(await pixel(png, Math.round(256 - half - 4), 256)).toEqual([204, 0, 0, 255]);
    expect(await pixel(png, Math.round(256 - half + 4), 256)).toEqual([255, 255, 255, 255]);
  });

  it("falls back to the colour and the initial when the logo cannot be read, naming the chain", async () => {
    const d = deps(new Error("HTTP 404"));
    const png = await appIcon(tenant, ICON_192, d);
    expect((await sharp(png).metadata()).width).toBe(192);
    expect(await pixel(png, 2, 2)).toEqual([204, 0, 0, 255]);
    expect(d.warnings).toEqual([
      'tenant "acme", clientinfo.json: data.LOGO_HEADER: the logo https://cdn.acme.example/logo.svg could not be read (HTTP 404); app icon icons/192.png drawn from the header colour and the initial instead',
    ]);
  });

  it("falls back when the bytes are no image, naming the chain", async () => {
    const d = deps(new TextEncoder().encode("<html>not a logo</html>"));
    const png = await appIcon(tenant, MASKABLE, d);
    expect((await sharp(png).metadata()).width).toBe(512);
    expect(d.warnings).toHaveLength(1);
    expect(d.warnings[0]).toMatch(/^tenant "acme", clientinfo.json: data.LOGO_HEADER: .* could not be rasterised/);
  });
});

describe("the fallback icon", () => {
  it("shows the chain's initial in the readable ink on its colour", () => {
    expect(initialOf("acme Foods")).toBe("A");
    expect(initialOf("  7-Star Market")).toBe("7");
    expect(initialOf("¡Éxito!")).toBe("É");
    expect(initialOf("—")).toBe("?");
    const svg = fallbackIconSvg("acme", "#ffff00", 192);
    expect(svg).toContain('fill="#ffff00"');
    expect(svg).toContain('fill="#000000">A</text>');
    expect(fallbackIconSvg("<&>", "#000000", 192)).toContain('fill="#ffffff">?</text>');
  });
});

describe("readLogo", () => {
  it("reads a site path from the project's public folder", async () => {
    const bytes = await readLogo("/favicon.svg?v=1");
    expect(new TextDecoder().decode(bytes)).toContain("<svg");
  });
});
