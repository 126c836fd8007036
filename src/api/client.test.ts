import * as z from "zod/mini";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createGatewayClient, failureMessage, FinalFetchError, type GatewayClient } from "./client.ts";
import { ackResponseSchema, methodOnlyRequestSchema } from "./envelope.ts";
import { OK_BLOCK, startRecordingServer, type RecordingServer } from "../test-support/test-server.ts";

const listSchema = z.object({ ErrorMessage: ackResponseSchema.def.out.shape.ErrorMessage, Items: z.array(z.number()) });
const bodySchema = z.strictObject({ method: z.literal("POST"), Name: z.string() });

let server: RecordingServer;
let client: GatewayClient;

beforeEach(async () => {
  server = await startRecordingServer();
  client = createGatewayClient({ baseUrl: `${server.baseUrl}/`, domainname: "tenant-a" });
});
afterEach(() => server.close());

describe("requests", () => {
  it("POSTs {base}/{path} with the domainname header and a JSON body including method", async () => {
    server.reply("POST", "/Thing/abc", { json: { ErrorMessage: OK_BLOCK, Items: [1] } });
    const result = await client.post("Thing/abc", bodySchema, { Name: "x" }, listSchema);
    expect(result).toEqual({ ok: true, data: { ErrorMessage: { ...OK_BLOCK }, Items: [1] } });
    const [req] = server.requests;
    expect(req?.method).toBe("POST");
    expect(req?.url).toBe("/Thing/abc");
    expect(req?.headers["domainname"]).toBe("tenant-a");
    expect(req?.headers["content-type"]).toContain("application/json");
    expect(req?.json).toEqual({ Name: "x", method: "POST" });
  });

  it("GETs without a body", async () => {
    server.reply("GET", "/Thing", { json: { ErrorMessage: OK_BLOCK, Items: [] } });
    await client.get("Thing", listSchema);
    expect(server.requests[0]).toMatchObject({ method: "GET", url: "/Thing", text: "" });
    expect(server.requests[0]?.headers["domainname"]).toBe("tenant-a");
  });

  it("overrides the domainname header per call, or sends none", async () => {
    server.reply("GET", "/A", { json: { ErrorMessage: OK_BLOCK, Items: [] } });
    await client.get("A", listSchema, { domainname: "support" });
    await client.get("A", listSchema, { domainname: null });
    expect(server.requests[0]?.headers["domainname"]).toBe("support");
    expect(server.requests[1]?.headers).not.toHaveProperty("domainname");
  });

  it("refuses to send a body that breaks the request schema, naming the field", async () => {
    const body = { Name: "x", Extra: 1 } as { Name: string };
    const result = await client.post("Thing", bodySchema, body, listSchema);
    expect(result).toMatchObject({ ok: false, kind: "invalid-request" });
    expect(failureMessage(result as never)).toMatch(/Extra|unrecognized/i);
    expect(server.requests).toHaveLength(0);
  });
});

