/**
 * A real `npm run build` of a chain whose settings name pictures on this machine, served by servers
 * of the test's own on loopback: its header logo on 127.0.0.1, a slide on [::1], a slide behind a 302
 * to loopback (from a server the operator allowed with BUILD_PRIVATE_ORIGINS) and a slide on the cloud
 * metadata address. None is fetched (the loopback servers see no request), each is a warning naming
 * chain and key, no picture of a page names any of the addresses, and the chain's CSP lists none.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientInfo, writeTenantFiles } from "../../src/test-support/test-fixtures.ts";
import { walkFiles } from "../lib/files.ts";

const ROOT = resolve(import.meta.dirname, "..", "..");
let tmp: string;
const servers: Server[] = [];
const seen: Record<string, string[]> = { v4: [], v6: [], redirect: [] };

async function serve(name: string, host: string, answer: (res: import("node:http").ServerResponse) => void) {
  const server = createServer((req, res) => {
    seen[name]!.push(req.url ?? "");
    answer(res);
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, host, done));
  const port = (server.address() as AddressInfo).port;
  return `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
}

beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), "build-ssrf-"));
});
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((done) => s.close(done).closeAllConnections())));
  if (!process.env["KEEP_SSRF_BUILD"]) rmSync(tmp, { recursive: true, force: true });
  else console.log(tmp);
});

describe("npm run build with pictures on this machine", () => {
  it(
    "fetches none, warns for each with chain and key, and keeps the addresses out of pages and CSP",
    { timeout: 300_000 },
    async () => {
      const png = await (
        await import("sharp")
      )
        .default({
          create: { width: 40, height: 40, channels: 3, background: "#c00" },
        })
        .png()
        .toBuffer();
      const v4 = await serve("v4", "127.0.0.1", (res) => res.end(png));
      const v6 = await serve("v6", "::1", (res) => res.end(png));
      const redirect = await serve("redirect", "127.0.0.1", (res) =>
        res.writeHead(302, { location: `${v4}/from-redirect.png` }).end(),
      );
      const slide = (image: string) => ({ slider_visible: true, slider_image: image });
      const tenants = join(tmp, "tenants");
      writeTenantFiles(tenants, {
        "domain-map.json": { "www.pics.example": "pics" },
        "pics/clientinfo.json": clientInfo("pics", {
          LOGO_HEADER: `${v4}/logo.png`,
          APP_ICON: `${v4}/mark.png`,
          HOME_SLIDER: [
            slide(`${v6}/slide.png`),
            slide(`${redirect}/slide.png`),
            slide("http://169.254.169.254/latest/meta-data/slide.png"),
          ],
        }),
      });
      const dist = join(tmp, "dist");
      const result = await promisify(execFile)(process.execPath, [join(ROOT, "scripts", "build", "build.ts")], {
        cwd: ROOT,
        env: {
          ...process.env,
          DIST_DIR: dist,
          TENANTS_DIR: tenants,
          TENANTS: "",
          FORM_RELAY_URL: "",
          GATEWAY_URL: "https://gateway.example/api",
          BUILD_PRIVATE_ORIGINS: redirect,
          IMAGE_CACHE_DIR: join(tmp, "images"),
        },
        maxBuffer: 64 * 1024 * 1024,
      }).catch((e: { code: number; stdout: string; stderr: string }) => e);
      const output = `${result.stdout}\n${result.stderr}`;
      expect("code" in result ? result.code : 0, output.slice(-3000)).toBe(0);

      expect(seen["v4"]).toEqual([]);
      expect(seen["v6"]).toEqual([]);
      expect(seen["redirect"]).toEqual(["/slide.png"]);
      for (const [key, url, why] of [
        ["LOGO_HEADER", `${v4}/logo.png`, "address 127.0.0.1 is loopback"],
        ["HOME_SLIDER[0].slider_image", `${v6}/slide.png`, "address ::1 is loopback"],
        ["HOME_SLIDER[1].slider_image", `${redirect}/slide.png`, "address 127.0.0.1 is loopback"],
        [
          "HOME_SLIDER[2].slider_image",
          "http://169.254.169.254/latest/meta-data/slide.png",
          "address 169.254.169.254 is link-local (cloud metadata)",
        ],
      ] as const) {
        expect(output).toContain(`images: chain "pics", ${key}: ${url} refused (an empty picture is shown) (${why})`);
      }
      // The app icons' mark reader is refused the same address, and draws the chain's monogram.
      expect(output).toContain(
        `tenant "pics", clientinfo.json: data.APP_ICON: the mark ${v4}/mark.png could not be read (address 127.0.0.1 is loopback)`,
      );
      const pages = walkFiles(join(dist, "pics")).filter((f) => f.endsWith(".html"));
      expect(pages.length).toBeGreaterThan(5);
      for (const page of pages) {
        const html = readFileSync(join(dist, "pics", page), "utf8");
        // No picture the page loads names them (an og:image meta may still name the logo's address:
        // the page never loads it, and the CSP below does not list it).
        expect(html, page).not.toMatch(/(?:src|srcset|imagesrcset)="[^"]*(?:127\.0\.0\.1|\[::1\]|169\.254\.169\.254)/);
      }
      const routing = JSON.parse(readFileSync(join(dist, "_routing", "routing.json"), "utf8")) as {
        sites: { site: string; sources: { imgSrc: string[] } }[];
      };
      const imgSrc = routing.sites.find((s) => s.site === "pics")?.sources.imgSrc ?? [];
      expect(imgSrc.filter((o) => /127\.0\.0\.1|\[::1\]|169\.254/.test(o))).toEqual([]);
      const recorded = JSON.parse(readFileSync(join(dist, "_routing", "image-warnings.json"), "utf8")) as Record<
        string,
        { refused: boolean }[]
      >;
      expect(recorded["pics"]?.every((w) => w.refused)).toBe(true);
    },
  );
});
