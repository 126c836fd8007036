/**
 * The header's account slot on every page: stores the page as the post-login redirect target,
 * swaps Login/Register for the user menu when a member is signed in, and starts the hand-off login
 * when the address carries another shop app's member identifiers (loaded only then).
 */
import { readSiteConfig } from "../../lib/site-config.ts";
import { hasHandOff, readHandOff, stripHandOff } from "./hand-off-params.ts";
import { $user, rememberCurrentPage, signOut } from "./session-store.ts";
import { siteUrl } from "./site-url.ts";
import { buildUserMenu } from "./user-menu.ts";

/**
 * Logout: on a public page the page reloads (spec); a protected page would only send the guest on
 * to /login with 'Please Login to access this page', so signing out there goes to the home page.
 */
function logout(): void {
  if (document.querySelector('[data-guard="member"]') === null) {
    signOut();
    return;
  }
  signOut({ reload: false });
  location.assign(siteUrl("/"));
}

/**
 * The page's session mark (`<html data-session="member">`, set before paint by SessionMark.astro),
 * which hides Login/Register and the text for guests: it follows the session from then on, so a
 * sign-out or sign-in without a page load (another tab's, an expired session's) shows the right
 * header and text.
 */
function markSession(): void {
  const root = document.documentElement;
  if ($user.get()) root.dataset["session"] = "member";
  else delete root.dataset["session"];
}

function render(slot: HTMLElement): void {
  const user = $user.get();
  slot.querySelector(".user-menu")?.remove();
  if (!user) return;
  const menu = buildUserMenu(user, {
    passwordMode: readSiteConfig().passwordMode,
    href: siteUrl,
    onLogout: logout,
  });
  slot.append(menu);
}

function start(): void {
  const slots = [...document.querySelectorAll<HTMLElement>("[data-account-slot]")];
  if (slots.length === 0) return;
  // Tokens leave the address before anything can store or share it.
  const handOff = hasHandOff(location.search) ? readHandOff(location.search) : null;
  if (hasHandOff(location.search)) history.replaceState(history.state, "", stripHandOff(location.href));
  rememberCurrentPage();
  $user.subscribe(() => {
    markSession();
    slots.forEach(render);
  });
  if (handOff) void import("./hand-off.ts").then((m) => m.runHandOff(handOff));
}

start();
