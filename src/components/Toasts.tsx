/**
 * The page's one toast outlet, mounted by SiteLayout on interactive pages. It stays empty (and
 * sonner unloaded) until the page shows a toast; it also shows a toast left by the previous page
 * (see lib/flash.ts).
 */
import { useStore } from "@nanostores/react";
import { lazy, Suspense, useEffect } from "react";
import { takeFlash } from "../lib/flash.ts";
import { $outletWanted, markOutletReady, toast, TOAST_MS } from "../lib/toast.ts";

const ToastOutlet = lazy(() => import("./ToastOutlet.tsx"));

/** Toast outlet plus the pending flash. */
export default function Toasts() {
  const wanted = useStore($outletWanted);
  useEffect(() => {
    const flash = takeFlash();
    if (flash) toast[flash.type](flash.message, { duration: flash.duration ?? TOAST_MS });
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastOutlet onReady={markOutletReady} />
    </Suspense>
  );
}
