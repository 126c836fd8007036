/**
 * The layout audit's rules, run inside the page (`page.evaluate(auditLayout, options)`): each returns
 * the problems a shopper would see at the current width, as readable lines naming the element.
 * The function is self-contained (Playwright serialises it), so its helpers live inside it.
 *
 * - overflow: the document is wider than the viewport (the elements sticking out are named);
 * - slide: a carousel slide at least half inside its track is `inert` (a tap does nothing) or
 *   narrower than a tappable card (MIN_SLIDE px), or a slide's content sits outside the slide;
 * - text: a text's line boxes leave the box that lays them out while that box shows its overflow
 *   (`overflow: visible`) — text over a neighbour or cut off by the screen edge;
 * - focus: a focusable element is not in view when it has focus — as much of it as fits on the
 *   screen must show (the first MAX_FOCUS of the page, then every item of each header menu opened
 *   by its aria-expanded toggle; skipped on a page that overflows sideways, reported above);
 * - word: a word of a link, a button or a table header is split over two lines (a break only after
 *   a hyphen is a line-break opportunity; 'info@freshmart.exampl' / 'e' and 'Qt' / 'y' are not);
 * - cut: a select narrower than the choice it shows, which is then cut ('Featu');
 * - see-through: an open dialog that covers the screen (a lightbox) lets the page show through its
 *   background, or through its controls' bar;
 * - target: a control smaller than 24 × 24 px (WCAG 2.2 SC 2.5.8), with its exceptions: an inline
 *   link in a sentence, a target whose 24 px circle touches no other target, a checkbox or radio
 *   whose label is the target, and elements visually hidden until focused (skip links).
 */
export type AuditOptions = { minSlide: number; minTarget: number; maxFocus: number };

export const AUDIT_OPTIONS: AuditOptions = { minSlide: 120, minTarget: 24, maxFocus: 80 };

