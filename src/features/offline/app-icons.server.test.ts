import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { testTenant } from "../../test-support/test-tenant.ts";
import { appIcon, monogramOf, monogramSvg, readLogo, type IconDeps } from "./app-icons.server.ts";
import { APP_ICONS, type AppIcon } from "./web-manifest.ts";

const [ICON_192, ICON_512, MASKABLE] = APP_ICONS as [AppIcon, AppIcon, AppIcon];
/** A square mark (the chain's APP_ICON): a white disc. */
const MARK = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><circle cx="48" cy="48" r="48" fill="#ffffff"/></svg>`;
/** A wide wordmark, as header logos are (200:64). */
const WORDMARK = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="64"><rect width="200" height="64" fill="#ffffff"/></svg>`;
const base = {
  STORE_NAME: "acme Foods",
  HEADER_BG_COLOR: "#cc0000",
  LOGO_HEADER: "https://cdn.acme.example/logo.svg",
};
const tenant = testTenant({ ...base, APP_ICON: "https://cdn.acme.example/mark.svg" });
const noMark = testTenant(base);
const bytes = (svg: string) => new TextEncoder().encode(svg);

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

/**
 * The box of the mark in an icon drawn at `side` px as a launcher shows it (the 192 px icon scaled
 * down): every pixel that differs from the corner's colour, as a share of the side.
 */
async function markAt(png: Buffer, side: number): Promise<{ width: number; height: number }> {
  const { data, info } = await sharp(png).resize(side, side).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 3)];
  const background = at(0, 0);
  let [left, top, right, bottom] = [side, side, -1, -1];
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const differs = at(x, y).some((v, i) => Math.abs(v - (background[i] ?? 0)) > 48);
      if (!differs) continue;
      [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
    }
  }
  return { width: (right - left + 1) / side, height: (bottom - top + 1) / side };
}

describe("appIcon", () => {
  it("draws the chain's square mark on the header colour at the icon's size, without a warning", async () => {
    const d = deps(bytes(MARK));
    const png = await appIcon(tenant, ICON_512, d);
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 512, 512]);
    expect(await pixel(png, 2, 2)).toEqual([204, 0, 0, 255]);
    expect(await pixel(png, 256, 256)).toEqual([255, 255, 255, 255]);
    expect(d.warnings).toEqual([]);
    expect((await sharp(await appIcon(tenant, ICON_192, d)).metadata()).width).toBe(192);
  });

  it("keeps the mark of the maskable icon inside the safe zone (the central 80 % circle)", async () => {
    const png = await appIcon(tenant, MASKABLE, deps(bytes(MARK)));
    // The mark spans 56 % of the side: its bounding square's corners lie inside the 40 % radius.
    const half = (0.56 * 512) / 2;
    expect(Math.hypot(half, half)).toBeLessThan(0.4 * 512);
    expect(await pixel(png, Math.round(256 - half - 4), 256)).toEqual([204, 0, 0, 255]);
    expect(await pixel(png, Math.round(256 - half + 4), 256)).toEqual([255, 255, 255, 255]);
  });

  it("draws the chain's monogram on the header colour when it has no mark, without a warning", async () => {
    const d = deps(new Error("not asked"));
    const png = await appIcon(noMark, ICON_192, d);
    expect((await sharp(png).metadata()).width).toBe(192);
    expect(await pixel(png, 2, 2)).toEqual([204, 0, 0, 255]);
    // The disc in the readable ink (white on this red) around the initials.
    expect(await pixel(png, 96, 30)).toEqual([255, 255, 255, 255]);
    expect(d.warnings).toEqual([]);
  });

  it("falls back to the monogram when the mark cannot be read, naming the chain and the key", async () => {
    const d = deps(new Error("HTTP 404"));
    const png = await appIcon(tenant, ICON_192, d);
    expect((await sharp(png).metadata()).width).toBe(192);
    expect(await pixel(png, 2, 2)).toEqual([204, 0, 0, 255]);
    expect(d.warnings).toEqual([
      'tenant "acme", clientinfo.json: data.APP_ICON: the mark https://cdn.acme.example/mark.svg could not be read (HTTP 404); app icon icons/192.png drawn as the chain\'s monogram on the header colour instead',
    ]);
  });

  it("falls back when the bytes are no image, naming the chain", async () => {
    const d = deps(bytes("<html>not a mark</html>"));
    const png = await appIcon(tenant, MASKABLE, d);
    expect((await sharp(png).metadata()).width).toBe(512);
    expect(d.warnings).toHaveLength(1);
    expect(d.warnings[0]).toMatch(/^tenant "acme", clientinfo.json: data.APP_ICON: .* could not be rasterised/);
  });
});

describe("legible at a launcher's 48 px", () => {
  it("the mark fills at least half of the 48 px icon, both ways, for the chain's mark and its monogram", async () => {
    for (const [what, png] of [
      ["mark", await appIcon(tenant, ICON_192, deps(bytes(MARK)))],
      ["mark, maskable", await appIcon(tenant, MASKABLE, deps(bytes(MARK)))],
      ["monogram", await appIcon(noMark, ICON_192, deps(new Error("unused")))],
      ["monogram, maskable", await appIcon(noMark, MASKABLE, deps(new Error("unused")))],
      ["one initial", await appIcon(testTenant({ ...base, STORE_NAME: "Ivy" }), ICON_192, deps(new Error("-")))],
    ] as const) {
      const box = await markAt(png, 48);
      expect(Math.min(box.width, box.height), `${what}: ${JSON.stringify(box)}`).toBeGreaterThanOrEqual(0.5);
    }
  });

  it("a wide wordmark would not: it is why icons are drawn from a square mark", async () => {
    const box = await markAt(await appIcon(tenant, ICON_192, deps(bytes(WORDMARK))), 48);
    expect(box.width).toBeGreaterThan(0.8);
    expect(box.height).toBeLessThan(0.3);
  });

  it("the monogram's initials stand at least a fifth of the icon high (10 px at 48 px)", async () => {
    // Only the initials: the disc drawn in the header colour, the letters in another, so only they differ.
    const svg = monogramSvg("acme Foods", "#cc0000", 192)
      .replace('fill="#ffffff"/>', 'fill="#cc0000"/>')
      .replace('fill="#cc0000">AF<', 'fill="#00ff00">AF<');
    const box = await markAt(await sharp(Buffer.from(svg)).png().toBuffer(), 48);
    expect(box.height).toBeGreaterThanOrEqual(0.2);
  });
});

describe("the monogram", () => {
  it("shows the chain's initials (two at most) in the header colour on a disc of the readable ink", () => {
    expect(monogramOf("acme Foods")).toBe("AF");
    expect(monogramOf("Fresh Mart Downtown")).toBe("FM");
    expect(monogramOf("  7-Star Market")).toBe("7M");
    expect(monogramOf("¡Éxito!")).toBe("É");
    expect(monogramOf("— —")).toBe("?");
    const svg = monogramSvg("acme", "#ffff00", 192);
    expect(svg).toContain(
      '<rect width="100" height="100" fill="#ffff00"/><circle cx="50" cy="50" r="38" fill="#000000"/>',
    );
    expect(svg).toContain('fill="#ffff00">A</text>');
    expect(monogramSvg("<&>", "#000000", 192)).toContain('fill="#ffffff"/>');
    expect(monogramSvg("<&>", "#000000", 192)).toContain(">?</text>");
  });
});

describe("readLogo", () => {
  it("reads a site path from the project's public folder", async () => {
    const bytes = await readLogo("/favicon.svg?v=1");
    expect(new TextDecoder().decode(bytes)).toContain("<svg");
  });
});