describe("responses", () => {
  it("turns HTTP 200 with ErrorCode -1 into rejected, keeping ErrorDetails and the raw body", async () => {
    const raw = {
      ErrorMessage: { ErrorCode: -1, ErrorDetails: "You have reached the clip limit.", OfflineMessage: null },
    };
    server.reply("POST", "/SaveIt", { json: raw });
    const result = await client.post("SaveIt", methodOnlyRequestSchema, {}, ackResponseSchema);
    expect(result).toEqual({ ok: false, kind: "rejected", code: -1, details: "You have reached the clip limit.", raw });
  });

  it("reads the failure block spelt ErrorMesasge", async () => {
    server.reply("POST", "/Login", {
      json: { ErrorMesasge: { ErrorCode: 0, ErrorDetails: "Invalid username or PIN" } },
    });
    const result = await client.post("Login", methodOnlyRequestSchema, {}, ackResponseSchema);
    expect(result).toMatchObject({ ok: false, kind: "rejected", code: 0, details: "Invalid username or PIN" });
  });

  it("accepts a success block spelt ErrorMesasge as ErrorMessage", async () => {
    server.reply("POST", "/Login", { json: { ErrorMesasge: { ErrorCode: 1, ErrorDetails: "ok" } } });
    const result = await client.post("Login", methodOnlyRequestSchema, {}, ackResponseSchema);
    expect(result).toEqual({ ok: true, data: { ErrorMessage: { ErrorCode: 1, ErrorDetails: "ok" } } });
  });

  it("maps ErrorCode -1001 to session-expired, in strict and passthrough modes", async () => {
    server.reply("GET", "/Card", {
      json: { ErrorMessage: { ErrorCode: -1001, ErrorDetails: "Your session has expired" } },
    });
    const strict = await client.get("Card", ackResponseSchema);
    const passthrough = await client.get("Card", ackResponseSchema, { envelope: "passthrough" });
    for (const result of [strict, passthrough]) {
      expect(result).toMatchObject({ ok: false, kind: "session-expired", details: "Your session has expired" });
    }
  });

  it("passes other codes through as data in passthrough mode", async () => {
    server.reply("GET", "/Check", { json: { ErrorMessage: { ErrorCode: -1, ErrorDetails: "no" } } });
    const result = await client.get("Check", ackResponseSchema, { envelope: "passthrough" });
    expect(result).toEqual({ ok: true, data: { ErrorMessage: { ErrorCode: -1, ErrorDetails: "no" } } });
  });

  it("turns a non-2xx answer into an http failure with the body's ErrorDetails", async () => {
    server.reply("POST", "/Del", {
      status: 500,
      json: { ErrorMessage: { ErrorCode: -1, ErrorDetails: "Server busy" } },
    });
    const result = await client.post("Del", methodOnlyRequestSchema, {}, ackResponseSchema);
    expect(result).toMatchObject({ ok: false, kind: "http", status: 500, details: "Server busy" });
    expect(failureMessage(result as never)).toBe("Server busy");
  });

  it("turns a 404 with a text body into an http failure", async () => {
    const result = await client.get("Nowhere", ackResponseSchema);
    expect(result).toMatchObject({
      ok: false,
      kind: "http",
      status: 404,
      details: "",
      error: "HTTP 404",
      raw: "not scripted",
    });
  });

  it("turns a non-JSON 200 into invalid-response, never data", async () => {
    server.reply("GET", "/Html", { text: "<html>maintenance</html>" });
    const result = await client.get("Html", ackResponseSchema);
    expect(result).toMatchObject({ ok: false, kind: "invalid-response", error: "Response is not JSON" });
  });

  it("turns a 200 body that does not match the schema into invalid-response naming the field", async () => {
    server.reply("GET", "/List", { json: { ErrorMessage: OK_BLOCK, Items: "none" } });
    const result = await client.get("List", listSchema);
    expect(result.ok).toBe(false);
    expect(result).toMatchObject({ kind: "invalid-response" });
    expect(failureMessage(result as never)).toContain("Items");
  });

  it("turns an empty object into invalid-response when the schema needs the error block", async () => {
    server.reply("GET", "/Empty", { json: {} });
    expect(await client.get("Empty", ackResponseSchema)).toMatchObject({ ok: false, kind: "invalid-response" });
  });

  it("turns a refused connection into a network failure", async () => {
    const url = server.baseUrl;
    await server.close();
    const offline = createGatewayClient({ baseUrl: url, domainname: "tenant-a" });
    const result = await offline.get("Card", ackResponseSchema);
    expect(result).toMatchObject({ ok: false, kind: "network" });
    server = await startRecordingServer();
  });

  it("turns a slow answer into a network failure after timeoutMs", async () => {
    server.reply("GET", "/Slow", { json: { ErrorMessage: OK_BLOCK }, delayMs: 500 });
    const impatient = createGatewayClient({ baseUrl: server.baseUrl, domainname: "tenant-a", timeoutMs: 50 });
    expect(await impatient.get("Slow", ackResponseSchema)).toMatchObject({ ok: false, kind: "network" });
  });

  it("uses an injected fetch", async () => {
    const seen: string[] = [];
    const fetchSpy: typeof fetch = async (input, init) => {
      seen.push(String(input));
      return globalThis.fetch(input, init);
    };
    server.reply("GET", "/Thing", { json: { ErrorMessage: OK_BLOCK, Items: [] } });
    const injected = createGatewayClient({ baseUrl: server.baseUrl, fetch: fetchSpy });
    expect((await injected.get("Thing", listSchema)).ok).toBe(true);
    expect(seen).toEqual([`${server.baseUrl}/Thing`]);
    expect(server.requests[0]?.headers).not.toHaveProperty("domainname");
  });
});

