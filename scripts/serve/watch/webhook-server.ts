/**
 * The watcher's webhook: `POST /webhook` with a signed body (webhook-signature.ts) naming the chains
 * whose data changed, `{ "sites": ["freshmart"] }` (or `"site"`; neither: every chain is polled at
 * once). Answers 202 with the chains queued; refuses an unsigned (401), stale (401), badly signed
 * (401) or replayed (409) delivery, a body over 64 KB (413) and one that is not such JSON (400), each
 * refusal logged with the caller's address and the reason (never the secret, the signature or the
 * body). `GET /health` answers the watcher's state (no secrets). Listens on loopback unless told
 * otherwise: in production a reverse proxy with TLS stands in front of it.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { ReplayGuard, verifyWebhook } from "../../lib/webhook-signature.ts";

/** What a delivery asked for: some chains, or every chain (a poll now). */
export type WebhookRequest = { sites: string[] } | { all: true };

/** Options of `startWebhookServer`. */
export type WebhookServerOptions = {
  port: number;
  host?: string;
  secret: Buffer;
  /** Told of each accepted delivery; answers which chains it queued and which it does not know. */
  onChange: (request: WebhookRequest, id: string) => { queued: string[]; unknown: string[] };
  /** The watcher's state for `GET /health`. */
  status: () => unknown;
  log: (line: string) => void;
  /** Clock (tests). */
  now?: () => number;
};

/** A running webhook listener. */
export type WebhookServer = { url: string; port: number; close: () => Promise<void> };

const MAX_BODY = 64 * 1024;
const SITE = /^[a-z0-9][a-z0-9-]{0,62}$/;

function answer(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store" });
  res.end(JSON.stringify(body));
}

/** Reads the raw body up to MAX_BODY bytes; null when it is larger. */
function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    let size = Number(req.headers["content-length"] ?? 0);
    if (size > MAX_BODY) {
      req.resume();
      done(null);
      return;
    }
    size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) return void chunks.push(chunk);
      // Stop reading; the answer closes the connection.
      req.off("data", onData);
      req.pause();
      done(null);
    };
    req.on("data", onData);
    req.on("end", () => done(Buffer.concat(chunks)));
    req.on("error", fail);
  });
}

/** The chains a delivery's JSON names, or a problem. */
export function parseWebhookBody(body: Buffer): WebhookRequest | { problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(body.toString("utf8"));
  } catch {
    return { problem: "the body is not JSON" };
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) return { problem: "the body is not an object" };
  const { site, sites } = json as { site?: unknown; sites?: unknown };
  const named = [
    ...(site === undefined ? [] : [site]),
    ...(Array.isArray(sites) ? sites : sites === undefined ? [] : [sites]),
  ];
  if (named.length === 0) return { all: true };
  const bad = named.find((s) => typeof s !== "string" || !SITE.test(s));
  if (bad !== undefined) return { problem: `not a site key: ${JSON.stringify(bad).slice(0, 80)}` };
  return { sites: [...new Set(named as string[])] };
}

/** Starts the listener; resolves once it listens. */
export async function startWebhookServer(opts: WebhookServerOptions): Promise<WebhookServer> {
  const guard = new ReplayGuard();
  const now = opts.now ?? Date.now;
  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      opts.log(`webhook: error while answering: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) answer(res, 500, { ok: false });
    });
  });
  const refuse = (req: IncomingMessage, res: ServerResponse, status: number, reason: string, id?: string) => {
    opts.log(
      `webhook: refused ${status} from ${req.socket.remoteAddress ?? "?"}: ${reason}${id ? ` (delivery ${id})` : ""}`,
    );
    answer(res, status, { ok: false, error: reason });
  };
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? "/").split("?")[0];
    if (path === "/health" && req.method === "GET") return answer(res, 200, { ok: true, ...(opts.status() as object) });
    if (path !== "/webhook") return answer(res, 404, { ok: false, error: "not found" });
    if (req.method !== "POST") return refuse(req, res, 405, `method ${req.method ?? "?"}`);
    const body = await readBody(req);
    if (body === null) {
      res.setHeader("Connection", "close");
      res.on("finish", () => req.destroy());
      return refuse(req, res, 413, `body over ${MAX_BODY} bytes`);
    }
    const header = (name: string) => {
      const v = req.headers[name];
      return Array.isArray(v) ? v[0] : v;
    };
    const verdict = verifyWebhook(opts.secret, header, body, guard, now());
    if (!verdict.ok) return refuse(req, res, verdict.status, verdict.reason, verdict.id);
    const request = parseWebhookBody(body);
    if ("problem" in request) return refuse(req, res, 400, request.problem, verdict.id);
    const { queued, unknown } = opts.onChange(request, verdict.id);
    const what = "all" in request ? "every chain" : request.sites.join(", ");
    opts.log(
      `webhook: delivery ${verdict.id} accepted: ${what}${unknown.length ? ` (unknown: ${unknown.join(", ")})` : ""}`,
    );
    answer(res, 202, { ok: true, queued, unknown });
  }
  await new Promise<void>((done, fail) => {
    server.once("error", fail);
    server.listen(opts.port, opts.host ?? "127.0.0.1", () => done());
  });
  const port = (server.address() as AddressInfo).port;
  const host = opts.host ?? "127.0.0.1";
  return {
    port,
    url: `http://${host.includes(":") ? `[${host}]` : host}:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
