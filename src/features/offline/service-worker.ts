/**
 * The chain's service worker, built on Workbox and bundled once per build; each chain
 * folder gets its own copy with its own precache list (scripts/serve/service-worker.ts), served at
 * the chain's root and registered with that root as scope. It keeps only the chain's own files —
 * never a gateway answer, never anything of a member:
 *
 * - precached at install: the offline page, the manifest and icons, and the scripts, styles and
 *   fonts (`_assets/`) of the pages kept at install (the offline page and the deals sheet), not
 *   the whole site's: a first visit on a slow phone fetches little besides the page;
 * - pages (navigations): network first, so a release shows on the next navigation; the copy kept
 *   for offline use is keyed without the query string (a hand-off link's member token never
 *   becomes a cache key); a page never kept, offline, is answered with the chain's offline page at
 *   the address asked for (a page under `/es/` with the Spanish one, where the chain has it); the deals sheet is kept at install, so the installed app opens it
 *   offline even if the shopper never opened it online (with the list and barcode of the last
 *   sync, from the member's own storage), in each language the chain is built in; a page is kept
 *   with its files (what it loads and what that imports, on demand too), kept first, so a page
 *   found in the cache opens offline with its islands;
 * - `_assets/`: cache first (their names change with their content), one fetch per file at a
 *   time (a page's own request and the worker keeping it share it); other same-origin files
 *   (favicon, images): network first.
 *
 * A new worker takes over at once (skipWaiting, clientsClaim) and removes the caches of older ones.
 *
 * It also sends the clips a member made with no signal (background sync, where the browser has it):
 * the queue is the page's IndexedDB one (shared/clip-queue), sent under the same lock as a page's.
 */
import { clientsClaim } from "workbox-core";
import type { WorkboxPlugin } from "workbox-core/types.js";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";
import { fileClosure, namesFiles } from "./asset-refs.ts";
import { offlinePageAt } from "./offline-page.ts";
import { KEPT_AT_INSTALL, OFFLINE_FILE } from "./worker-paths.ts";
import { flushQueue, SYNC_PREFIX } from "../../shared/clip-queue/queue-flush.ts";
import { clipQueueDbName } from "../../shared/clip-queue/queue-rules.ts";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../../tenant/languages.ts";

/** What this worker uses of its global scope (the project's types are the DOM's, not a worker's). */
type WorkerScope = {
  registration: { scope: string };
  skipWaiting(): Promise<void>;
  addEventListener(type: "message" | "install", listener: (event: MessageLike) => void): void;
  addEventListener(type: "sync", listener: (event: SyncLike) => void): void;
};
type MessageLike = { data: unknown; waitUntil(promise: Promise<unknown>): void };
type SyncLike = { tag: string; waitUntil(promise: Promise<unknown>): void };
type ExtendableEventLike = { waitUntil(promise: Promise<unknown>): void };

const worker = self as unknown as WorkerScope;
const scope = new URL(worker.registration.scope);
/** The chain's root path: `/` on its host, `/<site>/` in path mode. */
const root = scope.pathname;
/** The chain's offline page (precached as its file, served at its directory address). */
const OFFLINE = "offline/";

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

/**
 * A build file's answer: the precached one, else cache first (`assets`, below); a request already
 * on its way is shared, so a page loading its modules and the worker keeping that page fetch each
 * file once.
 */
const underWay = new Map<string, Promise<Response>>();
function buildFile(request: Request, event: ExtendableEventLike): Promise<Response> {
  let answer = underWay.get(request.url);
  if (answer === undefined) {
    answer = assets.handle({ request, event: event as never }).finally(() => underWay.delete(request.url));
    underWay.set(request.url, answer);
  }
  return answer.then((response) => response.clone());
}

/** The text of a kept page's build file, fetched and kept when it is not yet (null: a font, or no answer). */
async function keptFileText(path: string, event: ExtendableEventLike): Promise<string | null> {
  const url = new URL(path, scope.origin).href;
  const response = (await matchPrecache(url)) ?? (await buildFile(new Request(url), event).catch(() => null));
  return response?.ok === true && namesFiles(path) ? response.text() : null;
}

/** Keeps a page's files (what it loads and what that imports, on demand too) before the page itself. */
const withItsFiles: WorkboxPlugin = {
  cacheWillUpdate: async ({ response, event }) => {
    const html = await response.clone().text();
    await fileClosure(html, (path) => keptFileText(path, event as ExtendableEventLike));
    return response;
  },
};

