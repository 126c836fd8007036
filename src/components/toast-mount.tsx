/** sonner's outlet in a React root of its own, at the end of the page (see toasts.client.ts). */
import { createRoot } from "react-dom/client";
import ToastOutlet from "./ToastOutlet.tsx";

/** Mounts the outlet; `onReady` is called once it listens. */
export function mountToastOutlet(onReady: () => void): void {
  const host = document.createElement("div");
  host.className = "toast-host";
  document.body.append(host);
  createRoot(host).render(<ToastOutlet onReady={onReady} />);
}
