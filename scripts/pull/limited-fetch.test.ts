/**
 * The pull's limits against a real local server: a huge answer is cut off while it streams (the
 * server sees the connection closed long before its 50 MB), a redirect loop is named.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FinalFetchError } from "../../src/api/client.ts";
import { startLimitsServer } from "../test-support/limits-server.ts";
import { limitedFetch, pullLimitsFromEnv } from "./limited-fetch.ts";

describe("limitedFetch", () => {
  let server: Awaited<ReturnType<typeof startLimitsServer>>;
  beforeAll(async () => {
    server = await startLimitsServer();
  });
  afterAll(() => server.close());
  const limited = limitedFetch(fetch, { maxAnswerBytes: 1024 * 1024, maxRedirects: 5 });

  it("stops reading an answer once it passes the limit, and says how much it read", async () => {
    const error = await limited(`${server.url}/huge`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FinalFetchError);
    const message = (error as Error).message;
    expect(message).toMatch(/^answer too large: over the limit of 1\.0 MB, stopped after reading \d+ bytes \(/);
    expect(message).toContain(`(${server.url}/huge)`);
    // read no more than the limit and the chunk that passed it
    expect(Number(/reading (\d+) bytes/.exec(message)?.[1])).toBeLessThan(1024 * 1024 + 256 * 1024);
    await expect.poll(() => server.stats.get("/huge")?.closedEarly).toBe(true);
    // the server saw the connection closed after a few MB in socket buffers, not 50 MB
    expect(server.stats.get("/huge")!.written).toBeLessThan(16 * 1024 * 1024);
  });

  it("refuses an announced size over the limit without reading it", async () => {
    await expect(limited(`${server.url}/announced`)).rejects.toThrow(
      `answer too large: over the limit of 1.0 MB, 50.0 MB announced (${server.url}/announced)`,
    );
  });

  it("names a redirect loop with its addresses, and a chain longer than the limit", async () => {
    await expect(limited(`${server.url}/loop/a`)).rejects.toThrow(
      `redirect loop: ${server.url}/loop/a -> ${server.url}/loop/b -> ${server.url}/loop/a`,
    );
    await expect(limited(`${server.url}/hop/0`)).rejects.toThrow(
      `too many redirects (more than 5) from ${server.url}/hop/0`,
    );
  });

  it("follows a redirect as browsers do (303 after a POST goes on as a GET) and passes small answers", async () => {
    const res = await limited(`${server.url}/see-other`, { method: "POST", body: "{}" });
    expect(await res.json()).toEqual({ ok: true });
    expect(server.methods.slice(-2)).toEqual(["POST /see-other", "GET /ok"]);
  });

  it("reads PULL_MAX_ANSWER_MB", () => {
    expect(pullLimitsFromEnv("2").maxAnswerBytes).toBe(2 * 1024 * 1024);
    expect(pullLimitsFromEnv(undefined).maxAnswerBytes).toBe(16 * 1024 * 1024);
    expect(() => pullLimitsFromEnv("lots")).toThrow('PULL_MAX_ANSWER_MB must be a positive number, not "lots"');
  });
});
