/**
 * Shared e2e fixtures: every test fails on a console error or uncaught page error (a CSP violation
 * shows up there too), and `expectAccessible` runs axe with the WCAG 2.1 A/AA rule sets.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { test as base, expect } from "@playwright/test";

/** The WCAG tags every page is checked against (DESIGN.md §7: 0 violations). */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

type Fixtures = { pageErrors: string[] };

/** `test` with a page that must stay free of console and page errors. */
export const test = base.extend<Fixtures>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error") errors.push(`console: ${msg.text()} (${msg.location().url})`);
      });
      page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
      await use(errors);
      expect(errors, "the browser logged errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Fails with a readable list when axe finds any WCAG 2.1 A/AA violation on the page. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact ?? "?"}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join(", ")}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