export async function auditLayout(opts: AuditOptions): Promise<string[]> {
  const problems: string[] = [];
  const vw = document.documentElement.clientWidth;
  const vh = window.innerHeight;
  // The header's toggles change the page at once (no transition): one frame lets anything they
  // schedule for the next frame run before the menu is measured.
  const frame = () => new Promise<void>((r) => requestAnimationFrame(() => r()));

  const describe = (el: Element): string => {
    const tag = el.tagName.toLowerCase();
    const id = el.id ? `#${el.id}` : "";
    const cls = [...el.classList]
      .slice(0, 2)
      .map((c) => `.${c}`)
      .join("");
    const label = el.getAttribute("aria-label") ?? (el.textContent ?? "").replace(/\s+/g, " ").trim();
    const text = label ? ` "${label.length > 40 ? `${label.slice(0, 39)}…` : label}"` : "";
    return `<${tag}${id}${cls}>${text}`;
  };
  const shown = (el: Element): boolean =>
    el.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true }) && el.closest("[inert]") === null;
  /** Visually hidden (the 1 px clip pattern): not a target until it is focused. */
  const tiny = (r: DOMRect) => r.width <= 2 || r.height <= 2;
  const clipsX = (el: Element) => !["visible"].includes(getComputedStyle(el).overflowX);
  const clipsY = (el: Element) => !["visible"].includes(getComputedStyle(el).overflowY);

  // overflow: elements sticking out of the viewport, outermost first, inside no clipping box.
  if (document.documentElement.scrollWidth > vw + 1) {
    const out: string[] = [];
    for (const el of document.body.querySelectorAll("*")) {
      const r = el.getBoundingClientRect();
      if (r.right <= vw + 1 || tiny(r) || !shown(el)) continue;
      let clipped = false;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (clipsX(p)) clipped = true;
      }
      const parent = el.parentElement;
      if (clipped || (parent && parent !== document.body && parent.getBoundingClientRect().right > vw + 1)) continue;
      out.push(`${describe(el)} right edge at ${Math.round(r.right + scrollX)} px`);
    }
    problems.push(
      `overflow: the page is ${document.documentElement.scrollWidth} px wide in a ${vw} px viewport: ${out.slice(0, 5).join("; ") || "(no single element)"}`,
    );
  }

  // slides
  for (const slide of document.querySelectorAll<HTMLElement>(".glide__slide, .carousel-slide")) {
    const track = slide.closest(".glide__track, .carousel-track") ?? slide.parentElement;
    if (!track || !slide.checkVisibility()) continue;
    const r = slide.getBoundingClientRect();
    const t = track.getBoundingClientRect();
    const inside = Math.min(r.right, t.right) - Math.max(r.left, t.left);
    if (r.width === 0 || inside < r.width / 2) continue;
    if (slide.inert || slide.closest("[inert]")) problems.push(`slide: ${describe(slide)} is visible but inert`);
    if (r.width < opts.minSlide)
      problems.push(`slide: ${describe(slide)} is ${Math.round(r.width)} px wide (under ${opts.minSlide} px)`);
    for (const child of slide.querySelectorAll("*")) {
      const c = child.getBoundingClientRect();
      if (tiny(c) || !shown(child)) continue;
      if (c.top < r.top - 1 || c.bottom > r.bottom + 1) {
        problems.push(`slide: ${describe(child)} sticks out of its slide ${describe(slide)}`);
        break;
      }
    }
  }

  // text outside its box
  const reported = new Set<Element>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim()) continue;
    const parent = node.parentElement;
    if (!parent || parent.closest("script, style, noscript, template, svg, option, select, textarea")) continue;
    let box: Element | null = parent;
    while (box && ["inline", "contents"].includes(getComputedStyle(box).display)) box = box.parentElement;
    if (!box || reported.has(box) || !shown(parent)) continue;
    const b = box.getBoundingClientRect();
    if (tiny(b)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const line of range.getClientRects()) {
      if (line.width === 0) continue;
      const outX = line.right > b.right + 1 || line.left < b.left - 1;
      const outY = line.bottom > b.bottom + 2 || line.top < b.top - 2;
      if ((outX && !clipsX(box)) || (outY && !clipsY(box))) {
        reported.add(box);
        const snippet = node.textContent.trim().slice(0, 30);
        problems.push(
          `text: "${snippet}" runs outside ${describe(box)} (${Math.round(b.width)}×${Math.round(b.height)} px)`,
        );
        break;
      }
    }
  }

  // links, buttons and table headers broken inside a word
  for (const link of document.querySelectorAll("a[href], button, th")) {
    if (!shown(link)) continue;
    const texts = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      for (const word of (node.textContent ?? "").matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size < 2) continue;
        // Breaking after a hyphen or dash is a normal line-break opportunity.
        const parts = word[0].split(/(?<=[-‐–—\u00ad])/);
        if (parts.length >= tops.size) continue;
        problems.push(`word: ${describe(link)} breaks "${word[0]}" over ${tops.size} lines`);
      }
    }
  }

  // a select narrower than the choice it shows: measured on a copy holding only that choice
  for (const select of document.querySelectorAll<HTMLSelectElement>("select")) {
    const chosen = select.selectedOptions[0];
    if (!shown(select) || select.multiple || select.size > 1 || chosen === undefined) continue;
    const drawn = select.getBoundingClientRect().width;
    const probe = select.cloneNode(false) as HTMLSelectElement;
    probe.removeAttribute("id");
    probe.append(chosen.cloneNode(true));
    Object.assign(probe.style, { width: "max-content", position: "absolute", visibility: "hidden" });
    select.after(probe);
    const needed = probe.getBoundingClientRect().width;
    probe.remove();
    if (drawn < needed - 1)
      problems.push(
        `cut: <select${select.id ? `#${select.id}` : ""}> showing "${chosen.text}" is ${Math.round(drawn)} px wide, it needs ${Math.round(needed)} px`,
      );
  }

  /** The alpha of an element's own background colour (0 for none). */
  const alphaOf = (el: Element): number => {
    const parts = /^rgba?\((.+)\)$/.exec(getComputedStyle(el).backgroundColor)?.[1]?.split(/[\s,/]+/) ?? [];
    return parts.length === 4 ? Number(parts[3]) : parts.length === 3 ? 1 : 0;
  };
  /** Whether the first background behind an element (its own or an ancestor's) hides what lies under it. */
  const opaque = (el: Element): boolean => {
    for (let e: Element | null = el; e; e = e.parentElement) {
      const alpha = alphaOf(e);
      if (alpha > 0) return alpha >= 1;
    }
    return false;
  };
  for (const dialog of document.querySelectorAll<HTMLDialogElement>("dialog[open]")) {
    const r = dialog.getBoundingClientRect();
    if (!shown(dialog) || r.width < vw * 0.95 || r.height < vh * 0.95) continue;
    const parts = [dialog, ...dialog.querySelectorAll("button")];
    const through = parts.filter((part) => !opaque(part));
    if (through.length > 0)
      problems.push(`see-through: the page shows through ${describe(dialog)} (at ${describe(through[0] as Element)})`);
  }

  // targets of at least 24 × 24 px
  const targetSelector =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="link"], [tabindex]:not([tabindex="-1"])';
  const targets = [...document.querySelectorAll(targetSelector)].filter((el) => shown(el));
  const rects = new Map(targets.map((el) => [el, el.getBoundingClientRect()]));
  const inSentence = (el: Element): boolean => {
    if (getComputedStyle(el).display !== "inline") return false;
    let block: Element | null = el.parentElement;
    while (block && getComputedStyle(block).display === "inline") block = block.parentElement;
    const all = (block?.textContent ?? "").replace(/\s+/g, "");
    return all.length > (el.textContent ?? "").replace(/\s+/g, "").length;
  };
  const circleClear = (el: Element, r: DOMRect): boolean => {
    const cx = r.left + r.width / 2;
    const cy = r.top + r.height / 2;
    const radius = opts.minTarget / 2;
    for (const [other, o] of rects) {
      if (other === el || other.contains(el) || el.contains(other) || tiny(o)) continue;
      const dx = Math.max(o.left - cx, 0, cx - o.right);
      const dy = Math.max(o.top - cy, 0, cy - o.bottom);
      if (dx * dx + dy * dy < radius * radius) return false;
    }
    return true;
  };
  for (const [el, r] of rects) {
    if (tiny(r)) continue;
    if (r.width >= opts.minTarget - 0.5 && r.height >= opts.minTarget - 0.5) continue;
    if (el.tagName === "A" && inSentence(el)) continue;
    if (el instanceof HTMLInputElement && ["checkbox", "radio"].includes(el.type)) {
      const labels = [...(el.labels ?? [])].map((l) => l.getBoundingClientRect());
      if (labels.some((l) => l.width >= opts.minTarget && l.height >= opts.minTarget)) continue;
    }
    if (circleClear(el, r)) continue;
    problems.push(`target: ${describe(el)} is ${Math.round(r.width)}×${Math.round(r.height)} px (under 24×24)`);
  }

  // every focusable inside the viewport when it has focus
  const focusables = (root: ParentNode) =>
    [...root.querySelectorAll<HTMLElement>(targetSelector)].filter(
      (el) => shown(el) && !(el as HTMLButtonElement).disabled && el.tabIndex >= 0,
    );
  const offscreen = (el: HTMLElement, where: string) => {
    el.focus();
    if (document.activeElement !== el) return;
    const r = el.getBoundingClientRect();
    // In view: as much of it as fits on screen (a panel taller than the screen fills it); of a text
    // area, whose caret the browser scrolls to, its first line.
    const wanted = el instanceof HTMLTextAreaElement ? Math.min(r.height, 24) : Math.min(r.height, vh);
    const seenX = Math.min(r.right, vw) - Math.max(r.left, 0);
    const seenY = Math.min(r.bottom, r.top + wanted, vh) - Math.max(r.top, 0);
    if (seenX < Math.min(r.width, vw) - 1 || seenY < wanted - 1)
      problems.push(
        `focus: ${describe(el)}${where} is at ${Math.round(r.left)},${Math.round(r.top)} (${Math.round(r.width)}×${Math.round(r.height)}) when focused, outside the ${vw}×${vh} viewport`,
      );
  };
  // A page wider than the screen scrolls sideways as focus moves: the overflow above is the finding.
  const overflowing = document.documentElement.scrollWidth > vw + 1;
  if (!overflowing) for (const el of focusables(document).slice(0, opts.maxFocus)) offscreen(el, "");
  const header = document.querySelector("header");
  const opened = new Set<Element>();
  const openMenus = async (root: ParentNode, depth: number): Promise<void> => {
    if (depth > 2) return;
    for (const toggle of root.querySelectorAll<HTMLElement>('button[aria-expanded="false"][aria-controls]')) {
      const menu = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
      if (!menu || opened.has(menu) || !shown(toggle)) continue;
      opened.add(menu);
      toggle.focus();
      toggle.click();
      await frame();
      if (toggle.getAttribute("aria-expanded") === "true") {
        for (const el of focusables(menu)) offscreen(el, ` (in the menu of ${describe(toggle)})`);
        await openMenus(menu, depth + 1);
        toggle.focus();
        toggle.click();
        await frame();
      }
    }
  };
  if (header && !overflowing) await openMenus(header, 0);
  (document.activeElement as HTMLElement | null)?.blur();
  window.scrollTo(0, 0);
  return problems;
}
