/**
 * The remembered language (README.md, 'The language switch'): an inline script in the header of every
 * page of a chain with two languages, right after the switch's links (`a[data-language-switch]`).
 *
 * - A page stores its language per chain (`localStorage`, `language:<site>`) when it loads.
 * - A page reached from outside the site (no same-origin referrer: a search result, a bookmark, a
 *   typed address) whose chain has another language stored goes at once to its own page in that
 *   language, query and hash kept (`location.replace`: the back button skips the first page).
 * - A click on the switch stores the chosen language first (so a visit without a referrer cannot
 *   send the shopper back) and carries the page's query and hash (`coupons-only/?category=`).
 *
 * Plain ES2015-style code (no module), the same bytes on every page, so the CSP needs one hash for
 * it. Without storage (private modes that throw) the page simply stays as it is.
 */
export const LANGUAGE_CHOICE_SCRIPT = `(() => {
  const key = "language:" + document.currentScript.dataset.chain;
  const keep = (a) => a.href.split(/[?#]/)[0] + location.search + location.hash;
  try {
    // The switch names only the other languages: a link for the stored one means 'not this page's'.
    const link = document.querySelector('[data-language-switch="' + localStorage[key] + '"]');
    if (link && !document.referrer.startsWith(location.origin + "/")) return location.replace(keep(link));
    localStorage[key] = document.documentElement.lang;
  } catch {}
  addEventListener("click", (e) => {
    const a = e.target.closest("[data-language-switch]");
    if (a) {
      a.href = keep(a);
      try { localStorage[key] = a.dataset.languageSwitch; } catch {}
    }
  });
})();`;
