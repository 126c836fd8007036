/**
 * The chain's service worker (issue 28), built on Workbox and bundled once per build; each chain
 * folder gets its own copy with its own precache list (scripts/lib/service-worker.ts), served at
 * the chain's root and registered with that root as scope. It keeps only the chain's own files —
 * never a gateway answer, never anything of a member:
 *
 * - precached at install: the chain's scripts, styles and fonts (`_assets/`), the offline page,
 *   the manifest and icons;
 * - pages (navigations): network first, so a release shows on the next navigation; the copy kept
 *   for offline use is keyed without the query string (a hand-off link's member token never
 *   becomes a cache key); a page never kept, offline, is answered with the chain's offline page at
 *   the address asked for;
 * - `_assets/`: cache first (their names change with their content); other same-origin files
 *   (favicon, images): network first.
 *
 * A new worker takes over at once (skipWaiting, clientsClaim) and removes the caches of older ones.
 */
import { clientsClaim } from "workbox-core";
import type { WorkboxPlugin } from "workbox-core/types.js";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";
import { offlinePageAt } from "./offline-page.ts";

/** What this worker uses of its global scope (the project's types are the DOM's, not a worker's). */
type WorkerScope = {
  registration: { scope: string };
  skipWaiting(): Promise<void>;
  addEventListener(type: "message", listener: (event: MessageLike) => void): void;
};
type MessageLike = { data: unknown; waitUntil(promise: Promise<unknown>): void };

const worker = self as unknown as WorkerScope;
const scope = new URL(worker.registration.scope);
/** The chain's root path: `/` on its host, `/<site>/` in path mode. */
const root = scope.pathname;
/** The chain's offline page (precached as its file, served at its directory address). */
const OFFLINE = "offline/";
const OFFLINE_FILE = "offline/index.html";

void worker.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

/** Same origin and, for pages, inside the chain's root. */
const ownOrigin = (url: URL): boolean => url.origin === scope.origin;
const inScope = (url: URL): boolean => ownOrigin(url) && url.pathname.startsWith(root);

// Workbox's injection point: `self.__WB_MANIFEST` is replaced by this chain's precache list at build.
const manifest = (self as unknown as { __WB_MANIFEST: (PrecacheEntry | string)[] }).__WB_MANIFEST;
// The list names `_assets/` files at `/_assets/…`, the address pages ask for in both modes, so each
// answer carries the URL it was asked for: a module answered under another URL (the chain's copy
// under `/<site>/`) would resolve its imports against that one, a second module graph on the page.
precacheAndRoute(manifest);

/** Keeps complete answers of this origin only (no redirect, no error page, no opaque answer). */
const onlyOk: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 && response.type === "basic" ? response : null),
};

/** A page's cache key without its query string. */
function pageKey(url: string): string {
  const key = new URL(url);
  key.search = "";
  key.hash = "";
  return key.href;
}

const pages = new NetworkFirst({
  cacheName: `pages-${scope.href}`,
  plugins: [
    onlyOk,
    { cacheKeyWillBeUsed: async ({ request }) => pageKey(request.url) },
    // Past the HTTP cache's short page lifetime too: a release shows on the very next navigation.
    {
      requestWillFetch: async ({ request }) =>
        new Request(request.url, { cache: "no-cache", credentials: "same-origin", redirect: "manual" }),
    },
  ],
});

registerRoute(
  ({ request, url }) => request.mode === "navigate" && inScope(url),
  async (options) => {
    try {
      return await pages.handle(options);
    } catch {
      return offlineAt(options.url);
    }
  },
);

/**
 * The chain's offline page at the address asked for (no redirect): a reload or Back once the
 * connection returns is that page, and the offline page reloads itself when the browser is online.
 * 503, never kept: it is not the page asked for.
 */
async function offlineAt(asked: URL): Promise<Response> {
  const offline = await matchPrecache(OFFLINE_FILE);
  if (offline === undefined) return Response.error();
  // The offline page's own headers (the chain's Content-Security-Policy among them), less those of its file.
  const headers = new Headers(offline.headers);
  for (const name of ["content-length", "content-encoding", "etag", "last-modified"]) headers.delete(name);
  headers.set("cache-control", "no-store");
  const html = offlinePageAt(await offline.text(), new URL(OFFLINE, scope).href, asked.href);
  return new Response(html, { status: 503, statusText: "Offline", headers });
}

registerRoute(
  ({ url }) => ownOrigin(url) && url.pathname.includes("/_assets/"),
  new CacheFirst({ cacheName: `assets-${scope.href}`, plugins: [onlyOk] }),
);

// GET only: a HEAD (the offline page asking whether the server answers again) goes to the network as it is.
registerRoute(
  ({ request, url }) =>
    ownOrigin(url) && request.method === "GET" && request.mode !== "navigate" && !url.pathname.endsWith("/sw.js"),
  new NetworkFirst({ cacheName: `files-${scope.href}`, plugins: [onlyOk] }),
);

/** A page loaded before this worker controlled it asks to be kept (`{ keep: <its address> }`). */
worker.addEventListener("message", (event) => {
  const keep = (event.data as { keep?: unknown } | null)?.keep;
  if (typeof keep !== "string") return;
  const url = new URL(keep, scope);
  if (!inScope(url)) return;
  event.waitUntil(
    pages.handleAll({ event: event as never, request: new Request(pageKey(url.href)) })[1].catch(() => undefined),
  );
});
