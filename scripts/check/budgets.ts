/**
 * The JavaScript budgets of DESIGN.md §7, decided by the page-kind marker each page carries:
 * header-only pages stay tiny and React-free; interactive pages get 110 KB gzip in all, the shared
 * React 19 runtime chunk included.
 */
import type { PageKind } from "../lib/html-refs.ts";

/** Budget of one page kind (1 KB = 1000 bytes, gzipped). */
export type Budget = { maxGzipBytes: number; reactAllowed: boolean };

/** Budgets per page kind. */
export const BUDGETS: Readonly<Record<PageKind, Budget>> = {
  static: { maxGzipBytes: 15_000, reactAllowed: false },
  interactive: { maxGzipBytes: 110_000, reactAllowed: true },
};

/** The measured JavaScript of one built page. */
export type PageWeight = {
  /** URL path in path mode, e.g. "/freshmart/about/". */
  page: string;
  kind: PageKind | null;
  gzipBytes: number;
  usesReact: boolean;
  /** External modules plus inline scripts counted. */
  files: number;
};

/** Why a page breaks its budget (empty when it keeps it). */
export function budgetViolations(w: PageWeight): string[] {
  if (w.kind === null) {
    return ['no <meta name="page-kind" content="static|interactive"> marker, so its budget is unknown'];
  }
  const budget = BUDGETS[w.kind];
  const problems: string[] = [];
  if (w.gzipBytes > budget.maxGzipBytes) {
    problems.push(`${w.kind} page loads ${formatKb(w.gzipBytes)} of JS gzip, over ${formatKb(budget.maxGzipBytes)}`);
  }
  if (w.usesReact && !budget.reactAllowed) problems.push(`${w.kind} page loads React`);
  return problems;
}

/** "12.3 KB" for a byte count. */
export function formatKb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`;
}

/** The heaviest pages of each kind, for the summary table. */
export function worstPages(weights: readonly PageWeight[], perKind: number): PageWeight[] {
  const kinds: (PageKind | null)[] = ["interactive", "static", null];
  return kinds.flatMap((kind) =>
    weights
      .filter((w) => w.kind === kind)
      .toSorted((a, b) => b.gzipBytes - a.gzipBytes)
      .slice(0, perKind),
  );
}

/**
 * The React runtime must be one shared chunk: every module of the build that carries React's
 * runtime, by file. More than one means pages load (and cache) the runtime in pieces or twice.
 */
export function runtimeChunkViolations(reactModules: readonly string[]): string[] {
  if (reactModules.length <= 1) return [];
  return [`the React runtime is split over ${reactModules.length} chunks: ${reactModules.toSorted().join(", ")}`];
}
