/**
 * The preview server's request handler: a Hono app that runs the shared serving rules and answers
 * with the shared headers; files go out through Hono's static serving (streamed, HEAD and byte
 * ranges handled there). Files are read per request, so a rebuild shows up without a restart.
 */
import { readFileSync, statSync } from "node:fs";
import type { RequestListener } from "node:http";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { getRequestListener, type HttpBindings } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context } from "hono";
import { dirProbe } from "../lib/files.ts";
import type { CacheClass } from "../lib/http-headers.ts";
import { CACHE_CONTROL, contentTypeFor, isCompressible, securityHeaders } from "../lib/http-headers.ts";
import type { RoutingModel } from "./routing-model.ts";
import { sharedBetaSources } from "./routing-model.ts";
import type { Resolution, RoutingTables } from "../lib/serving-rules.ts";
import { resolveRequest, routingTables } from "../lib/serving-rules.ts";
import { renderSiteIndex } from "./site-index.ts";
import { normaliseHost } from "../lib/sites.ts";

type Env = { Bindings: HttpBindings };
type Ctx = { distDir: string; model: RoutingModel; gzipCache: Map<string, Buffer> };

/** Builds the request handler over `distDir` for the given routing model. */
export function createPreviewHandler(distDir: string, model: RoutingModel): RequestListener {
  return getRequestListener(createPreviewApp(distDir, model).fetch);
}

/** The preview as a Hono app (its `fetch` needs Node's request in `env.incoming`: the raw path and Host). */
export function createPreviewApp(distDir: string, model: RoutingModel): Hono<Env> {
  // The demo preview keeps path mode on loopback names; every other host follows production.
  const tables: RoutingTables = routingTables(model.sites, true);
  const headersBySite = new Map(model.sites.map((s) => [s.site, securityHeaders(s.sources)]));
  // A beta host several chains list is one origin for all of them: the strict shared policy there.
  const sharedBetaHeaders = new Map(model.sites.map((s) => [s.site, securityHeaders(sharedBetaSources(s))]));
  const isSharedBeta = (host: string | undefined) => (tables.betaHosts.get(normaliseHost(host ?? ""))?.size ?? 0) > 1;
  const sharedHeaders = securityHeaders(model.shared);
  // A symbolic link inside the build is never followed, as the nginx configuration has it.
  const probe = dirProbe(distDir, { followLinks: false });
  const ctx: Ctx = { distDir, model, gzipCache: new Map() };
  const app = new Hono<Env>();

  app.all("*", async (c) => {
    // The raw request target, not the parsed URL: the rules judge `..` and encoded slashes themselves.
    const { incoming } = c.env;
    const resolution = resolveRequest(incoming.headers.host, incoming.url ?? "/", tables, probe);
    const site = "site" in resolution ? resolution.site : null;
    const bySite = isSharedBeta(incoming.headers.host) ? sharedBetaHeaders : headersBySite;
    for (const [k, v] of Object.entries((site && bySite.get(site)) || sharedHeaders)) c.header(k, v);
    if (c.req.method !== "GET" && c.req.method !== "HEAD") {
      c.header("Allow", "GET, HEAD");
      return send(c, 405, "none", "text/plain; charset=utf-8", "Method Not Allowed\n");
    }
    try {
      return await answer(c, resolution, ctx);
    } catch (error) {
      // A file can vanish mid-request while a rebuild rewrites dist/.
      return send(c, 500, "none", "text/plain; charset=utf-8", `Internal error: ${String(error)}\n`);
    }
  });
  return app;
}

async function answer(c: Context<Env>, r: Resolution, ctx: Ctx): Promise<Response> {
  const html = "text/html; charset=utf-8";
  switch (r.kind) {
    case "file":
      return sendFile(c, r.relPath, r.cache, ctx);
    case "redirect":
      c.header("Location", r.location);
      return send(c, r.status, "none", "text/plain; charset=utf-8", `Redirecting to ${r.location}\n`);
    case "not-found": {
      const body = r.errorPage
        ? readFileSync(join(ctx.distDir, r.errorPage))
        : "<!doctype html><title>Not found</title><h1>Not found</h1>\n";
      return send(c, 404, "none", html, body);
    }
    case "index":
      return send(c, 200, "none", html, renderSiteIndex(ctx.model.sites, localPort(c)));
    case "no-content":
      return send(c, 204, "none", "text/plain; charset=utf-8", "");
    case "bad-request":
      return send(c, 400, "none", "text/plain; charset=utf-8", "Bad Request\n");
  }
}

async function sendFile(c: Context<Env>, relPath: string, cache: CacheClass, ctx: Ctx): Promise<Response> {
  const file = join(ctx.distDir, ...relPath.split("/"));
  const st = statSync(file);
  const etag = `W/"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`;
  c.header("ETag", etag);
  c.header("Last-Modified", st.mtime.toUTCString());
  c.header("Cache-Control", CACHE_CONTROL[cache]);
  if (c.req.header("if-none-match") === etag) return c.body(null, 304);
  const type = contentTypeFor(file);
  if (isCompressible(type)) {
    c.header("Vary", "Accept-Encoding");
    if (/\bgzip\b/.test(c.req.header("accept-encoding") ?? "")) {
      c.header("Content-Encoding", "gzip");
      return send(c, 200, cache, type, gzipped(file, etag, ctx.gzipCache));
    }
  }
  const served = await serveStatic({ root: ctx.distDir, path: relPath })(c, async () => undefined);
  if (!(served instanceof Response)) throw new Error(`${relPath} is gone`);
  // Hono guesses the type from the extension; the shared table (what nginx and the CDN files send) wins.
  served.headers.set("Content-Type", type);
  return served;
}

/** The gzipped file, remembered by path and ETag (a rebuilt file gets a new entry). */
function gzipped(file: string, etag: string, cache: Map<string, Buffer>): Buffer {
  const key = `${file}\0${etag}`;
  let body = cache.get(key);
  if (body === undefined) {
    body = gzipSync(readFileSync(file));
    if (cache.size > 2000) cache.clear(); // old builds' entries; the cache only has to be warm, not complete
    cache.set(key, body);
  }
  return body;
}

function send(c: Context<Env>, status: number, cache: CacheClass, type: string, body: string | Buffer): Response {
  const bytes = typeof body === "string" ? Buffer.from(body) : body;
  c.header("Cache-Control", CACHE_CONTROL[cache]);
  c.header("Content-Type", type);
  c.header("Content-Length", String(bytes.length));
  return c.newResponse(c.req.method === "HEAD" ? null : new Uint8Array(bytes), status as 200);
}

/** The port the visitor used, for the host-mode links of the index page. */
function localPort(c: Context<Env>): number | undefined {
  const { incoming } = c.env;
  const port = Number(/:(\d+)$/.exec(incoming.headers.host ?? "")?.[1] ?? incoming.socket.localPort);
  return Number.isInteger(port) && port > 0 ? port : undefined;
}
