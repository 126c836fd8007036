import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDemoGateway, type RunningGateway } from "../services/demo-gateway/server.ts";
import { demoMemberSession, median } from "./measure.ts";

describe("median", () => {
  it("is the middle value, the mean of the two middle ones for an even count, NaN for none", () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 30, 20])).toBe(25);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNaN();
  });
});

describe("demoMemberSession", () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    gateway = await startDemoGateway({ port: 0 });
  });
  afterAll(async () => {
    await gateway.close();
  });

  it("signs the seeded member in and returns the record the login page stores, without its error block", async () => {
    const session = await demoMemberSession(gateway.url, "freshmart", "freshmart");
    expect(session?.key).toBe("userdatafreshmart");
    const record = JSON.parse(session?.value ?? "{}") as Record<string, unknown>;
    expect(record["UserToken"]).toEqual(expect.any(String));
    expect(String(record["UserToken"])).not.toBe("");
    expect(record).not.toHaveProperty("ErrorMesasge");
  });

  it("is null for a chain the seed has no member for", async () => {
    expect(await demoMemberSession(gateway.url, "no-such-chain", "no-such-chain")).toBeNull();
  });
});
