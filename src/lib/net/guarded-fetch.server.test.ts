/**
 * The guarded fetch against real servers of the test's own on loopback: loopback over IPv4, IPv6
 * and by name is refused before anything is sent, a redirect to loopback or to the metadata address
 * is refused at its hop, the operator's own origin is fetched, and the size cap and the timeout hold
 * on a stream that never ends and a server that never answers.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { buildFetchPolicy, FetchRefusedError, guardedFetch, hostListed } from "./guarded-fetch.server.ts";
import { addressRefusal } from "./public-address.ts";

type Local = { origin: string; port: number; requests: string[]; server: Server };
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done).closeAllConnections())));
});

/** A server on `host` that records each request and answers with `handle`. */
async function serve(
  handle: (req: IncomingMessage, res: ServerResponse, self: Local) => void,
  host = "127.0.0.1",
): Promise<Local> {
  const local = { requests: [] as string[] } as unknown as Local;
  const server = createServer((req, res) => {
    local.requests.push(req.url ?? "");
    handle(req, res, local);
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, host, done));
  const port = (server.address() as AddressInfo).port;
  return Object.assign(local, { server, port, origin: `http://${host.includes(":") ? `[${host}]` : host}:${port}` });
}

const picture = (_req: IncomingMessage, res: ServerResponse) => res.end("PICTURE");
const limits = { maxBytes: 1000, timeoutMs: 3000 };
const none = { privateOrigins: [] };

describe("addressRefusal", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.8.9.10", "loopback"],
    ["10.1.2.3", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["100.64.0.1", "shared (CGNAT)"],
    ["100.127.255.254", "shared (CGNAT)"],
    ["169.254.169.254", "link-local (cloud metadata)"],
    ["0.0.0.0", "this network"],
    ["224.0.0.1", "multicast"],
    ["255.255.255.255", "reserved"],
    ["::1", "loopback"],
    ["[::1]", "loopback"],
    ["::", "unspecified"],
    ["::ffff:127.0.0.1", "loopback (IPv4 in IPv6)"],
    ["::ffff:7f00:1", "loopback (IPv4 in IPv6)"],
    ["::ffff:169.254.169.254", "link-local (cloud metadata) (IPv4 in IPv6)"],
    ["::127.0.0.1", "loopback (IPv4 in IPv6)"],
    ["64:ff9b::10.0.0.1", "private (IPv4 in IPv6)"],
    ["fc00::1", "unique-local"],
    ["fd12:3456::1", "unique-local"],
    ["fe80::1%eth0", "link-local"],
    ["ff02::1", "multicast"],
    ["2002:7f00:1::1", "6to4 tunnel"],
    ["2001:db8::1", "documentation"],
    ["not-an-address", "not an IP address"],
  ])("%s is refused (%s)", (address, why) => {
    expect(addressRefusal(address)).toBe(why);
  });

  it.each(["93.184.216.34", "8.8.8.8", "100.128.0.1", "172.32.0.1", "2606:4700::1111", "::ffff:8.8.8.8"])(
    "%s is public",
    (address) => {
      expect(addressRefusal(address)).toBeNull();
    },
  );
});

