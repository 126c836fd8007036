/**
 * Shared e2e fixtures: every test fails on a console error or uncaught page error (a CSP violation
 * shows up there too), and `expectAccessible` runs axe with the WCAG 2.1 A/AA rule sets.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Frame, Page } from "@playwright/test";
import { test as base, expect } from "@playwright/test";

/** What `AxeBuilder` uses to put axe-core into a frame (its own, private in its types). */
type Injecting = {
  inject(frames: Frame[], shouldThrow?: boolean): Promise<void>;
  script(): string;
  axeConfigure(): Promise<string>;
};

/** How long a frame may take to load axe-core (the library's own limit is one second). */
const FRAME_INJECT_MS = 20_000;

// @axe-core/playwright gives each frame one second to take axe-core (a hard-coded 'Script Timeout')
// and leaves a frame that misses it unchecked without a word: on a busy two-core machine a frame's
// violations went unreported (axe-check.spec.ts). Here a frame gets the time it needs.
const builder = AxeBuilder.prototype as unknown as Injecting;
builder.inject = async function inject(this: Injecting, frames: Frame[], shouldThrow = false): Promise<void> {
  for (const frame of frames) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`axe-core not loaded in ${frame.url()}`)), FRAME_INJECT_MS);
    });
    try {
      await Promise.race([frame.evaluate(this.script()), late]);
      await frame.evaluate(await this.axeConfigure());
    } catch (error) {
      if (shouldThrow) throw error;
    } finally {
      clearTimeout(timer);
    }
  }
};

/** The WCAG tags every page is checked against (DESIGN.md §7: 0 violations). */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
/** The axe sweep's tags: WCAG 2.0, 2.1 and 2.2 at A and AA (target size is 2.2's), and axe's best practices. */
export const SWEEP_TAGS = [...AXE_TAGS, "wcag22aa", "best-practice"];

type Fixtures = { pageErrors: string[] };

/** Collects into `errors` every console error and uncaught page error of `page` (each with where it came from). */
export function recordErrors(page: Page, errors: string[]): void {
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(`console: ${msg.text()} (${msg.location().url})`);
  });
  page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
}

/** `test` with a page that must stay free of console and page errors. */
export const test = base.extend<Fixtures>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      recordErrors(page, errors);
      await use(errors);
      expect(errors, "the browser logged errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** What `axeViolations` checks beyond the WCAG tags, and where. */
export type AxeScope = {
  /** Also axe's best practices (landmark-unique, region, heading order …), as the axe sweep runs. */
  bestPractice?: boolean;
  /** Only this part of the page (a CSS selector): an opened menu, dialog or form after the whole page was checked. */
  include?: string | undefined;
  /** The sweep's tags (SWEEP_TAGS): WCAG 2.2 AA's target size and the best practices too. */
  sweep?: boolean;
};

/** One axe run: a line per violation, the violations themselves and how many rules ran. */
export type AxeRun = {
  lines: string[];
  violations: { rule: string; impact: string; help: string; targets: string[] }[];
  rules: number;
  /** The axe-core release that ran (the accessibility report names it). */
  engine: string;
};

/**
 * Waits until no finite animation or transition runs (an endless spinner does not count): axe reads
 * colours as they are at that moment, and a toast or dialog still fading in has not reached its
 * contrast yet.
 */
async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

/**
 * Runs axe once every finite animation of the page has ended, frames included: each violation as
 * one readable line (rule, impact, help, up to five elements; an element inside a frame is named
 * by its frame and itself) and in full, and how many rules ran (passed, failed, to review or with
 * nothing to check).
 */
export async function axeRun(page: Page, scope: AxeScope = {}): Promise<AxeRun> {
  await animationsDone(page);
  const tags = scope.sweep ? SWEEP_TAGS : scope.bestPractice ? [...AXE_TAGS, "best-practice"] : AXE_TAGS;
  let builder = new AxeBuilder({ page }).withTags(tags).options({ resultTypes: ["violations"] });
  if (scope.include !== undefined) builder = builder.include(scope.include);
  // A page without frames is checked by axe.run in the page itself: the same rules and results,
  // about three times quicker (0.2 s against 0.6 s) than runPartial, whose results are put together
  // in a blank page opened for each run. Frames need runPartial, which reaches cross-origin ones.
  if (page.frames().length === 1) builder = builder.setLegacyMode(true);
  // Only violations come back in full: the passes' node lists cost time on long pages.
  const results = await builder.analyze();
  const violations = results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact ?? "?",
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(" ")),
  }));
  return {
    lines: violations.map((v) => `${v.rule} (${v.impact}): ${v.help} — ${v.targets.slice(0, 5).join(", ")}`),
    violations,
    rules: results.passes.length + results.violations.length + results.incomplete.length + results.inapplicable.length,
    engine: results.testEngine.version,
  };
}

/** Every axe violation on the page as one readable line each (see `axeRun`). */
export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  return (await axeRun(page, scope)).lines;
}

/** Fails with a readable list when axe finds any WCAG 2.1 A/AA violation on the page. */
export async function expectAccessible(page: Page, scope: AxeScope = {}): Promise<void> {
  expect(await axeViolations(page, scope), `axe violations on ${page.url()}`).toEqual([]);
}
