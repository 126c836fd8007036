/**
 * The page's toasts, without an island: sonner's outlet is mounted in a React root of its own the
 * first time the page asks for a toast (lib/toast.ts), so a page that never notifies loads neither
 * sonner nor, through it, React. A toast left by the previous page (lib/flash.ts) is shown at once.
 * Run by ToastHost.astro on interactive pages.
 */
import { takeFlash } from "../lib/flash.ts";
import { $outletWanted, markOutletReady, toast, TOAST_MS } from "../lib/toast.ts";

let started = false;

/** Mounts the outlet on the first toast and shows the pending flash. */
export function startToasts(): void {
  if (started) return;
  started = true;
  let mounted = false;
  $outletWanted.subscribe((wanted) => {
    if (!wanted || mounted) return;
    mounted = true;
    void import("./toast-mount.tsx")
      .then(({ mountToastOutlet }) => mountToastOutlet(markOutletReady))
      .catch((error: unknown) => console.warn("Toasts could not load:", error));
  });
  const flash = takeFlash();
  if (flash) toast[flash.type](flash.message, { duration: flash.duration ?? TOAST_MS });
}