const pages = new NetworkFirst({
  cacheName: `pages-${scope.href}`,
  plugins: [
    onlyOk,
    withItsFiles,
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
 * The folder of the page's language under the chain's root (`es/`), or '' for English: a page in
 * another language falls back to the offline page in its language, where the chain has it.
 */
function languageFolder(url: URL): string {
  const lang = LANGUAGES.find((l) => l !== DEFAULT_LANGUAGE && url.pathname.startsWith(`${root}${l}/`));
  return lang === undefined ? "" : `${lang}/`;
}

/**
 * The chain's offline page at the address asked for (no redirect): a reload or Back once the
 * connection returns is that page, and the offline page reloads itself when the browser is online.
 * 503, never kept: it is not the page asked for.
 */
async function offlineAt(asked: URL): Promise<Response> {
  const folder = languageFolder(asked);
  const own = folder === "" ? undefined : await matchPrecache(folder + OFFLINE_FILE);
  const offline = own ?? (await matchPrecache(OFFLINE_FILE));
  if (offline === undefined) return Response.error();
  // The offline page's own headers (the chain's Content-Security-Policy among them), less those of its file.
  const headers = new Headers(offline.headers);
  for (const name of ["content-length", "content-encoding", "etag", "last-modified"]) headers.delete(name);
  headers.set("cache-control", "no-store");
  const base = new URL((own === undefined ? "" : folder) + OFFLINE, scope).href;
  const html = offlinePageAt(await offline.text(), base, asked.href);
  return new Response(html, { status: 503, statusText: "Offline", headers });
}

/**
 * A build file or another file of the chain (a coupon list piece, a picture) the network did not
 * deliver and no cache holds (the page went on and cancelled it, or the connection dropped) is
 * answered "504 No answer" rather than the worker failing the request: a
 * picture, style or module fails to load just the same, and the browser does not report the
 * worker itself as broken ("A ServiceWorker intercepted the request and encountered an unexpected
 * error", which Firefox logs on the page). Never kept (onlyOk).
 */
const noAnswer: WorkboxPlugin = {
  handlerDidError: async () => new Response(null, { status: 504, statusText: "No answer" }),
};

const assets = new CacheFirst({ cacheName: `assets-${scope.href}`, plugins: [onlyOk, noAnswer] });
registerRoute(
  ({ url }) => ownOrigin(url) && url.pathname.includes("/_assets/"),
  ({ request, event }) => buildFile(request, event as ExtendableEventLike),
);

// GET only: a HEAD (the offline page asking whether the server answers again) goes to the network as it is.
registerRoute(
  ({ request, url }) =>
    ownOrigin(url) && request.method === "GET" && request.mode !== "navigate" && !url.pathname.endsWith("/sw.js"),
  new NetworkFirst({ cacheName: `files-${scope.href}`, plugins: [onlyOk, noAnswer] }),
);

/** Fetches and keeps a page of the chain for offline use (a failure keeps nothing and is no error). */
function keepPage(event: MessageLike, url: URL): Promise<unknown> {
  return pages.handleAll({ event: event as never, request: new Request(pageKey(url.href)) })[1].catch(() => undefined);
}

// The deals sheet opens offline in the installed app from the start. A chain without it answers
// 404, which is not kept.
// In every language the chain is built in (its offline page in the precache list says so).
worker.addEventListener("install", (event) => {
  const precached = new Set(manifest.map((entry) => (typeof entry === "string" ? entry : entry.url)));
  const folders = ["", ...LANGUAGES.map((l) => `${l}/`).filter((f) => precached.has(f + OFFLINE_FILE))];
  const kept = folders.flatMap((folder) => KEPT_AT_INSTALL.map((path) => folder + path));
  event.waitUntil(Promise.all(kept.map((path) => keepPage(event, new URL(path, scope)))));
});

/** A page loaded before this worker controlled it asks to be kept (`{ keep: <its address> }`). */
worker.addEventListener("message", (event) => {
  const keep = (event.data as { keep?: unknown } | null)?.keep;
  if (typeof keep !== "string") return;
  const url = new URL(keep, scope);
  if (!inScope(url)) return;
  event.waitUntil(keepPage(event, url));
});

/**
 * Background sync of the clips made with no signal (the page registers `clip-queue:<subdomain>`
 * when it queues one): the browser fires it once it has a connection, even with the chain's pages
 * closed. The pages hear on the chain's channel that the queue changed and show what the gateway
 * answered. A run that found no answer fails, so the browser tries again later.
 */
worker.addEventListener("sync", (event) => {
  if (!event.tag.startsWith(SYNC_PREFIX)) return;
  const subdomain = event.tag.slice(SYNC_PREFIX.length);
  event.waitUntil(
    flushQueue(subdomain).then((end) => {
      const channel = new BroadcastChannel(clipQueueDbName(subdomain));
      channel.postMessage("changed");
      channel.close();
      if (end === "offline") throw new Error("Clip queue: no answer from the gateway; the browser tries again later");
    }),
  );
});
