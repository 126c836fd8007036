/**
 * The one redirect rule of the session guards, as the inline script both carry (the same bytes on
 * every page, so one CSP hash covers it). Read before the browser paints:
 * - In `<head>` (GuardRedirect.astro) the data rides on the script itself (`data-require`,
 *   `data-base`): a visitor who may not see the page leaves before anything loads.
 * - After a guarded container (Guard.astro) the data is on the container (`data-guard`): the
 *   script shows it to the right visitor, or sends the wrong one away.
 * A member page without a user record stores the page as the redirect target, leaves the toast
 * 'Please Login to access this page' (`data-message`) for /login and goes there, unless a hand-off
 * login (`?usertoken=`) is on its way; a guest page sends a signed-in visitor to the site root.
 * On a page that shows the card barcode (`data-card-key`, in `<head>`), a member's remembered
 * barcode (use-card.ts) is asked for at once, so it is there when the page's script shows it.
 * A members' page's module preloads ride on the head script (`data-preload`, written by the build's
 * island-preload step) and are added for a signed-in member only, so a guest sent to /login does not
 * download the page's scripts first.
 */
export const GUARD_SCRIPT = `(function () {
  const s = document.currentScript;
  if (!s || !s.dataset) return;
  const g = s.dataset.require ? null : s.previousElementSibling;
  const d = g ? g.dataset : s.dataset;
  const require = g ? d && d.guard : d.require;
  if (!require) return;
  let user = null;
  try {
    user = JSON.parse(localStorage.getItem(d.userKey) || "null");
  } catch {
    /* unreadable record: a guest */
  }
  const signedIn = !!(user && typeof user.UserToken === "string" && user.UserToken.trim());
  const meta = document.querySelector('meta[name="site-base"]');
  const base = new URL(d.base || (meta ? meta.content : "./"), location.href).href;
  if (require === "member" && !signedIn && /[?&]usertoken=/i.test(location.search)) return;
  if (require === "member" && !signedIn) {
    try {
      if (location.href.indexOf(base) === 0) localStorage.setItem(d.redirectKey, "/" + location.href.slice(base.length));
      sessionStorage.setItem("flash", JSON.stringify({ type: "error", message: d.message }));
    } catch {
      /* storage disabled: the redirect still happens */
    }
    location.replace(new URL("login/", base).href);
  } else if (require === "guest" && signedIn) {
    location.replace(base);
  } else if (g) {
    g.hidden = false;
  }
  if (require === "member" && signedIn && d.cardKey) {
    try {
      const card = JSON.parse(localStorage.getItem(d.cardKey) || "null");
      if (card && card.member === user.MemberNumber && /^https?:\\/\\//i.test(card.url)) {
        const link = document.createElement("link");
        link.rel = "preload";
        link.as = "image";
        link.href = card.url;
        link.setAttribute("fetchpriority", "high");
        document.head.appendChild(link);
      }
    } catch {
      /* unreadable record: the page fetches the card as usual */
    }
  }
  if (require === "member" && signedIn && d.preload) {
    for (const href of d.preload.split(" ")) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      link.setAttribute("fetchpriority", "low");
      document.head.appendChild(link);
    }
  }
})();`;

/** The spec's toast for a protected route without a user record (accounts §2.1, §8). */
export const LOGIN_REQUIRED = "Please Login to access this page";
