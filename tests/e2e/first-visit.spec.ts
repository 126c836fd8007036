/**
 * A shopper's first visit with the chain's service worker installing, in path mode (`/<site>/`, the
 * preview and beta hosts) and host mode (the chain at its host's root): the worker takes over the
 * open page while it still loads islands, and the page must keep one module graph — every module
 * under one URL, one React — so the contact and newsletter forms hydrate with no console error.
 *
 * The forms hydrate when scrolled into view (`client:visible`), so the test scrolls to them only
 * once the worker controls the page: their modules then load through the worker, the case that once
 * ran a second React (a precached module answered under its copy's address, `/<site>/_assets/…`).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { requireSite } from "./support/chains.ts";
import { countReactRuntimes, moduleUrlsByFile } from "./support/module-graph.ts";

const SITE = "freshmart";
requireSite(SITE);

/** Waits until the chain's worker controls the page (it claims open pages when it activates). */
async function controlled(page: Page, workerUrl: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 20_000 })
    .toBe(workerUrl);
}

/** Scrolls to a form and waits until its island hydrated (its submit button enabled). */
async function formHydrated(page: Page, name: string): Promise<void> {
  const form = page.getByRole("form", { name });
  await form.scrollIntoViewIfNeeded();
  await expect(form.locator('button[type="submit"]')).toBeEnabled();
  await expect(form.locator("xpath=ancestor::astro-island[@ssr]")).toHaveCount(0);
}

const modes = [
  { mode: "path mode", root: (port: string) => `http://localhost:${port}/${SITE}/` },
  { mode: "host mode", root: (port: string) => `http://${SITE}.localhost:${port}/` },
];

for (const { mode, root } of modes) {
  test(`${mode}: the first visit keeps one module graph while the worker takes over; both forms render`, async ({
    page,
  }) => {
    test.slow();
    const port = new URL(test.info().project.use.baseURL ?? "").port;
    const base = root(port);
    await page.goto(`${base}contact/`);
    await controlled(page, `${base}sw.js`);

    await formHydrated(page, "Subscribe To Our Newsletter");
    await formHydrated(page, "Contact Us By Email !");

    const byFile = await moduleUrlsByFile(page);
    const doubled = Object.entries(byFile).filter(([, urls]) => urls.length > 1);
    expect.soft(doubled, "a module loaded under two addresses").toEqual([]);
    // Every module from the origin's `/_assets/`, as the page names them.
    const origin = new URL(base).origin;
    expect
      .soft(
        Object.values(byFile)
          .flat()
          .filter((url) => !url.startsWith(`${origin}/_assets/`)),
      )
      .toEqual([]);
    expect(await countReactRuntimes(page), "React DOM runtimes on the page").toBe(1);
  });
}
