/**
 * Mobile menu and submenu toggles of the header: a few lines of plain TypeScript, no framework.
 * Every click on a menu link loads a new page, so closing on link click and on Escape (and when a
 * page comes back from the back-forward cache) is "closing on route change" for this site.
 */

function setExpanded(button: HTMLElement, open: boolean): void {
  button.setAttribute("aria-expanded", String(open));
}

function setupHeader(header: HTMLElement): void {
  const toggle = header.querySelector<HTMLElement>("[data-menu-toggle]");
  const submenuToggles = [...header.querySelectorAll<HTMLElement>("[data-submenu-toggle]")];
  const closeAll = (): void => {
    if (toggle) setExpanded(toggle, false);
    submenuToggles.forEach((b) => setExpanded(b, false));
  };
  toggle?.addEventListener("click", () => setExpanded(toggle, toggle.getAttribute("aria-expanded") !== "true"));
  for (const button of submenuToggles) {
    button.addEventListener("click", () => {
      const open = button.getAttribute("aria-expanded") !== "true";
      submenuToggles.forEach((b) => setExpanded(b, false));
      setExpanded(button, open);
    });
  }
  header.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a")) closeAll();
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const wasOpen = toggle?.getAttribute("aria-expanded") === "true";
    closeAll();
    if (wasOpen) toggle?.focus();
  });
  window.addEventListener("pageshow", closeAll);
}

document.querySelectorAll<HTMLElement>("[data-site-header]").forEach(setupHeader);