describe("timeouts and retries", () => {
  const busy = { status: 503, json: { ErrorMessage: { ErrorCode: -1, ErrorDetails: "Server busy" } } };
  const fast = (timeoutMs = 15_000) =>
    createGatewayClient({ baseUrl: server.baseUrl, domainname: "tenant-a", retryDelayMs: 40, timeoutMs });

  it("retries a GET after a transient status and returns the answer that finally came", async () => {
    server.reply("GET", "/List", [busy, busy, { json: { ErrorMessage: OK_BLOCK, Items: [7] } }]);
    const result = await fast().get("List", listSchema);
    expect(result).toEqual({ ok: true, data: { ErrorMessage: { ...OK_BLOCK }, Items: [7] } });
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual(["GET /List", "GET /List", "GET /List"]);
  });

  it("waits longer before each further GET retry, then reports the last failure", async () => {
    server.reply("GET", "/List", busy);
    const result = await fast().get("List", listSchema);
    expect(result).toMatchObject({ ok: false, kind: "http", status: 503, details: "Server busy" });
    const [a, b, c] = server.requests.map((r) => r.at) as [number, number, number];
    expect(server.requests).toHaveLength(3);
    expect(b - a).toBeGreaterThanOrEqual(35);
    expect(c - b).toBeGreaterThanOrEqual(75);
  });

  it("retries a GET that timed out", async () => {
    server.reply("GET", "/Slow", [
      { json: { ErrorMessage: OK_BLOCK, Items: [] }, delayMs: 1_000 },
      { json: { ErrorMessage: OK_BLOCK, Items: [1] } },
    ]);
    const result = await fast(300).get("Slow", listSchema);
    expect(result).toEqual({ ok: true, data: { ErrorMessage: { ...OK_BLOCK }, Items: [1] } });
    expect(server.requests).toHaveLength(2);
  });

  it("does not retry a GET the gateway answered, even with a failure code", async () => {
    server.reply("GET", "/List", [
      { json: { ErrorMessage: { ErrorCode: -1, ErrorDetails: "No coupons" } } },
      { json: { ErrorMessage: OK_BLOCK, Items: [1] } },
    ]);
    expect(await fast().get("List", listSchema)).toMatchObject({ ok: false, kind: "rejected", details: "No coupons" });
    expect(server.requests).toHaveLength(1);
  });

  it("does not retry a GET whose fetch said trying again cannot help", async () => {
    const seen: string[] = [];
    const client = createGatewayClient({
      baseUrl: "http://gateway.test",
      retryDelayMs: 1,
      fetch: async (input) => {
        seen.push(String(input));
        throw new FinalFetchError("redirect loop: a -> b -> a");
      },
    });
    expect(await client.get("List", listSchema)).toEqual({
      ok: false,
      kind: "network",
      error: "redirect loop: a -> b -> a",
    });
    expect(seen).toEqual(["http://gateway.test/List"]);
  });

  it("never retries a POST after a transient status", async () => {
    server.reply("POST", "/SaveIt", [busy, { json: { ErrorMessage: OK_BLOCK } }]);
    const result = await fast().post("SaveIt", methodOnlyRequestSchema, {}, ackResponseSchema);
    expect(result).toMatchObject({ ok: false, kind: "http", status: 503, details: "Server busy" });
    expect(server.requests).toHaveLength(1);
  });

  it("never retries a POST that timed out", async () => {
    server.reply("POST", "/SaveIt", [
      { json: { ErrorMessage: OK_BLOCK }, delayMs: 1_000 },
      { json: { ErrorMessage: OK_BLOCK } },
    ]);
    const result = await fast(300).post("SaveIt", methodOnlyRequestSchema, {}, ackResponseSchema);
    expect(result).toMatchObject({ ok: false, kind: "network" });
    // Give a wrongly scheduled retry the time to arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(server.requests).toHaveLength(1);
  });
});
