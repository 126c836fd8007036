/**
 * The preview server's request handler: runs the shared serving rules and writes the answer with the
 * shared headers. Files are read per request, so a rebuild shows up without a restart.
 */
import { readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { dirProbe } from "./files.ts";
import type { CacheClass } from "./http-headers.ts";
import { CACHE_CONTROL, contentTypeFor, isCompressible, securityHeaders } from "./http-headers.ts";
import type { RoutingModel } from "./routing-model.ts";
import type { Resolution, RoutingTables } from "./serving-rules.ts";
import { resolveRequest, routingTables } from "./serving-rules.ts";
import { renderSiteIndex } from "./site-index.ts";

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** Builds the request handler over `distDir` for the given routing model. */
export function createPreviewHandler(distDir: string, model: RoutingModel): Handler {
  // The demo preview keeps path mode on loopback names; every other host follows production.
  const tables: RoutingTables = routingTables(model.sites, true);
  const headersBySite = new Map(model.sites.map((s) => [s.site, securityHeaders(s.sources)]));
  const sharedHeaders = securityHeaders(model.shared);
  const probe = dirProbe(distDir);
  const gzipCache = new Map<string, Buffer>();

  return (req, res) => {
    const res0 = resolveRequest(req.headers.host, req.url ?? "/", tables, probe);
    const site = "site" in res0 ? res0.site : null;
    for (const [k, v] of Object.entries((site && headersBySite.get(site)) || sharedHeaders)) res.setHeader(k, v);
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD");
      return send(req, res, 405, "none", "text/plain; charset=utf-8", "Method Not Allowed\n");
    }
    try {
      answer(req, res, res0, { distDir, model, gzipCache });
    } catch (error) {
      // A file can vanish mid-request while a rebuild rewrites dist/.
      if (!res.headersSent)
        send(req, res, 500, "none", "text/plain; charset=utf-8", `Internal error: ${String(error)}\n`);
    }
  };
}

type Ctx = { distDir: string; model: RoutingModel; gzipCache: Map<string, Buffer> };

function answer(req: IncomingMessage, res: ServerResponse, r: Resolution, ctx: Ctx): void {
  const html = "text/html; charset=utf-8";
  switch (r.kind) {
    case "file":
      return sendFile(req, res, join(ctx.distDir, ...r.relPath.split("/")), r.cache, ctx.gzipCache);
    case "redirect":
      res.setHeader("Location", r.location);
      return send(req, res, r.status, "none", "text/plain; charset=utf-8", `Redirecting to ${r.location}\n`);
    case "not-found": {
      const body = r.errorPage
        ? readFileSync(join(ctx.distDir, r.errorPage))
        : "<!doctype html><title>Not found</title><h1>Not found</h1>\n";
      return send(req, res, 404, "none", html, body);
    }
    case "index":
      return send(req, res, 200, "none", html, renderSiteIndex(ctx.model.sites, localPort(req)));
    case "no-content":
      return send(req, res, 204, "none", "text/plain; charset=utf-8", "");
    case "bad-request":
      return send(req, res, 400, "none", "text/plain; charset=utf-8", "Bad Request\n");
  }
}

function sendFile(req: IncomingMessage, res: ServerResponse, file: string, cache: CacheClass, gz: Map<string, Buffer>) {
  const st = statSync(file);
  const etag = `W/"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`;
  res.setHeader("ETag", etag);
  res.setHeader("Last-Modified", st.mtime.toUTCString());
  if (req.headers["if-none-match"] === etag) {
    res.setHeader("Cache-Control", CACHE_CONTROL[cache]);
    res.writeHead(304).end();
    return;
  }
  const type = contentTypeFor(file);
  if (!isCompressible(type)) return send(req, res, 200, cache, type, readFileSync(file));
  res.setHeader("Vary", "Accept-Encoding");
  if (!/\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))) {
    return send(req, res, 200, cache, type, readFileSync(file));
  }
  const key = `${file}\0${etag}`;
  let body = gz.get(key);
  if (body === undefined) {
    body = gzipSync(readFileSync(file));
    if (gz.size > 2000) gz.clear(); // old builds' entries; the cache only has to be warm, not complete
    gz.set(key, body);
  }
  res.setHeader("Content-Encoding", "gzip");
  send(req, res, 200, cache, type, body);
}

function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  cache: CacheClass,
  type: string,
  body: string | Buffer,
) {
  const bytes = typeof body === "string" ? Buffer.from(body) : body;
  res.setHeader("Cache-Control", CACHE_CONTROL[cache]);
  res.setHeader("Content-Type", type);
  res.setHeader("Content-Length", bytes.length);
  res.writeHead(status);
  res.end(req.method === "HEAD" ? undefined : bytes);
}

/** The port the visitor used, for the host-mode links of the index page. */
function localPort(req: IncomingMessage): number | undefined {
  const port = Number(/:(\d+)$/.exec(req.headers.host ?? "")?.[1] ?? req.socket.localPort);
  return Number.isInteger(port) && port > 0 ? port : undefined;
}