describe("guardedFetch", () => {
  it("refuses IPv4 loopback before anything is sent", async () => {
    const target = await serve(picture);
    await expect(guardedFetch(`${target.origin}/a.png`, none, limits)).rejects.toThrow(
      new FetchRefusedError("address 127.0.0.1 is loopback"),
    );
    expect(target.requests).toEqual([]);
  });

  it("refuses IPv6 loopback ([::1]) before anything is sent", async () => {
    const target = await serve(picture, "::1");
    await expect(guardedFetch(`${target.origin}/a.png`, none, limits)).rejects.toThrow(/address ::1 is loopback/);
    expect(target.requests).toEqual([]);
  });

  it("refuses a host name that resolves to loopback (checked at connect)", async () => {
    const target = await serve(picture);
    const error = await guardedFetch(`http://localhost:${target.port}/a.png`, none, limits).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchRefusedError);
    expect((error as Error).message).toMatch(/^localhost resolves to (127\.0\.0\.1|::1), loopback$/);
    expect(target.requests).toEqual([]);
  });

  it("refuses a 302 to loopback and to the metadata address at that hop", async () => {
    const target = await serve(picture);
    const start = await serve((req, res) => {
      const to = req.url === "/meta" ? "http://169.254.169.254/latest/meta-data/" : `${target.origin}/secret.png`;
      res.writeHead(302, { location: to }).end();
    });
    const policy = { privateOrigins: [start.origin] };
    await expect(guardedFetch(`${start.origin}/a.png`, policy, limits)).rejects.toThrow(
      /address 127\.0\.0\.1 is loopback/,
    );
    await expect(guardedFetch(`${start.origin}/meta`, policy, limits)).rejects.toThrow(
      /address 169\.254\.169\.254 is link-local \(cloud metadata\)/,
    );
    expect(start.requests).toEqual(["/a.png", "/meta"]);
    expect(target.requests).toEqual([]);
  });

  it("fetches the operator's own origin (GATEWAY_URL) and follows its redirects within it", async () => {
    const gateway = await serve((req, res) =>
      req.url === "/old" ? res.writeHead(301, { location: "/new" }).end() : res.end("PICTURE"),
    );
    const policy = buildFetchPolicy({ GATEWAY_URL: `${gateway.origin}/` });
    expect(Buffer.from(await guardedFetch(`${gateway.origin}/old`, policy, limits)).toString()).toBe("PICTURE");
    expect(gateway.requests).toEqual(["/old", "/new"]);
  });

  it("gives up after a few redirects", async () => {
    const loop = await serve((_req, res) => res.writeHead(302, { location: "/again" }).end());
    await expect(guardedFetch(`${loop.origin}/`, { privateOrigins: [loop.origin] }, limits)).rejects.toThrow(
      "more than 3 redirects",
    );
    expect(loop.requests).toHaveLength(4);
  });

  it("stops reading a stream that never ends at the size cap", async () => {
    const endless = await serve((_req, res) => {
      const chunk = Buffer.alloc(4096, 1);
      const write = () => {
        while (!res.destroyed && res.write(chunk));
        if (!res.destroyed) res.once("drain", write);
      };
      write();
    });
    await expect(
      guardedFetch(`${endless.origin}/`, { privateOrigins: [endless.origin] }, { maxBytes: 100_000, timeoutMs: 5000 }),
    ).rejects.toThrow("larger than 100000 bytes");
  });

  it("gives up on a server that never answers after the timeout", async () => {
    const stalled = await serve(() => undefined);
    const started = performance.now();
    await expect(
      guardedFetch(`${stalled.origin}/`, { privateOrigins: [stalled.origin] }, { maxBytes: 10, timeoutMs: 300 }),
    ).rejects.toThrow("no answer within 300 ms");
    expect(performance.now() - started).toBeLessThan(2500);
  });

  it("fetches only the chain's picture hosts when it lists them", async () => {
    await expect(
      guardedFetch("https://evil.example/a.png", { privateOrigins: [], hosts: ["img.example.com"] }, limits),
    ).rejects.toThrow(new FetchRefusedError("host evil.example is not in the chain's pictureHosts"));
    expect(hostListed("a.cdn.example.com", ["*.cdn.example.com"])).toBe(true);
    expect(hostListed("cdn.example.com.evil", ["*.cdn.example.com"])).toBe(false);
  });

  it("takes loopback only from the operator's environment, never a chain's gatewayUrl", () => {
    expect(
      buildFetchPolicy({ GATEWAY_URL: "http://localhost:8787", BUILD_PRIVATE_ORIGINS: "http://127.0.0.1:9,bad" }),
    ).toEqual({
      privateOrigins: ["http://localhost:8787", "http://127.0.0.1:9"],
    });
    expect(buildFetchPolicy({})).toEqual({ privateOrigins: ["http://localhost:8787"] });
  });
});
