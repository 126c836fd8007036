/**
 * The pull names every problem of every chain in one run, grouped by chain: misnamed settings keys
 * (warnings with the key the storefront reads; errors with `strict`), and several problems of one
 * chain at once (local.json, clientinfo and failing calls).
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startDemoGateway, type RunningGateway } from "../services/demo-gateway/server.ts";
import { writeTenantFiles } from "../../src/test-support/test-fixtures.ts";
import { pullTenants, type PullOptions } from "./pull-tenants.ts";
import { summaryLines } from "./report.ts";

let gateway: RunningGateway;
let dir: string;

beforeAll(async () => {
  gateway = await startDemoGateway({ port: 0 });
});
afterAll(async () => {
  await gateway.close();
});
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "pull-problems-"));
});
afterEach(async () => {
  await fetch(`${gateway.url}/__demo/faults`, { method: "DELETE" });
  rmSync(dir, { recursive: true, force: true });
});

/** A fetch that changes the clientinfo `data` of `site` on its way to the pull. */
function editingData(site: string, edit: (data: Record<string, unknown>) => void): typeof fetch {
  return async (input, init) => {
    const res = await fetch(input, init);
    if (!String(input instanceof Request ? input.url : input).includes(`FileName=${site}`)) return res;
    const body = (await res.json()) as { data: Record<string, unknown> };
    edit(body.data);
    return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
  };
}

/** The chain's settings with the keys a chain named naturally. */
const misnamed = (data: Record<string, unknown>) => {
  data["SEND_EMAIL"] = data["EMAIL"];
  delete data["EMAIL"];
  data["ALLOW_USER_DELETION"] = true;
  data["IS_POINTS_BASED_REWARDS"] = "1";
  data["DELETE_USER_TITLE"] = "Delete your account";
};

async function pull(extra: Partial<PullOptions>) {
  const lines: string[] = [];
  const report = await pullTenants({ gatewayUrl: gateway.url, dir, log: (l) => lines.push(l), ...extra });
  return { report, lines, summary: summaryLines(report) };
}

describe("misnamed settings keys", { timeout: 30_000 }, () => {
  it("are warnings naming chain, file, key path and the key the storefront reads", async () => {
    const { report, summary } = await pull({
      only: ["couponsonly", "hilltop"],
      fetch: editingData("hilltop", misnamed),
    });
    expect(report.failed).toBe(false);
    const hilltop = report.tenants.find((t) => t.site === "hilltop");
    expect(hilltop?.status).toBe("changed");
    expect(hilltop?.warnings).toEqual([
      'tenant "hilltop", clientinfo.json: data.SEND_EMAIL: unknown key, ignored (did you mean EMAIL?)',
      'tenant "hilltop", clientinfo.json: data.ALLOW_USER_DELETION: unknown key, ignored (did you mean ALLOW_USER_DELETE?)',
      'tenant "hilltop", clientinfo.json: data.IS_POINTS_BASED_REWARDS: unknown key, ignored (did you mean POINTS_API?)',
      'tenant "hilltop", clientinfo.json: data.DELETE_USER_TITLE: unknown key, ignored (did you mean DELETE_USER_PAGE.title?)',
    ]);
    expect(report.tenants.find((t) => t.site === "couponsonly")?.warnings).toEqual([]);
    // The summary groups them under the chain.
    const at = summary.indexOf("hilltop: 4 warnings");
    expect(at).toBeGreaterThan(summary.indexOf("Problems by chain:"));
    expect(summary[at + 1]).toBe(
      '  warning: tenant "hilltop", clientinfo.json: data.SEND_EMAIL: unknown key, ignored (did you mean EMAIL?)',
    );
  });

  it("are errors with strict: the chain is not written, the others are", async () => {
    const { report, summary } = await pull({
      only: ["couponsonly", "hilltop"],
      fetch: editingData("hilltop", misnamed),
      strict: true,
    });
    expect(report.failed).toBe(true);
    const hilltop = report.tenants.find((t) => t.site === "hilltop");
    expect(hilltop?.status).toBe("failed");
    expect(hilltop?.reason?.split("\n")).toHaveLength(4);
    expect(hilltop?.reason).toContain(
      "data.SEND_EMAIL: unknown key, ignored (did you mean EMAIL?) (an error with --strict)",
    );
    expect(existsSync(join(dir, "hilltop", "clientinfo.json"))).toBe(false);
    expect(existsSync(join(dir, "couponsonly", "clientinfo.json"))).toBe(true);
    expect(summary).toContain("hilltop: 4 errors");
  });
});

describe("every problem of every chain in one run", { timeout: 30_000 }, () => {
  it("reports four problems of one chain and the problem of another in one run, grouped by chain", async () => {
    writeTenantFiles(dir, { "hilltop/local.json": { flags: { seniorDiscountPage: "yes" } } });
    await fetch(`${gateway.url}/__demo/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ site: "couponsonly", call: "GetCategoriesForCoupons", mode: "malformed" }),
    });
    const fourProblems = editingData("hilltop", (d) => {
      d["HEADER_BG_COLOR"] = "green";
      d["THEME"] = 3;
      d["SEND_EMAIL"] = d["EMAIL"];
    });
    const { report, summary } = await pull({ only: ["couponsonly", "hilltop"], fetch: fourProblems });
    const hilltop = report.tenants.find((t) => t.site === "hilltop");
    expect(hilltop?.reason?.split("\n")).toEqual([
      'tenant "hilltop", local.json: flags.seniorDiscountPage: expected true or false, found "yes" (string)',
      'tenant "hilltop", clientinfo.json: data.THEME: expected 1 | 2, found 3',
      'tenant "hilltop", clientinfo.json: data.HEADER_BG_COLOR: expected a hex colour such as #318501, found "green"',
    ]);
    expect(hilltop?.warnings).toEqual([
      'tenant "hilltop", clientinfo.json: data.SEND_EMAIL: unknown key, ignored (did you mean EMAIL?)',
    ]);
    expect(report.tenants.find((t) => t.site === "couponsonly")?.status).toBe("failed");
    const text = summary.join("\n");
    expect(text).toMatch(/Problems by chain:\ncouponsonly: 1 error\n {2}tenant "couponsonly": departments: /);
    expect(text).toMatch(/\n\nhilltop: 3 errors, 1 warning\n {2}tenant "hilltop", local\.json: /);
  });

  it("makes every call of a chain and names each that failed", async () => {
    for (const call of ["GetStaticClientStores", "GetCompanySettingsAndContactInfoByStoreGroup"]) {
      await fetch(`${gateway.url}/__demo/faults`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ site: "hilltop", call, mode: "error", code: -1, details: `${call} down` }),
      });
    }
    writeTenantFiles(dir, { "hilltop/local.json": { flags: { seniorDiscountPage: "yes" } } });
    const { report } = await pull({ only: ["hilltop"] });
    const lines = report.tenants[0]?.reason?.split("\n") ?? [];
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain("local.json: flags.seniorDiscountPage");
    expect(lines.filter((l) => l.includes("down"))).toHaveLength(2);
  });
});
