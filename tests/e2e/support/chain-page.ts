/**
 * One browser context and page for a describe's tests, run in order in one worker, as a shopper
 * moves through a chain's site: the chain's service worker installs once (a fresh context per test
 * installs it every time, about 1.3 s of CPU each; docs/testing.md). The page fails each test that
 * logged a console error or an uncaught page error, as the fixtures' page does. A failed test ends
 * its worker; the tests after it get a new context.
 */
import type { Page, ViewportSize } from "@playwright/test";
import { test } from "@playwright/test";
import { expect, recordErrors } from "../fixtures.ts";

/** Registers the describe's hooks; `opened` gets each new page (at the start and after a failure). */
export function chainPage(opened: (page: Page) => void, viewport?: ViewportSize): void {
  let close = async () => {};
  let errors: string[] = [];
  test.beforeAll(async ({ browser }, testInfo) => {
    const context = await browser.newContext({
      baseURL: testInfo.project.use.baseURL ?? "",
      ...(viewport ? { viewport } : {}),
    });
    close = () => context.close();
    const page = await context.newPage();
    errors = [];
    recordErrors(page, errors);
    opened(page);
  });
  test.afterAll(async () => {
    await close();
  });
  test.afterEach(() => {
    expect(errors.splice(0), "the browser logged errors").toEqual([]);
  });
}
