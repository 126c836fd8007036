/**
 * The tenant layer's one door to lib's URL allow-list (src/lib/safe-url.ts, a module that imports
 * nothing): settings are checked with exactly the rules pages and islands apply.
 */
export { isLinkAddress, isStrictHostname, safeOrigin, safeUrl } from "../lib/safe-url.ts";
