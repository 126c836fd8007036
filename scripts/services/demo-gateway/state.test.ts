/**
 * State survives a restart through the state file, and reset puts the seed back.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { code, startTestGateway } from "./test-helpers.ts";

const dir = mkdtempSync(join(tmpdir(), "demo-gateway-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const registration = {
  UserName: "saved@mail.example",
  Password: "2222",
  FirstName: "Kim",
  LastName: "Saved",
  DeviceType: "Web",
  DeviceId: "2",
  ZipCode: "05401",
  PhoneNumber: "",
  CustomerId: 1,
  ClientStoreId: 1,
  ClientId: 104,
  StoreGroupId: 14,
};

describe("state file", () => {
  it("writes members on change and loads them at the next start", async () => {
    const stateFile = join(dir, "nested", "state.json");
    const first = await startTestGateway({ stateFile });
    expect(code(await first.post("Register", "couponsonly", registration))).toBe(1);
    await first.close();
    expect(JSON.parse(readFileSync(stateFile, "utf8")).members.couponsonly).toEqual(
      expect.arrayContaining([expect.objectContaining({ Username: "saved@mail.example" })]),
    );

    const second = await startTestGateway({ stateFile });
    expect(code(await second.login("couponsonly", "saved@mail.example", "2222"))).toBe(1);
    await fetch(`${second.url}/__demo/reset`, { method: "POST" });
    expect(code(await second.login("couponsonly", "saved@mail.example", "2222"))).toBe(-1);
    expect(code(await second.login("couponsonly", "demo@couponsonly.example", "4321"))).toBe(1);
    await second.close();
  });

  it("starts from the seed when the file is unreadable", async () => {
    const stateFile = join(dir, "broken.json");
    writeFileSync(stateFile, "{ not json");
    const gw = await startTestGateway({ stateFile });
    expect(code(await gw.login("freshmart", "demo@freshmart.example", "1234"))).toBe(1);
    await gw.close();
  });
});

describe("demo mode", () => {
  it("has no control endpoints when started without demo controls", async () => {
    const gw = await startTestGateway({ demoControls: false });
    expect((await fetch(`${gw.url}/__demo/emails`)).status).toBe(404);
    expect((await fetch(`${gw.url}/__demo/reset`, { method: "POST" })).status).toBe(404);
    await gw.close();
  });

  it("lists members without their secrets", async () => {
    const gw = await startTestGateway();
    const { members } = (await (await fetch(`${gw.url}/__demo/members?site=hilltop`)).json()) as {
      members: Record<string, unknown>[];
    };
    expect(members[0]).toMatchObject({ Username: "demo@hilltop.example", MemberNumber: "800500013579" });
    expect(members[0]).not.toHaveProperty("Password");
    await gw.close();
  });
});
