import { linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { WORKER_FILE as PAGE_WORKER_FILE } from "../../src/features/offline/register-script.ts";
import { WORKER_FILE, writeServiceWorker } from "./service-worker.ts";

const root = mkdtempSync(join(tmpdir(), "sw-test-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A chain folder with pages, assets, an offline page and app files. */
function chainFolder(name: string, withOffline = true): string {
  const dir = join(root, name);
  const files: Record<string, string> = {
    "index.html": '<p>home</p><script type="module" src="/_assets/home.Gh78.js"></script>',
    "cart/index.html": "<p>cart</p>",
    "my-deals/index.html": '<astro-island component-url="/_assets/DealsSheet.Ij90.js"></astro-island>',
    "_assets/app.Ab12.js": 'import"./runtime.Kl12.js";',
    "_assets/runtime.Kl12.js": "console.log(1)",
    "_assets/DealsSheet.Ij90.js": 'import"./runtime.Kl12.js";const c=()=>import(`./calendar.Mn34.js`);',
    "_assets/calendar.Mn34.js": "console.log(2)",
    "_assets/home.Gh78.js": 'import"./runtime.Kl12.js";const m=()=>import(`./map.Op56.js`);',
    "_assets/map.Op56.js": "console.log(3)",
    "_assets/site.Cd34.css": "body{}",
    "_assets/photo.Ef56.webp": "RIFF",
    "manifest.webmanifest": "{}",
    "icons/192.png": "png",
    "favicon.svg": "<svg/>",
    ...(withOffline
      ? {
          "offline/index.html":
            '<link rel="stylesheet" href="/_assets/site.Cd34.css"><script type="module" src="/_assets/app.Ab12.js"></script>',
        }
      : {}),
  };
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(join(dir, rel, ".."), { recursive: true });
    writeFileSync(join(dir, rel), text);
  }
  return dir;
}

/** The precache list written into a worker. */
function precached(dir: string): string[] {
  const text = readFileSync(join(dir, WORKER_FILE), "utf8");
  return [...text.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1] ?? "").sort();
}

// The first case bundles the worker (esbuild) and loads Workbox: seconds on a busy machine.
describe("writeServiceWorker", { timeout: 60_000 }, () => {
  it("writes the worker the pages register, precaching the offline page, the app files and the files of the pages kept at install only", async () => {
    expect(WORKER_FILE).toBe(PAGE_WORKER_FILE);
    const dir = chainFolder("acme");
    const result = await writeServiceWorker(dir);
    expect(result?.count).toBe(8);
    // Pages ask for `/_assets/…` at the origin's root in both modes: the worker keeps them under that
    // address, so a module is never answered under a second URL (path mode's `/<site>/_assets/…`).
    // The offline page's and the deals sheet's files, what they import (on demand too); not the home
    // page's own module nor its map (kept when a page using them is kept), nor a picture.
    expect(precached(dir)).toEqual([
      "/_assets/DealsSheet.Ij90.js",
      "/_assets/app.Ab12.js",
      "/_assets/calendar.Mn34.js",
      "/_assets/runtime.Kl12.js",
      "/_assets/site.Cd34.css",
      "icons/192.png",
      "manifest.webmanifest",
      "offline/index.html",
    ]);
    const text = readFileSync(join(dir, WORKER_FILE), "utf8");
    expect(text).not.toContain("self.__WB_MANIFEST");
    // Workbox's production build: its development logger (styled "%cworkbox" lines) is left out.
    expect(text).not.toContain("%cworkbox");
  }, 30_000);

  it("gives a changed file a new revision, so a release installs a new worker", async () => {
    const dir = chainFolder("changing");
    await writeServiceWorker(dir);
    const before = readFileSync(join(dir, WORKER_FILE), "utf8");
    writeFileSync(join(dir, "offline", "index.html"), "<p>offline, released</p>");
    await writeServiceWorker(dir);
    expect(readFileSync(join(dir, WORKER_FILE), "utf8")).not.toBe(before);
  }, 30_000);

  it("writes no worker into a folder without an offline page (a chain showing the 'Oops!' page)", async () => {
    const dir = chainFolder("oops", false);
    expect(await writeServiceWorker(dir)).toBeNull();
    expect(() => readFileSync(join(dir, WORKER_FILE))).toThrow();
  });

  it("replaces a hard-linked worker instead of writing through the link (a kept release's file)", async () => {
    const dir = chainFolder("linked");
    const previous = join(root, "previous-sw.js");
    writeFileSync(previous, "// the previous release's worker");
    linkSync(previous, join(dir, WORKER_FILE));
    await writeServiceWorker(dir);
    expect(readFileSync(previous, "utf8")).toBe("// the previous release's worker");
    expect(readFileSync(join(dir, WORKER_FILE), "utf8")).toContain("offline/index.html");
  }, 30_000);
});
