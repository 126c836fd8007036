/**
 * The app icons' logo reader over the guarded fetch, against servers of the test's own on loopback:
 * an answer that never ends is stopped at the 4 MB cap while it streams (never buffered whole), and
 * a logo on loopback that the operator did not allow is refused before anything is sent.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { readLogo } from "./app-icons.server.ts";

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done).closeAllConnections())));
});

async function serve(handle: Parameters<typeof createServer>[1]): Promise<{ origin: string; hits: () => number }> {
  let hits = 0;
  const server = createServer((req, res) => {
    hits++;
    handle?.(req, res);
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits: () => hits };
}

describe("readLogo", () => {
  it("stops an answer that never ends at the 4 MB cap while it streams", async () => {
    let sent = 0;
    const endless = await serve((_req, res) => {
      const chunk = Buffer.alloc(64 * 1024, 7);
      const write = () => {
        while (!res.destroyed && res.write(chunk)) sent += chunk.length;
        if (!res.destroyed) res.once("drain", write);
      };
      write();
    });
    await expect(
      readLogo(`${endless.origin}/logo.png`, "public", { privateOrigins: [endless.origin] }),
    ).rejects.toThrow("larger than 4000000 bytes");
    // What was written before the reader hung up: the cap and the socket buffers, nowhere near 200 MB.
    expect(sent).toBeLessThan(40_000_000);
  });

  it("refuses a logo on loopback that the operator did not allow, sending nothing", async () => {
    const logo = await serve((_req, res) => res.end("PNG"));
    await expect(readLogo(`${logo.origin}/logo.png`, "public", { privateOrigins: [] })).rejects.toThrow(
      "address 127.0.0.1 is loopback",
    );
    expect(logo.hits()).toBe(0);
  });
});
