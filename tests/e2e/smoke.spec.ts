/**
 * Smoke test of every built site: home, the policy pages, the links to the accessibility report,
 * the 404 page, path mode and host mode, each checked with axe. The site list comes from
 * dist/_routing/sites.json, so a new chain is covered without touching this file.
 */
import { expect, expectAccessible, test } from "./fixtures.ts";
import { builtSites } from "./support/chains.ts";

const sites = builtSites();

test("the build lists at least one site", () => {
  expect(sites, "dist/_routing/sites.json lists no site: run npm run build").not.toEqual([]);
});

for (const { site, hosts, primaryHost, onlyCoupons } of sites) {
  test.describe(site, () => {
    test("home page in path mode", async ({ page }) => {
      const response = await page.goto(`/${site}/`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("main")).toBeVisible();
      if (!onlyCoupons) await expect(page.getByRole("contentinfo")).toBeVisible();
      await expectAccessible(page);
    });

    test("policy list and first policy page", async ({ page }) => {
      await page.goto(`/${site}/company-policies/`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1, name: "Company Policies" })).toBeVisible();
      await expectAccessible(page);

      // The first policy shown as a page on this site (external policies open in a new tab elsewhere).
      const policyLinks = main.getByRole("link");
      const hrefs = await policyLinks.evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
      const first = hrefs.findIndex((href) => new URL(href).pathname.startsWith(`/${site}/company-policies/`));
      expect(first, "a policy link inside the site").toBeGreaterThanOrEqual(0);
      const link = policyLinks.nth(first);
      const name = (await link.innerText()).trim();
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/${site}/company-policies/[^/]+/$`));
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(breadcrumb.getByRole("link", { name: "Home" })).toBeVisible();
      await expect(breadcrumb.getByRole("link", { name: "Company Policies" })).toBeVisible();
      await expectAccessible(page);
    });

    test("the accessibility report is reached from the footer and from the accessibility statement", async ({
      page,
    }) => {
      const report = `/${site}/company-policies/web-accessibility/report/`;
      const heading = page.getByRole("heading", { level: 1, name: "Accessibility Report" });
      if (!onlyCoupons) {
        await page.goto(`/${site}/`);
        await page.getByRole("contentinfo").getByRole("link", { name: "Accessibility Report" }).click();
        await expect(page).toHaveURL(new RegExp(`${report}$`));
        await expect(heading).toBeVisible();
      }
      await page.goto(`/${site}/company-policies/web-accessibility/`);
      await page.getByRole("main").getByRole("link", { name: "our accessibility report." }).click();
      await expect(page).toHaveURL(new RegExp(`${report}$`));
      await expect(heading).toBeVisible();
    });

    test("404 page", async ({ page }) => {
      await page.goto(`/${site}/error/`);
      await expect(page.getByRole("heading", { level: 1, name: "PAGE NOT FOUND" })).toBeVisible();
      await expectAccessible(page);
    });

    test("unknown paths go home and directory URLs get their slash", async ({ request }) => {
      const unknown = await request.get(`/${site}/no-such-page/`, { maxRedirects: 0 });
      expect(unknown.status()).toBe(302);
      expect(unknown.headers()["location"]).toBe(`/${site}/`);
      const noSlash = await request.get(`/${site}/company-policies?from=test`, { maxRedirects: 0 });
      expect(noSlash.status()).toBe(301);
      expect(noSlash.headers()["location"]).toBe(`/${site}/company-policies/?from=test`);
    });

    test("host mode in the browser via <site>.localhost", async ({ page, baseURL }) => {
      const origin = new URL(baseURL ?? "").origin.replace("//localhost", `//${site}.localhost`);
      await page.goto(`${origin}/company-policies/`);
      await expect(page.getByRole("heading", { level: 1, name: "Company Policies" })).toBeVisible();
      // Relative links keep the visitor on the host: Home leads to this host's root.
      await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }).click();
      await expect(page).toHaveURL(`${origin}/`);
      await expect(page.getByRole("banner")).toBeVisible();
      await expectAccessible(page);
    });

    test("host mode by Host header serves the same pages and headers", async ({ request }) => {
      const host = primaryHost ?? hosts[0] ?? `${site}.localhost`;
      for (const path of ["/", "/company-policies/", "/error/"]) {
        const byHost = await request.get(path, { headers: { Host: host } });
        const byPath = await request.get(`/${site}${path}`);
        expect(byHost.status(), `${host}${path}`).toBe(200);
        expect(await byHost.text()).toBe(await byPath.text());
      }
      const home = await request.get("/", { headers: { Host: host } });
      const headers = home.headers();
      expect(headers["content-security-policy"]).toContain("connect-src 'self' http://localhost:");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
      const missing = await request.get("/_assets/no-such-file.js", { headers: { Host: host } });
      expect(missing.status()).toBe(404);
      expect(await missing.text()).toContain("PAGE NOT FOUND");
    });
  });
}
