/**
 * sonner's outlet, loaded with sonner itself on a page's first toast (see lib/toast.ts). Its own
 * effects subscribe the Toaster before this component's effect reports it ready.
 */
import { useEffect } from "react";
import { Toaster } from "sonner";
import { TOAST_MS } from "../lib/toast.ts";

/** The toast outlet; calls `onReady` once it listens. */
export default function ToastOutlet({ onReady }: { onReady: () => void }) {
  useEffect(() => onReady(), [onReady]);
  return <Toaster position="top-center" duration={TOAST_MS} closeButton />;
}
