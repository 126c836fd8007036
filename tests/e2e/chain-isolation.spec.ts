/**
 * Chain isolation with the production serving rules and headers (the preview server runs the same
 * ones): the hostile demo chain, whose every setting carries script tags, event handlers,
 * `javascript:`/`data:` URLs, path characters and very long values, is built and visited page by
 * page on its own host — no payload runs, its policy has no 'unsafe-inline' for scripts, long values
 * do not widen the page — and one chain's host never serves another chain's pages: the isolation
 * probes (scripts/test-support/isolation-probes.ts) run over this build on the preview and on real
 * nginx with the generated configuration.
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { renderNginxConf } from "../../scripts/serve/nginx-conf.ts";
import { loadRoutingModel } from "../../scripts/serve/routing-model.ts";
import { isolationProbes, runIsolationProbes } from "../../scripts/test-support/isolation-probes.ts";
import type { RunningNginx } from "../../scripts/test-support/nginx.ts";
import { freePort, nginxAvailable, startNginx } from "../../scripts/test-support/nginx.ts";
import { requireSite } from "./support/chains.ts";
import { DIST_DIR, E2E_PORT } from "./settings.ts";

const SITE = "hostile";
const origin = (site: string) => `http://${site}.localhost:${E2E_PORT}`;

/** Every page of a built site, as host-mode paths ('/', '/coupons/' …). */
function pagesOf(site: string): string[] {
  const root = join(DIST_DIR, site);
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) walk(join(dir, e.name));
      else if (e.name === "index.html")
        out.push(`/${relative(root, dir).split(sep).join("/")}/`.replace(/^\/\/$/, "/"));
    }
  };
  try {
    walk(root);
  } catch {
    return [];
  }
  return out.sort();
}

/** Encodes each path segment as a link would ('#', '?', '%' in a segment stay in it). */
const href = (path: string) =>
  path
    .split("/")
    .map((s) => encodeURIComponent(s))
    .join("/");

/** A policy as "directive source" pairs, e.g. "script-src 'sha256-…'". */
function policySources(csp: string | undefined): string[] {
  return (csp ?? "").split(";").flatMap((d) => {
    const [name, ...values] = d.trim().split(/\s+/);
    return values.map((v) => `${name} ${v}`);
  });
}

/** Records what a payload would leave behind: dialogs and CSP violations. */
function watch(page: Page): { dialogs: string[]; violations: string[] } {
  const seen = { dialogs: [] as string[], violations: [] as string[] };
  page.on("dialog", (d) => {
    seen.dialogs.push(d.message());
    void d.dismiss();
  });
  page.on("console", (msg) => {
    if (/Content Security Policy/i.test(msg.text())) seen.violations.push(msg.text());
  });
  return seen;
}

/**
 * Runs `fn` in the page once it has settled: member-only pages send guests on to /login from a
 * script (and a page that forwards may forward again), so an evaluation can meet a navigation; it
 * then waits for the next page's load and retries.
 */
async function inPage<T>(page: Page, fn: () => T): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await page.evaluate(fn);
    } catch (error) {
      if (attempt >= 10 || !/context was destroyed|navigat/i.test(String(error))) throw error;
      await page.waitForLoadState("load");
    }
  }
}

/** A raw GET to the preview server with the given Host header (Node cannot resolve *.localhost). */
function getAs(host: string, path: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port: E2E_PORT, path, headers: { Host: `${host}:${E2E_PORT}` } },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (body += c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, String(v)])),
            body,
          }),
        );
      },
    );
    req.on("error", reject);
    req.end();
  });
}

const pages = pagesOf(SITE);
const CHUNK = 12;

