import { request } from "node:http";
import { gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { startDemoGateway, type RunningGateway } from "./server.ts";

let gateway: RunningGateway | undefined;
afterEach(async () => {
  await gateway?.close();
  gateway = undefined;
});

describe("startDemoGateway's onRequest", () => {
  it("hears every request it receives, with its method and path, before it is answered", async () => {
    const heard: string[] = [];
    gateway = await startDemoGateway({ port: 0, onRequest: (method, path) => heard.push(`${method} ${path}`) });
    expect((await fetch(`${gateway.url}/health`)).ok).toBe(true);
    const save = await fetch(`${gateway.url}/SaveMyCart`, {
      method: "POST",
      headers: { "content-type": "application/json", domainname: "nowhere" },
      body: "{}",
    });
    await save.text();
    expect(heard).toEqual(["GET /health", "POST /SaveMyCart"]);
  });
});

describe("startDemoGateway's test chains", () => {
  async function served(testChains?: boolean): Promise<{ chains: string[]; map: Record<string, string> }> {
    gateway = await startDemoGateway({ port: 0, ...(testChains === undefined ? {} : { testChains }) });
    const { chains } = (await (await fetch(`${gateway.url}/health`)).json()) as { chains: string[] };
    const answer = await fetch(`${gateway.url}/clientinfo?FileName=domainFileMap`);
    const { data } = (await answer.json()) as { data: Record<string, string> };
    await gateway.close();
    gateway = undefined;
    return { chains, map: data };
  }

  it("serves the hostile chain to the tests by default, and leaves it out of the demo (testChains: false)", async () => {
    const tests = await served();
    expect(tests.chains).toContain("hostile");
    expect(Object.values(tests.map)).toContain("hostile");
    const demo = await served(false);
    expect(demo.chains).not.toContain("hostile");
    expect(Object.values(demo.map)).not.toContain("hostile");
    expect(demo.chains).toEqual(tests.chains.filter((site) => site !== "hostile"));
  });
});

describe("startDemoGateway's JSON compression", () => {
  /** The coupon list as a browser asks for it: its encoding and size on the wire, and the decoded coupons. */
  async function list(
    acceptEncoding: string | null,
  ): Promise<{ encoding: string | null; wire: number; coupons: number }> {
    if (!gateway) throw new Error("no gateway");
    const url = new URL(`${gateway.url}/GetDetailsForCoupons/0/guest-harvestmarket-c92d17/0`);
    const body = await new Promise<{ encoding: string | null; raw: Buffer }>((resolve, reject) => {
      const req = request(
        url,
        {
          method: "POST",
          headers: {
            "content-type": "application/json",
            domainname: "harvestmarket",
            ...(acceptEncoding === null ? {} : { "accept-encoding": acceptEncoding }),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            resolve({ encoding: res.headers["content-encoding"] ?? null, raw: Buffer.concat(chunks) }),
          );
        },
      );
      req.on("error", reject);
      req.end(JSON.stringify({ method: "POST" }));
    });
    const text = body.encoding === "gzip" ? gunzipSync(body.raw).toString("utf8") : body.raw.toString("utf8");
    return {
      encoding: body.encoding,
      wire: body.raw.length,
      coupons: (JSON.parse(text) as { Specials: unknown[] }).Specials.length,
    };
  }

  it("gzips a JSON answer for a client that accepts it, as a production gateway does, and sends it plain otherwise", async () => {
    gateway = await startDemoGateway({ port: 0 });
    const gzipped = await list("gzip, deflate, br");
    const plain = await list(null);
    expect(gzipped.encoding).toBe("gzip");
    expect(plain.encoding).toBeNull();
    expect(gzipped.coupons).toBe(plain.coupons);
    expect(plain.coupons).toBeGreaterThan(2000);
    // About 1.4 MB of JSON; gzipped well under a fifth of it.
    expect(gzipped.wire).toBeLessThan(plain.wire / 5);
  });

  it("sends every answer plain with compressJson: false (an uncompressed gateway, to measure against)", async () => {
    gateway = await startDemoGateway({ port: 0, compressJson: false });
    expect((await list("gzip")).encoding).toBeNull();
  });
});
