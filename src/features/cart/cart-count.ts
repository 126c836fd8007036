/**
 * Pure rules of the header badge: what the badge, its tooltip and the screen-reader announcement
 * say. The words are the page's, from the cart link's `data-*` (CartLink.astro writes them from the
 * catalogue: the spec's tooltips in English), so the badge's script carries no text of any language.
 */

/** What the header badge shows for a count: digits, tooltip and the sentence announced on change. */
export type BadgeView = { text: string; title: string; announcement: string };

/**
 * The badge's words (the cart link's `data-*`): the tooltips with items (`filled`) and without
 * (`empty`), and the announcement for one item and for `{n}` items.
 */
export type BadgeWords = {
  filled?: string | undefined;
  empty?: string | undefined;
  one?: string | undefined;
  many?: string | undefined;
};

/** The badge for a count; a negative or fractional count (never expected) reads as its floor, at least 0. */
export function badgeView(count: number, words: BadgeWords): BadgeView {
  const n = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  return {
    text: String(n),
    title: (n > 0 ? words.filled : words.empty) ?? "",
    announcement: (n === 1 ? words.one : words.many?.replace("{n}", String(n))) ?? "",
  };
}
