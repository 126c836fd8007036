/**
 * The header's cart badge: plain TypeScript on nanostores (no React), so it runs on static pages
 * within their 15 KB budget. It shows `$cartCount`, sets the spec's tooltip (the page's words, from
 * the link's `data-*`), and announces changes in a polite live region; the count on page load is not announced, only changes after it.
 */
import { badgeView } from "./cart-count.ts";
import type { BadgeView, BadgeWords } from "./cart-count.ts";
import { $cartCount, restoreCart } from "../../shared/clipped/clipped-store.ts";

/** The parts of the header the badge writes to (DOM elements in the page, plain objects in tests). */
export type BadgeTargets = {
  /** Cart links: get the tooltip as `title`. */
  links: { title: string }[];
  /** Badge digits. */
  counts: { textContent: string | null }[];
  /** The aria-live region, when the header has one. */
  live: { textContent: string | null } | null;
  /** The page's words (the first cart link's `data-*`, cart-count.ts). */
  words: BadgeWords;
};

/** Writes a view into the targets; `announce` also speaks it through the live region. */
export function renderBadge(targets: BadgeTargets, view: BadgeView, announce: boolean): void {
  for (const link of targets.links) link.title = view.title;
  for (const count of targets.counts) count.textContent = view.text;
  if (announce && targets.live) targets.live.textContent = view.announcement;
}

/** Shows counts; announces only once `arm()` says the page's first count has settled. */
export function createBadge(targets: BadgeTargets) {
  let armed = false;
  let shown: string | null = null;
  return {
    /** Shows a count (announced when armed and different from what is shown). */
    show(count: number): void {
      const view = badgeView(count, targets.words);
      renderBadge(targets, view, armed && view.text !== shown);
      shown = view.text;
    },
    /** From now on every change is announced. */
    arm(): void {
      armed = true;
    },
  };
}

/** The header's badge targets in a document (empty when the page has no cart link). */
export function findBadgeTargets(root: ParentNode): BadgeTargets {
  return {
    links: [...root.querySelectorAll<HTMLElement>("[data-cart-link]")],
    counts: [...root.querySelectorAll<HTMLElement>("[data-cart-count]")],
    live: root.querySelector<HTMLElement>("[data-cart-announce]"),
    words: root.querySelector<HTMLElement>("[data-cart-link]")?.dataset ?? {},
  };
}

/** Starts the badge on this page: the count from the tab's cache (or one fetch), then live updates. */
export function startCartBadge(root: ParentNode = document): void {
  const targets = findBadgeTargets(root);
  if (targets.links.length === 0) return;
  const badge = createBadge(targets);
  $cartCount.subscribe((count) => badge.show(count));
  const pending = restoreCart();
  if (pending === null) badge.arm();
  else void pending.finally(() => badge.arm());
}
