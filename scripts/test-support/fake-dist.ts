/**
 * A small fake dist/ in a temp folder for the scripts' tests: two sites, shared assets, public files
 * and one file outside dist that traversal attempts aim at. Test-only.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

/** A fake build and its cleanup. */
export type FakeDist = { root: string; distDir: string; cleanup: () => void };

/** Builds a page with a page-kind marker, an inline script and the given body. */
export function page(kind: "static" | "interactive" | null, body: string, head = ""): string {
  const marker = kind === null ? "" : `<meta name="page-kind" content="${kind}">`;
  return `<!DOCTYPE html><html lang="en"><head><title>t</title>${marker}${head}<script>window.x=1</script></head><body>${body}</body></html>`;
}

/** Default files: two sites (alpha has a host), assets with an import chain, a public favicon. */
export function defaultFiles(): Record<string, string> {
  return {
    "_routing/sites.json": JSON.stringify({
      sites: [
        {
          site: "alpha",
          hosts: ["www.alpha.example"],
          primaryHost: "www.alpha.example",
          onlyCoupons: false,
          gatewayUrl: "http://gw.alpha.example:9000/api",
          betaHosts: ["beta-preview.example"],
        },
        { site: "beta", hosts: [], onlyCoupons: true, gatewayUrl: "https://gw.beta.example/api" },
      ],
    }),
    "alpha/index.html": page(
      "interactive",
      '<a href="coupons/">Coupons</a><astro-island component-url="/_assets/Island.js" renderer-url="/_assets/client.js"></astro-island>',
    ),
    "alpha/coupons/index.html": page(
      "interactive",
      '<a href="../">Home</a><img src="https://cdn.example.org/x.png" alt="">',
    ),
    "alpha/error/index.html": page("static", "<h1>PAGE NOT FOUND</h1>"),
    "alpha/about/index.html": page("static", '<a href="../coupons/">c</a><link rel="icon" href="/favicon.svg">'),
    "beta/index.html": page("interactive", "<h1>beta home</h1>"),
    "_assets/Island.js": 'import{a}from"./react.js";export default a;',
    "_assets/client.js": 'import"./react.js";',
    "_assets/react.js": 'export const a=Symbol.for("react.transitional.element");',
    "_assets/site.css": "body{background:url(/_assets/bg.png)}",
    "_assets/bg.png": "png",
    "favicon.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
    "robots.txt": "User-agent: *\n",
    _headers: "secret",
  };
}

/** Writes the files into <tmp>/dist (plus <tmp>/secret.txt outside it) and returns the paths. */
export function makeFakeDist(files: Record<string, string> = defaultFiles()): FakeDist {
  const root = mkdtempSync(join(tmpdir(), "fake-dist-"));
  const distDir = join(root, "dist");
  for (const [rel, content] of Object.entries(files)) {
    const full = join(distDir, rel);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, content);
  }
  writeFileSync(join(root, "secret.txt"), "outside dist");
  return { root, distDir, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}
