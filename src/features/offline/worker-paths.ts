/**
 * Paths the chain's worker and the build agree on, relative to the chain's root: the offline page's
 * file, and the pages the worker keeps at install (whose files the build precaches).
 */

/** The chain's offline page as its file (precached; the worker serves it at its directory address). */
export const OFFLINE_FILE = "offline/index.html";

/** Pages kept at install for the till offline: the deals sheet (a static page, no member data). */
export const KEPT_AT_INSTALL = ["my-deals/"];
