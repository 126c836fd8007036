/**
 * The Lighthouse CI configuration (`lighthouserc`) of `npm run lighthouse`, made from the pages to
 * measure: what to collect and how, the budgets as assertions, and where the results go.
 *
 * Budgets (DESIGN §7 and the home page's), on the median of each figure over a page's runs, mobile
 * with Lighthouse's simulated throttling: performance ≥ 0.95 on every page and 1.0 on static pages (no React: policies,
 * about, static pages …); accessibility, best practices and SEO 1.0 (SEO not on pages that are
 * noindex on purpose, such as /error); the home page at most 600 KB transferred in all
 * (1 KB = 1000 bytes, as every budget here) with its largest contentful paint at most 2,000 ms.
 */
import type { MeasuredPage } from "./pages.ts";

/**
 * How many runs per page. Each figure is asserted and reported as its median over the runs
 * (`aggregationMethod: "median"`). Not lhci's "median-run": for category scores lhci then takes the
 * best of the runs (lhci 0.15 reads every run's score and, for a `minScore`, keeps the highest).
 */
export const RUNS = 3;

/** Where `lhci upload` writes the reports and their manifest (filesystem target: no network). */
export const RESULTS_DIR = ".lighthouseci/results";

/** The home page's budgets. */
export const HOME_BYTES = 600_000;
export const HOME_LCP_MS = 2000;

/** An lhci assertion: level and options. */
type Assertion = ["error", Record<string, number | string>];
type MatrixEntry = {
  matchingUrlPattern?: string;
  aggregationMethod: "median";
  assertions: Record<string, Assertion>;
};

/** A pattern that matches exactly the given addresses (lhci tests it against each run's URL). */
export function exactly(urls: readonly string[]): string {
  const escaped = urls.map((u) => u.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return `^(${escaped.join("|")})$`;
}

const min = (minScore: number): Assertion => ["error", { minScore }];
const max = (maxNumericValue: number): Assertion => ["error", { maxNumericValue }];

/** The budgets as lhci's `assertMatrix`, for pages measured at `urlOf(page)`. */
export function assertions(pages: readonly MeasuredPage[], urlOf: (p: MeasuredPage) => string): MatrixEntry[] {
  const matching = (pick: (p: MeasuredPage) => boolean) => exactly(pages.filter(pick).map(urlOf));
  const entry = (pick: (p: MeasuredPage) => boolean, list: Record<string, Assertion>): MatrixEntry[] =>
    pages.some(pick) ? [{ matchingUrlPattern: matching(pick), aggregationMethod: "median", assertions: list }] : [];
  return [
    {
      aggregationMethod: "median",
      assertions: {
        "categories:performance": min(0.95),
        "categories:accessibility": min(1),
        "categories:best-practices": min(1),
      },
    },
    ...entry((p) => !p.noindex, { "categories:seo": min(1) }),
    ...entry((p) => p.static, { "categories:performance": min(1) }),
    ...entry((p) => p.type === "/", {
      "total-byte-weight": max(HOME_BYTES),
      "largest-contentful-paint": max(HOME_LCP_MS),
    }),
  ];
}

/** What the configuration needs besides the pages. */
export type ConfigOptions = {
  urlOf: (p: MeasuredPage) => string;
  chromePath: string;
  /** The puppeteer script run before each page's runs (signs the member in or out), relative to the root. */
  puppeteerScript: string;
  /** Chromium refuses to start as root without it. */
  noSandbox: boolean;
  runs?: number;
};

/** The whole lighthouserc (`{ ci: { collect, assert, upload } }`). */
export function lighthouserc(pages: readonly MeasuredPage[], options: ConfigOptions) {
  const args = ["--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"];
  if (options.noSandbox) args.push("--no-sandbox");
  return {
    ci: {
      collect: {
        url: pages.map(options.urlOf),
        numberOfRuns: options.runs ?? RUNS,
        chromePath: options.chromePath,
        puppeteerScript: options.puppeteerScript,
        puppeteerLaunchOptions: { args },
        // Lighthouse's defaults: mobile, simulated throttling. Its storage reset clears the HTTP cache,
        // service workers and caches before every run but keeps localStorage, where a session lives.
        settings: { formFactor: "mobile" },
      },
      assert: { assertMatrix: assertions(pages, options.urlOf) },
      upload: { target: "filesystem", outputDir: RESULTS_DIR },
    },
  };
}
