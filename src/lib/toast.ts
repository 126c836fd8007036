/**
 * The storefront's toasts. Islands call `toast.success(text, { duration })` and friends with the
 * specs' texts; the renderer (sonner, about 10 KB gzip with its react-dom import) is fetched when a
 * page shows its first toast, so a page pays for it only when it notifies. The page's toast host
 * (components/toasts.client.ts) mounts the outlet once asked and it reports when it is listening.
 */
import { atom } from "nanostores";

/** The kinds of toast the specs use. */
export type ToastKind = "success" | "error" | "info" | "warning";

/** Per-toast options; `action` is a button in the toast (sonner's action, e.g. an Undo). */
export type ToastOptions = { duration?: number; action?: { label: string; onClick: () => void } };

/** Default display time (shopping spec §9: toast auto-close 2000 ms). */
export const TOAST_MS = 2000;

/** The specs' notice for a call that got no usable answer (network failure, unreadable answer). */
export const ERROR_NOTIFICATION = "Error Notification !";

/** True once a toast was asked for: the toast host then mounts sonner's outlet. */
export const $outletWanted = atom(false);

let resolveOutlet: () => void = () => {};
const outletListening = new Promise<void>((resolve) => {
  resolveOutlet = resolve;
});

/**
 * Called by the outlet once sonner's Toaster has mounted. The short pause lets assistive technology
 * register the new live region before the first message lands in it.
 */
export function markOutletReady(): void {
  setTimeout(resolveOutlet, 60);
}

function show(kind: ToastKind, message: string, options: ToastOptions = {}): void {
  $outletWanted.set(true);
  void Promise.all([import("sonner"), outletListening]).then(([sonner]) => {
    const { action } = options;
    sonner.toast[kind](message, {
      duration: options.duration ?? TOAST_MS,
      ...(action === undefined ? {} : { action: { label: action.label, onClick: () => action.onClick() } }),
    });
  });
}

/** Shows a toast; same call shape as sonner's `toast.success(message, { duration })`. */
export const toast: Record<ToastKind, (message: string, options?: ToastOptions) => void> = {
  success: (message, options) => show("success", message, options),
  error: (message, options) => show("error", message, options),
  info: (message, options) => show("info", message, options),
  warning: (message, options) => show("warning", message, options),
};
