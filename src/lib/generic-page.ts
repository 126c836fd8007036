/**
 * The spec's /page/{page} for any {page}: a static site builds one page per menu entry that has
 * one, plus one fallback page (`/page/_/`) that the serving rules answer for every other
 * /page/{page}/ address (nginx, the preview server). The fallback names itself from its address in
 * the browser: title '{page}' with dashes turned to spaces, text '{page} coming soon' (spec 001).
 */
import { titleFromParam } from "./slug.ts";

/** The {page} parameter of the fallback page, the one the serving rules answer for unknown pages. */
export const FALLBACK_PAGE_PARAM = "_";

/** The title the fallback page is built with (shown where scripts do not run). */
export const FALLBACK_PAGE_TITLE = "page";

/** The title of a /page/{page}/ address: its {page} decoded, dashes to spaces; null for other addresses. */
export function genericPageTitle(pathname: string): string | null {
  const match = /\/page\/([^/]+)\/?$/.exec(pathname);
  if (match?.[1] === undefined) return null;
  let name: string;
  try {
    name = decodeURIComponent(match[1]);
  } catch {
    name = match[1];
  }
  return titleFromParam(name).trim() || null;
}

/**
 * The fallback page's inline script: writes the title of its address into the heading, the
 * breadcrumb, the 'coming soon' line and the document title (text only, never HTML).
 */
export const GENERIC_PAGE_SCRIPT = `(function () {
  var m = /\\/page\\/([^/]+)\\/?$/.exec(location.pathname), name;
  if (!m) return;
  try { name = decodeURIComponent(m[1]); } catch (e) { name = m[1]; }
  name = name.replace(/-/g, " ").trim();
  if (!name) return;
  var built = ${JSON.stringify(FALLBACK_PAGE_TITLE)};
  var h1 = document.querySelector(".page-heading h1");
  if (h1) h1.textContent = name;
  var crumb = document.querySelector('.breadcrumb [aria-current="page"]');
  if (crumb) crumb.textContent = name;
  var text = document.querySelector("[data-generic-page-name]");
  if (text) text.textContent = name;
  if (document.title.indexOf(built) === 0) document.title = name + document.title.slice(built.length);
})();`;
