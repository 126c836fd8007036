/**
 * The shopper's language choice, remembered without a server (README.md beside this file). On every
 * page of a chain with two languages, one small inline script (the same bytes everywhere, one CSP
 * hash) stores the page's language for the chain; a page reached from outside the site (no
 * same-origin referrer) whose chain has another language stored goes to its page in that language.
 * Clicking the language switch is a visit from the site itself, so it never bounces back; it stores
 * the new language. A `#/<site>` entry is left to its own script. Pages of a one-language chain
 * carry none of it.
 */

/** The storage key of a chain's remembered language (chains share an origin in path mode). */
export function languageKey(subdomain: string): string {
  return `language:${subdomain}`;
}

/**
 * The inline script. It reads its data from its own element: `data-key` (languageKey) and
 * `data-alternates` (JSON: language → this page's address in it, relative to the page).
 */
export const LANGUAGE_MEMORY_SCRIPT = `(function () {
  var s = document.currentScript;
  if (!s) return;
  var lang = document.documentElement.lang, key = s.getAttribute("data-key"), stored = null, inside = false, to = {};
  try { to = JSON.parse(s.getAttribute("data-alternates") || "{}"); } catch (e) {}
  try { stored = localStorage.getItem(key); } catch (e) {}
  try { inside = document.referrer !== "" && new URL(document.referrer).origin === location.origin; } catch (e) {}
  if (!inside && stored && stored !== lang && typeof to[stored] === "string" && location.hash.indexOf("#/") !== 0) {
    location.replace(new URL(to[stored], document.baseURI).pathname + location.search + location.hash);
    return;
  }
  try { localStorage.setItem(key, lang); } catch (e) {}
})();`;
