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
