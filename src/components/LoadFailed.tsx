/**
 * What a part of an island says when its code could not be loaded (a file lost on a bad connection,
 * or replaced by a release while the page was open): the rest of the page stays, and the shopper is
 * told what to do. A reload brings the page's files back; the browser does not fetch a module it
 * failed to load again.
 */
import { tr, type Texts } from "../lib/i18n/shown-text.ts";
import "./load-failed.css";

/** The message of a part that could not load. */
export const LOAD_FAILED_TEXT =
  "This part of the page could not be loaded. Check your connection, then reload the page.";

/** The message and a Reload button, announced as an alert. */
export default function LoadFailed({ texts }: { texts?: Texts | undefined }) {
  return (
    <div className="load-failed" role="alert">
      <p>{tr(texts, LOAD_FAILED_TEXT)}</p>
      <button type="button" className="button" onClick={() => location.reload()}>
        {tr(texts, "Reload the page")}
      </button>
    </div>
  );
}
