/**
 * Astro writes its island rule (`astro-island,astro-slot,astro-static-slot{display:contents}`) as a
 * `<style>` element just before the first island of a page, which lands it in `<body>`, where the
 * standard does not allow `<style>`. `moveIslandStyleToHead` moves it into `<head>` (once, whatever
 * the number of copies), leaving the island scripts where they are. Applied to every rendered page
 * by src/middleware.ts.
 */

/** Astro's island style elements: a `<style>` holding only rules for its island elements. */
const ISLAND_STYLE = /<style>(astro-island,[^<]*\{display:contents\})<\/style>/g;

/** The page with Astro's island style elements moved from the body to the end of `<head>`. */
export function moveIslandStyleToHead(html: string): string {
  const headEnd = html.indexOf("</head>");
  if (headEnd < 0) return html;
  const body = html.slice(headEnd);
  const rules = [...body.matchAll(ISLAND_STYLE)].map((m) => m[1] ?? "");
  if (rules.length === 0) return html;
  const head = html.slice(0, headEnd);
  const missing = [...new Set(rules)].filter((rule) => !head.includes(`<style>${rule}</style>`));
  return head + missing.map((rule) => `<style>${rule}</style>`).join("") + body.replace(ISLAND_STYLE, "");
}