test.describe("the hostile chain, page by page on its own host", () => {
  requireSite(SITE);

  test("is built with every page the other chains have", () => {
    expect(pages).toContain("/");
    expect(pages).toContain("/company-policies/");
    expect(pages.length).toBeGreaterThan(40);
  });

  for (let start = 0; start < pages.length; start += CHUNK) {
    const chunk = pages.slice(start, start + CHUNK);
    test(`no payload runs on pages ${start + 1}–${start + chunk.length}`, async ({ page }) => {
      test.setTimeout(20_000 + chunk.length * 5_000);
      const seen = watch(page);
      for (const path of chunk) {
        const response = await page.goto(`${origin(SITE)}${href(path)}`);
        expect(response?.status(), path).toBe(200);
        const csp = response?.headers()["content-security-policy"] ?? "";
        const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
        expect(scriptSrc, path).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
        expect(response?.headers()["x-content-type-options"]).toBe("nosniff");
        await page.waitForLoadState("load");
        const pwned = await inPage(page, () => (window as unknown as { __pwned?: unknown }).__pwned ?? null);
        expect(pwned, `a payload ran on ${path}`).toBeNull();
        // Nothing the build rendered reaches javascript: or data: documents.
        const bad = await inPage(page, () =>
          [...document.querySelectorAll("[href], [src], [action], [formaction]")]
            .flatMap((el) => ["href", "src", "action", "formaction"].map((a) => el.getAttribute(a) ?? ""))
            .filter((v) => /^\s*(javascript|data|vbscript):/i.test(v) && !/^data:image\//i.test(v)),
        );
        expect(bad, path).toEqual([]);
        const handlers = await inPage(
          page,
          () =>
            [...document.querySelectorAll("body *")].filter((el) => [...el.attributes].some((a) => /^on/i.test(a.name)))
              .length,
        );
        expect(handlers, `event handler attributes on ${path}`).toBe(0);
      }
      expect(seen.dialogs).toEqual([]);
      expect(seen.violations.filter((v) => /script/i.test(v))).toEqual([]);
    });
  }

  for (const width of [390, 1280]) {
    test(`long values wrap or truncate at ${width} px, with the full text available`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ["/", "/company-policies/", "/department/", "/contact/"]) {
        await page.goto(`${origin(SITE)}${path}`);
        await expect(page.getByRole("banner")).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} is wider than the viewport`).toBeLessThanOrEqual(0);
      }
      // The 5,000-character menu name is cut short on screen but whole in its accessible name.
      await page.goto(`${origin(SITE)}/`);
      const long = page.locator(".menu-link", { hasText: /^HostileW{100}/ }).first();
      await expect(long).toHaveText(/W{5000}$/);
      const box = await long.boundingBox();
      expect(box?.width ?? 0).toBeLessThanOrEqual(width);
    });
  }
});

test.describe("production routing: each chain on its own origin", () => {
  requireSite(SITE);
  requireSite("freshmart");

  test("one chain's host cannot load another chain's pages", async ({ page }) => {
    for (const path of [`/${SITE}/`, `/${SITE}/index.html`, `/${SITE}/login/`, `/freshmart/`]) {
      const res = await getAs("freshmart.localhost", path);
      expect([301, 302, 404], path).toContain(res.status);
      expect(res.body).not.toContain("Hostile");
    }
    const res = await getAs(`${SITE}.localhost`, "/freshmart/coupons/");
    expect(res.status).toBe(302);
    expect(res.headers["location"]).toBe("/");
    // In the browser: the other chain's address ends on this chain's own home page.
    await page.goto(`${origin("freshmart")}/${SITE}/`);
    await expect(page).toHaveURL(`${origin("freshmart")}/`);
    await expect(page.getByRole("banner").getByRole("link").first()).toBeVisible();
    expect(await page.content()).not.toContain("Hostile");
  });

  test("each chain's pages carry their own policy, never a merged one", async () => {
    const fresh = (await getAs("freshmart.localhost", "/")).headers["content-security-policy"];
    const bad = (await getAs(`${SITE}.localhost`, "/")).headers["content-security-policy"];
    expect(fresh).toBeTruthy();
    expect(bad).toBeTruthy();
    for (const csp of [fresh, bad]) expect(/script-src ([^;]*)/.exec(csp ?? "")?.[1]).not.toContain("unsafe");
    // The two policies differ, and freshmart's has sources (its pages' inline-script hashes) that the
    // other chain's lacks: the other chain's policy is not the union of both. (Every hash of the
    // other chain's few pages is of code both chains share, so it has no source of its own.)
    expect(bad).not.toBe(fresh);
    const theirs = new Set(policySources(bad));
    expect(policySources(fresh).filter((s) => !theirs.has(s))).not.toEqual([]);
  });
});

test.describe("the isolation probes over this build", () => {
  requireSite("freshmart");

  test("no chain's host answers another chain's pages or files, on the preview and on real nginx", async () => {
    const model = await loadRoutingModel(DIST_DIR);
    const probes = isolationProbes(model, DIST_DIR);
    const hostOf = (site: string) => `${site}.localhost`;
    const targets: [string, string][] = [["preview", `http://127.0.0.1:${E2E_PORT}`]];
    let nginx: RunningNginx | null = null;
    const prefix = mkdtempSync(join(tmpdir(), "e2e-nginx-"));
    try {
      if (nginxAvailable()) {
        const port = await freePort();
        nginx = await startNginx(prefix, renderNginxConf(model, { root: DIST_DIR, listen: `127.0.0.1:${port}` }), port);
        targets.push(["nginx", nginx.url]);
      } else if (process.env["CI"]) throw new Error("nginx is missing: install Debian's nginx package (.ci/run does)");
      for (const [name, url] of targets) {
        const failures = await runIsolationProbes(probes, { baseUrl: () => url, host: hostOf });
        expect(failures, `${name}: ${probes.length} probes`).toEqual([]);
      }
    } finally {
      await nginx?.stop();
      rmSync(prefix, { recursive: true, force: true });
    }
  });
});
