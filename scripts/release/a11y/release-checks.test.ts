import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../lib/run.ts";
import { A11Y_SPECS, relayPortFor, specGrep } from "./release-checks.ts";

/** The describe title of each spec, as its source writes it, for a chain. */
function describeTitles(site: string): string[] {
  return A11Y_SPECS.map((spec) => {
    const source = readFileSync(join(ROOT, spec), "utf8");
    const template = /test\.describe\(`((?:axe sweep|key tasks): )\$\{site\}`/.exec(source);
    expect(template, `${spec} names its chain's tests "<checks>: \${site}"`).not.toBeNull();
    return `${template?.[1] ?? ""}${site}`;
  });
}

describe("specGrep", () => {
  it("picks every test of the chains asked for, as Playwright matches it (the whole title path)", () => {
    const grep = new RegExp(specGrep(["freshmart", "hilltop"]));
    for (const site of ["freshmart", "hilltop"]) {
      for (const title of describeTitles(site)) {
        expect(grep.test(`${title} home (/) and its states`)).toBe(true);
        expect(grep.test(`${title} Find and clip a coupon`)).toBe(true);
      }
    }
  });
  it("leaves out the other chains, and a chain whose name only starts like one asked for", () => {
    const grep = new RegExp(specGrep(["fresh"]));
    for (const title of [...describeTitles("freshmart"), ...describeTitles("hilltop")]) {
      expect(grep.test(`${title} home (/) and its states`)).toBe(false);
    }
    expect(grep.test(`${describeTitles("fresh")[0]} home (/) and its states`)).toBe(true);
  });
});

describe("relayPortFor", () => {
  it("is the port of the relay the build's pages post to", async () => {
    expect(await relayPortFor({})).toBe(8790);
    expect(await relayPortFor({ FORM_RELAY_URL: "http://localhost:8798" })).toBe(8798);
    expect(await relayPortFor({ FORM_RELAY_URL: " http://127.0.0.1:9000/ " })).toBe(9000);
  });
  it("is some free port when the relay is not on this machine", async () => {
    const port = await relayPortFor({ FORM_RELAY_URL: "https://relay.example" });
    expect(port).toBeGreaterThan(0);
    expect(port).not.toBe(443);
  });
});
