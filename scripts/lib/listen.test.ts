import { Agent, request } from "node:http";
import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { busyPortMessage, freePort, listenLoopback } from "./listen.ts";

describe("busyPortMessage", () => {
  it("names the first port already taken and the variable that moves it; null when all are free", async () => {
    const [free, taken] = [await freePort(), await freePort()];
    const server = createServer();
    await new Promise<void>((listening) => server.listen(taken, "127.0.0.1", listening));
    try {
      expect(await busyPortMessage({ GATEWAY_PORT: free, PORT: taken })).toBe(
        `port ${taken} (PORT) is already in use; stop what runs there or set PORT`,
      );
    } finally {
      await new Promise((closed) => server.close(closed));
    }
    expect(await busyPortMessage({ GATEWAY_PORT: free, PORT: taken })).toBeNull();
  });
});

describe("listenLoopback", () => {
  it("keeps an idle keep-alive connection open past Node's 5 s, so a client reusing it is answered", async () => {
    const listening = await listenLoopback((_, res) => res.end("ok"), 0);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ body: string; reused: boolean }>((resolve, reject) => {
        const req = request({ host: "127.0.0.1", port: listening.port, agent }, (res) => {
          let body = "";
          res.on("data", (chunk: Buffer) => (body += chunk.toString()));
          res.on("end", () => resolve({ body, reused: req.reusedSocket }));
        });
        req.on("error", reject);
        req.end();
      });
    try {
      expect(await get()).toEqual({ body: "ok", reused: false });
      // Past Node's default keepAliveTimeout (5 s, and its 1 s buffer), after which it closes the idle connection.
      await new Promise((idle) => setTimeout(idle, 7_000));
      expect(await get()).toEqual({ body: "ok", reused: true });
    } finally {
      agent.destroy();
      await listening.close();
    }
  }, 20_000);
});
