/**
 * The signed-in header menu (shopping spec, Header): a disclosure button labelled with the member's
 * last and first name, opening My Account, Change Pin (Change Password on password sites),
 * My Rewards and Logout. Plain DOM, no framework: it runs on every page, static ones included.
 */
import type { StoredUser } from "./session-core.ts";

/** What the menu needs besides the user. */
export type UserMenuOptions = {
  passwordMode: boolean;
  /** Address of a site route. */
  href: (route: string) => string;
  onLogout: () => void;
};

/** The menu label: last name and first name (spec), else the e-mail. */
export function userMenuLabel(user: Pick<StoredUser, "FirstName" | "LastName" | "Username">): string {
  const name = [user.LastName, user.FirstName]
    .map((s) => (s ?? "").trim())
    .filter(Boolean)
    .join(" ");
  return name || (user.Username ?? "").trim() || "My Account";
}

/** The menu entries: label and route. */
export function userMenuLinks(passwordMode: boolean): { label: string; route: string }[] {
  return [
    { label: "My Account", route: "/my-account" },
    { label: passwordMode ? "Change Password" : "Change Pin", route: "/change-pin" },
    { label: "My Rewards", route: "/my-rewards" },
  ];
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}) {
  return Object.assign(document.createElement(tag), props);
}

function listItem(child: HTMLElement): HTMLLIElement {
  const li = el("li");
  li.append(child);
  return li;
}

/** Builds the menu element; the caller puts it in the account slot. */
export function buildUserMenu(user: StoredUser, options: UserMenuOptions): HTMLElement {
  const root = el("div", { className: "user-menu" });
  const toggle = el("button", { type: "button", className: "user-menu-toggle", textContent: userMenuLabel(user) });
  const list = el("ul", { className: "user-menu-list", id: "user-menu-list", hidden: true });
  toggle.setAttribute("aria-expanded", "false");
  toggle.setAttribute("aria-controls", list.id);
  for (const { label, route } of userMenuLinks(options.passwordMode)) {
    list.append(listItem(el("a", { href: options.href(route), textContent: label })));
  }
  const logout = el("button", { type: "button", className: "user-menu-logout", textContent: "Logout" });
  logout.addEventListener("click", options.onLogout);
  list.append(listItem(logout));
  root.append(toggle, list);
  wireDisclosure(root, toggle, list);
  return root;
}

/** Open/close on click, close on Escape (focus back on the button) and on a click outside. */
function wireDisclosure(root: HTMLElement, toggle: HTMLButtonElement, list: HTMLElement): void {
  const set = (open: boolean): void => {
    toggle.setAttribute("aria-expanded", String(open));
    list.hidden = !open;
  };
  toggle.addEventListener("click", () => set(list.hidden));
  root.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || list.hidden) return;
    set(false);
    toggle.focus();
  });
  document.addEventListener("click", (event) => {
    if (event.target instanceof Node && !root.contains(event.target)) set(false);
  });
  root.addEventListener("focusout", (event) => {
    if (event.relatedTarget instanceof Node && !root.contains(event.relatedTarget)) set(false);
  });
}
