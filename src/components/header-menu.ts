/**
 * The header's menus, in plain TypeScript (no framework; it runs on every page).
 *
 * - The mobile menu opens and closes with its toggle.
 * - A submenu is a disclosure: its toggle (aria-expanded) opens and closes it; a closed submenu is
 *   not displayed, so its links are out of the tab order. Escape closes the submenu that holds the
 *   focus (or the mobile menu) and puts the focus back on its toggle; a click outside closes all.
 * - On wide screens an open submenu is a panel under the menu bar, in columns and scrolling within
 *   the viewport; the header makes room for it (`--menu-panel-height`), so it never covers the page's
 *   controls.
 * - On wide screens the menu keeps to one row: entries that do not fit move into the 'More' entry.
 * Every click on a menu link loads a new page, so closing on link click (and when a page comes back
 * from the back-forward cache) is "closing on route change" for this site.
 */

/** Width from which the menu is a bar with panels (header.css uses the same breakpoint). */
const WIDE = "(min-width: 960px)";

const isOpen = (button: Element): boolean => button.getAttribute("aria-expanded") === "true";

function setExpanded(button: HTMLElement, open: boolean): void {
  button.setAttribute("aria-expanded", String(open));
}

/** The submenu a toggle controls. */
function panelOf(button: HTMLElement): HTMLElement | null {
  const id = button.getAttribute("aria-controls");
  return id ? document.getElementById(id) : null;
}

function setupHeader(header: HTMLElement): void {
  const toggle = header.querySelector<HTMLElement>("[data-menu-toggle]");
  const menu = header.querySelector<HTMLElement>(".site-nav > .menu");
  const wide = window.matchMedia(WIDE);
  const subToggles = (): HTMLElement[] => [...header.querySelectorAll<HTMLElement>("[data-submenu-toggle]")];

  /** Room under the header for the open top-level panel (wide screens only). */
  const makeRoom = (): void => {
    const open = subToggles().find((b) => isOpen(b) && b.closest(".submenu") === null);
    const panel = open ? panelOf(open) : null;
    const height = wide.matches && panel ? panel.getBoundingClientRect().height : 0;
    header.style.setProperty("--menu-panel-height", `${Math.ceil(height)}px`);
  };

  const closeAll = (): void => {
    if (toggle) setExpanded(toggle, false);
    subToggles().forEach((b) => setExpanded(b, false));
    makeRoom();
  };

  toggle?.addEventListener("click", () => setExpanded(toggle, !isOpen(toggle)));

  header.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLElement>("[data-submenu-toggle]");
    if (button && header.contains(button)) {
      const open = !isOpen(button);
      // Close every other submenu except the ones this toggle sits in ('More' keeps its entries open).
      for (const other of subToggles()) {
        const panel = panelOf(other);
        if (other !== button && !(panel && panel.contains(button))) setExpanded(other, false);
      }
      setExpanded(button, open);
      makeRoom();
      return;
    }
    if (target?.closest("a")) closeAll();
  });

  document.addEventListener("click", (event) => {
    if (event.target instanceof Node && !header.contains(event.target)) {
      if (subToggles().some(isOpen)) closeAll();
    }
  });

  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const focused = document.activeElement;
    // The innermost open submenu holding the focus, or whose toggle has it.
    const open = subToggles()
      .filter(isOpen)
      .filter((b) => b === focused || (focused instanceof Node && panelOf(b)?.contains(focused)))
      .pop();
    if (open) {
      setExpanded(open, false);
      makeRoom();
      open.focus();
      return;
    }
    if (subToggles().some(isOpen)) {
      subToggles().forEach((b) => setExpanded(b, false));
      makeRoom();
      return;
    }
    if (toggle && isOpen(toggle)) {
      setExpanded(toggle, false);
      toggle.focus();
    }
  });

  window.addEventListener("pageshow", closeAll);
  if (menu) setupOverflow(menu, wide, closeAll);
  wide.addEventListener("change", closeAll);
}

/**
 * Keeps the wide menu on one row: the entries that would wrap move, last first, into the 'More'
 * entry's submenu (in their order); they come back when there is room again or on narrow screens.
 */
function setupOverflow(menu: HTMLElement, wide: MediaQueryList, closeAll: () => void): void {
  const more = menu.querySelector<HTMLElement>(":scope > [data-menu-more]");
  const moreList = more?.querySelector<HTMLElement>(":scope > .submenu");
  if (!more || !moreList) return;
  const entries = [...menu.children].filter((li): li is HTMLElement => li !== more && li instanceof HTMLElement);

  const wraps = (): boolean => {
    const shown = [...menu.children].filter((li): li is HTMLElement => li instanceof HTMLElement && !li.hidden);
    const top = shown[0]?.offsetTop ?? 0;
    return shown.some((li) => li.offsetTop > top + 1);
  };

  const fit = (): void => {
    closeAll();
    for (const li of entries) menu.insertBefore(li, more);
    more.hidden = true;
    if (!wide.matches || !wraps()) return;
    more.hidden = false;
    for (let i = entries.length - 1; i > 0 && wraps(); i -= 1) {
      const entry = entries[i];
      if (entry) moreList.prepend(entry);
    }
  };

  let frame = 0;
  let width = window.innerWidth;
  window.addEventListener("resize", () => {
    if (window.innerWidth === width) return;
    width = window.innerWidth;
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(fit);
  });
  fit();
  void document.fonts?.ready.then(fit);
}

document.querySelectorAll<HTMLElement>("[data-site-header]").forEach(setupHeader);
