import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { busyPortMessage, freePort } from "./listen.ts";

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
