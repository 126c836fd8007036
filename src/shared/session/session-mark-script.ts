/** SessionMark.astro's inline script: marks `<html data-session="member">` when the chain's user record exists. */
export const SESSION_MARK_SCRIPT = `(function () {
  const k = document.querySelector('meta[name="session-key"]');
  if (!k) return;
  try {
    const u = JSON.parse(localStorage.getItem(k.getAttribute("content")) || "null");
    if (u && typeof u.UserToken === "string" && u.UserToken.trim()) {
      document.documentElement.setAttribute("data-session", "member");
    }
  } catch {
    /* unreadable record: a guest */
  }
})();`;
