/**
 * Test-only: a local server for the pull's limits (lib/pull/limited-fetch.ts).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** What the server wrote per request path, and whether the client went away before the end. */
export type StreamStats = { written: number; closedEarly: boolean };

const HUGE = 50 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, "x");

/**
 * A server with a streamed 50 MB answer (`/huge`, honouring back-pressure), one that announces its
 * size (`/announced`), a redirect loop (`/loop/a` <-> `/loop/b`), a long chain (`/hop/n`), a 303
 * after a POST (`/see-other`) and a small answer (`/ok`).
 */
export async function startLimitsServer(): Promise<{
  url: string;
  stats: Map<string, StreamStats>;
  methods: string[];
  close(): Promise<void>;
}> {
  const stats = new Map<string, StreamStats>();
  const methods: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = req.url ?? "/";
    // Absolute addresses, so the loop stays here even when a test reroutes a gateway call to it.
    const here = `http://${req.headers.host ?? ""}`;
    methods.push(`${req.method} ${path}`);
    if (path === "/huge" || path.endsWith("/huge")) {
      const s: StreamStats = { written: 0, closedEarly: false };
      stats.set(path, s);
      res.writeHead(200, { "content-type": "application/json" });
      res.on("close", () => (s.closedEarly = s.written < HUGE));
      const pump = (): void => {
        while (s.written < HUGE && !res.destroyed) {
          s.written += CHUNK.length;
          if (!res.write(CHUNK)) return void res.once("drain", pump);
        }
        if (!res.destroyed) res.end();
      };
      pump();
    } else if (path === "/announced") {
      res.writeHead(200, { "content-type": "application/json", "content-length": String(HUGE) });
      res.write(CHUNK);
    } else if (path === "/loop/a") res.writeHead(302, { location: `${here}/loop/b` }).end();
    else if (path === "/loop/b") res.writeHead(302, { location: `${here}/loop/a` }).end();
    else if (path.startsWith("/hop/")) res.writeHead(307, { location: `/hop/${Number(path.slice(5)) + 1}` }).end();
    else if (path === "/see-other") res.writeHead(303, { location: "/ok" }).end();
    else res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stats,
    methods,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
