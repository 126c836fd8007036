/**
 * Test-only: a TCP proxy on a free loopback port that forwards to `targetPort` and holds every
 * answer back for `delayMs` (changeable while it runs), in order: a slow Redis, as a client sees it.
 */
import { createServer, connect, type Socket } from "node:net";
import { freePort } from "../lib/listen.ts";

/** A running delay proxy. */
export type DelayProxy = { port: number; delayMs: number; close(): Promise<void> };

/** Starts a proxy to 127.0.0.1:`targetPort`. */
export async function startDelayProxy(targetPort: number): Promise<DelayProxy> {
  const sockets = new Set<Socket>();
  const proxy: DelayProxy = { port: await freePort(), delayMs: 0, close };
  const server = createServer((client) => {
    const upstream = connect({ port: targetPort, host: "127.0.0.1" });
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("close", () => sockets.delete(s));
      s.on("error", () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.on("data", (chunk) => upstream.write(chunk));
    // Answers keep their order: one queue, sent from its head when each one's time has come.
    const queue: { at: number; chunk: Buffer }[] = [];
    let timer: NodeJS.Timeout | undefined;
    const pump = () => {
      timer = undefined;
      while (queue.length > 0 && queue[0]!.at <= Date.now()) {
        const { chunk } = queue.shift()!;
        if (client.writable) client.write(chunk);
      }
      if (queue.length > 0) timer = setTimeout(pump, queue[0]!.at - Date.now());
    };
    upstream.on("data", (chunk: Buffer) => {
      queue.push({ at: Math.max(Date.now() + proxy.delayMs, queue.at(-1)?.at ?? 0), chunk });
      timer ??= setTimeout(pump, queue[0]!.at - Date.now());
    });
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(proxy.port, "127.0.0.1", resolve));
  function close(): Promise<void> {
    for (const s of sockets) s.destroy();
    return new Promise((resolve) => server.close(() => resolve()));
  }
  return proxy;
}
