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
