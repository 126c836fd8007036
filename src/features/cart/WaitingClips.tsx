/**
 * The clips and unclips made with no signal that wait to be sent, on the cart: a clip the gateway
 * has not confirmed is not in the cart's table (it never looks clipped), it is listed here under
 * 'Waiting for a connection' until the gateway answers. Starts the page's queue for a member (it
 * sends what waits when the browser is online, and shows the gateway's answers).
 */
import { tr } from "../../lib/i18n/shown-text.ts";
import { useTexts } from "../../lib/i18n/page-texts.ts";
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { $waitingClips, WAITING_TEXT } from "../../shared/clipped/waiting-store.ts";
import { startQueue } from "../../shared/clipped/queue-press.ts";

/** The list, or nothing when nothing waits. */
export default function WaitingClips() {
  const waiting = useStore($waitingClips);
  useEffect(() => {
    void startQueue();
  }, []);
  const texts = useTexts();
  if (waiting.size === 0) return null;
  return (
    <section className="cart-waiting" aria-labelledby="cart-waiting-heading">
      <h2 id="cart-waiting-heading">{tr(texts, WAITING_TEXT)}</h2>
      <ul>
        {[...waiting].map(([id, { action, title }]) => (
          <li key={id}>
            {title}: {tr(texts, action === "save" ? "to be added" : "to be removed")}
          </li>
        ))}
      </ul>
    </section>
  );
}
