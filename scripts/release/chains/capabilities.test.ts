import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { emailSettings } from "#src/test-support/test-fixtures.ts";
import { errorTenant, testTenant } from "#src/test-support/test-tenant.ts";
import { chainReport, reportLines } from "./capabilities.ts";

const EMAIL = emailSettings();

describe("the capability report", () => {
  it("says what a plain chain has and what is off and why", () => {
    expect(reportLines([chainReport(testTenant())]).join("\n")).toMatchSnapshot();
  });

  it("says what a chain with e-mail, points, employment and a relay has", () => {
    const tenant = testTenant({
      THEME: 2,
      EMAIL,
      POINTS_API: true,
      ALLOW_EMPLOYMENT_SCREEN: true,
      ALLOW_LINK_CARD_REGISTRATION: "1",
      SHOP_TUTORIAL: 1,
      HOME_SLIDER: [{ slider_image: "/s.jpg" }, { slider_image: "/t.jpg", slider_visible: false }],
    });
    const report = chainReport({ ...tenant, formRelayUrl: "https://relay.acme.example" });
    expect(reportLines([report]).join("\n")).toMatchSnapshot();
    expect(report.capabilities.find((c) => c.name === "rewards")?.detail).toBe(
      "GetLMRewardsV2 and the points calls, POINTS_API on",
    );
  });

  it("names the reasons a shopper would never see", () => {
    const report = chainReport(testTenant({ ALLOW_EMPLOYMENT_SCREEN: true }));
    const line = (name: string) => report.capabilities.find((c) => c.name === name);
    expect(line("contact form")).toEqual({ name: "contact form", on: false, detail: "no EMAIL settings" });
    expect(line("employment form")).toEqual({ name: "employment form", on: false, detail: "no EMAIL settings" });
    expect(line("rewards")?.detail).toBe("GetLMRewards, POINTS_API off");
    expect(line("forms delivery")).toMatchObject({ on: false, detail: "no EMAIL settings" });
  });

  it("reports a chain whose settings failed", () => {
    expect(reportLines([chainReport(errorTenant())])).toContain(
      "  site: off — the gateway reported an error: settings unavailable; every page shows 'Oops!'",
    );
  });
});

describe("npm run chains", () => {
  const script = join(import.meta.dirname, "..", "chains.ts");
  const run = promisify(execFile);

  it("prints its usage with --help and refuses an unknown option", { timeout: 60_000 }, async () => {
    expect((await run(process.execPath, [script, "--help"])).stdout).toMatch(/^Usage: npm run chains/);
    const bad = await run(process.execPath, [script, "--nope"]).catch((e: { code: number; stderr: string }) => e);
    expect("code" in bad && bad.code).not.toBe(0);
  });
});
