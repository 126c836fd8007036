/**
 * Toasts that must survive a navigation ('Please Login to access this page' before the redirect to
 * /login, the session-expired notice, …): stored in sessionStorage under `flash` and shown once by
 * the next page's toast host (components/toasts.client.ts). The guard's inline script writes the same shape.
 */

/** sessionStorage key of the pending toast. */
export const FLASH_KEY = "flash";

/** A toast waiting for the next page. */
export type Flash = {
  type: "success" | "error" | "info" | "warning";
  message: string;
  /** Display time in ms (the spec's default is 2000). */
  duration?: number;
};

const TYPES = new Set(["success", "error", "info", "warning"]);

/** The flash in a stored text, or null when absent or malformed. */
export function parseFlash(text: string | null): Flash | null {
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as Partial<Flash>;
    if (typeof value.message !== "string" || !TYPES.has(String(value.type))) return null;
    const duration = typeof value.duration === "number" && value.duration > 0 ? value.duration : undefined;
    return { type: value.type as Flash["type"], message: value.message, ...(duration ? { duration } : {}) };
  } catch {
    return null;
  }
}

function session(): Storage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps a toast for the next page. */
export function setFlash(flash: Flash): void {
  session()?.setItem(FLASH_KEY, JSON.stringify(flash));
}

/** Takes (and removes) the pending toast. */
export function takeFlash(): Flash | null {
  const storage = session();
  if (!storage) return null;
  const flash = parseFlash(storage.getItem(FLASH_KEY));
  storage.removeItem(FLASH_KEY);
  return flash;
}
