import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoLogins } from "../../../lib/demo-logins.ts";
import { startTestGateway, type TestGateway } from "../test-helpers.ts";
import { indexPage } from "./index-page.ts";

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw.close());

describe("the gateway's own address", () => {
  it("answers with an index of the demo: every chain, its logins and the e-mail outbox", async () => {
    const res = await fetch(`${gw.url}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res.text();
    const health = (await (await fetch(`${gw.url}/health`)).json()) as { chains: string[] };
    expect(health.chains.length).toBeGreaterThan(0);
    for (const site of health.chains) expect(html).toContain(`<td>${site}</td>`);
    const { logins } = await demoLogins();
    expect(logins.length).toBeGreaterThan(0);
    for (const l of logins) expect(html).toContain(`${l.email} / ${l.secret} (${l.kind})`);
    expect(html).toContain('href="/__demo/emails"');
  });
  it("shows no logins or outbox without the demo controls, and escapes what it shows", () => {
    const chain = { site: "a<b", name: 'Tom & "Jerry"', members: [{ email: "x@y", password: "1" }], behaviour: {} };
    const html = indexPage({
      chains: new Map([["a", chain as never]]),
      demoControls: false,
    });
    expect(html).toContain("<td>a&lt;b</td><td>Tom &amp; &quot;Jerry&quot;</td><td>—</td>");
    expect(html).not.toContain("x@y");
    expect(html).not.toContain("/__demo/emails");
  });
});
