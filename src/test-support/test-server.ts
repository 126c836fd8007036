/**
 * Test-only recording HTTP server (node:http on an ephemeral port): answers scripted responses per
 * `METHOD /path` and records exactly what each request carried, so tests assert the wire itself.
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, expect } from "vitest";
import { createGatewayClient, type GatewayClient } from "../api/client.ts";

/** What the server received. */
export type RecordedRequest = {
  method: string;
  /** Path and query exactly as sent (not decoded). */
  url: string;
  headers: IncomingHttpHeaders;
  /** Raw body text ('' when none). */
  text: string;
  /** Body decoded as JSON (undefined when empty or not JSON). */
  json: unknown;
  /** When it arrived (`performance.now()`). */
  at: number;
};

/**
 * A scripted answer: a JSON value, or raw text, with a status (default 200). With `holdAfter` the
 * body's first that many characters are sent at once and the rest only when `hold` resolves (an
 * answer still arriving).
 */
export type Reply = {
  status?: number;
  json?: unknown;
  text?: string;
  delayMs?: number;
  holdAfter?: number;
  hold?: Promise<void>;
};

/** A running recording server. */
export type RecordingServer = {
  /** `http://127.0.0.1:{port}` */
  baseUrl: string;
  requests: RecordedRequest[];
  /**
   * Scripts the answer for `METHOD /path?query` (exact match on the raw URL). A list answers the
   * requests in turn, its last entry every later one.
   */
  reply(method: string, url: string, reply: Reply | readonly Reply[]): void;
  close(): Promise<void>;
};

/** Decodes JSON or gives undefined. */
function tryJson(text: string): unknown {
  try {
    return text === "" ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

/** Starts a recording server on an ephemeral port. */
export async function startRecordingServer(): Promise<RecordingServer> {
  const replies = new Map<string, Reply[]>();
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const url = req.url ?? "";
      const at = performance.now();
      requests.push({ method: req.method ?? "", url, headers: req.headers, text, json: tryJson(text), at });
      const queue = replies.get(`${req.method} ${url}`);
      const reply = (queue !== undefined && queue.length > 1 ? queue.shift() : queue?.[0]) ?? {
        status: 404,
        text: "not scripted",
      };
      const body = reply.text ?? JSON.stringify(reply.json);
      const send = (): void => {
        res.writeHead(reply.status ?? 200, {
          "content-type": reply.text === undefined ? "application/json" : "text/plain",
        });
        if (reply.holdAfter === undefined) res.end(body);
        else {
          res.write(body.slice(0, reply.holdAfter));
          void (reply.hold ?? Promise.resolve()).then(() => res.end(body.slice(reply.holdAfter)));
        }
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    reply: (method, url, reply) => void replies.set(`${method} ${url}`, Array.isArray(reply) ? [...reply] : [reply]),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The success error block. */
export const OK_BLOCK = { ErrorCode: 1, ErrorDetails: "Success", OfflineMessage: null };

/** Domain header value the test clients send. */
export const TEST_DOMAIN = "tenant-a";

/** Per-test recording server and a client pointed at it (registered as beforeEach/afterEach). */
export function recordingGatewayPerTest(): { server: RecordingServer; client: GatewayClient } {
  const ctx = {} as { server: RecordingServer; client: GatewayClient };
  beforeEach(async () => {
    ctx.server = await startRecordingServer();
    ctx.client = createGatewayClient({ baseUrl: ctx.server.baseUrl, domainname: TEST_DOMAIN });
  });
  afterEach(() => ctx.server.close());
  return ctx;
}

/** Asserts that exactly one request arrived, with this method, raw URL, domainname header and body. */
export function expectOneRequest(
  server: RecordingServer,
  want: { method: "GET" | "POST"; url: string; body?: unknown; domainname?: string | null },
): RecordedRequest {
  expect(server.requests).toHaveLength(1);
  const req = server.requests[0] as RecordedRequest;
  expect(`${req.method} ${req.url}`).toBe(`${want.method} ${want.url}`);
  const domain = want.domainname === undefined ? TEST_DOMAIN : want.domainname;
  if (domain === null) expect(req.headers).not.toHaveProperty("domainname");
  else expect(req.headers["domainname"]).toBe(domain);
  if (want.method === "GET") expect(req.text).toBe("");
  else expect(req.json).toStrictEqual(want.body);
  return req;
}
