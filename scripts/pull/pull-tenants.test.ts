/**
 * The pull against the real demo gateway, started in-process on a free port, into a temp folder.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startDemoGateway, type RunningGateway } from "../services/demo-gateway/server.ts";
import { loadTenants, resetTenantCache } from "../../src/tenant/load-tenants.server.ts";
import { clientInfo, writeTenantFiles } from "../../src/test-support/test-fixtures.ts";
import { startLimitsServer } from "../test-support/limits-server.ts";
import { pullTenants, type PullOptions } from "./pull-tenants.ts";
import { summaryLines, type PullReport } from "./report.ts";
import { FORMS_OFF_REASON } from "../../src/tenant/tenant-files.ts";

const SITES = ["couponsonly", "freshmart", "greenvalley", "harvestmarket", "hilltop", "hostile"];
const FILES = [
  "clientinfo.json",
  "company-settings.json",
  "departments.json",
  "stores.json",
  "weekly-ads.json",
  "deals.json",
  "coupon-lists.json",
  "weekly-ad-galleries.json",
];

let gateway: RunningGateway;
let dir: string;

beforeAll(async () => {
  gateway = await startDemoGateway({ port: 0 });
});
afterAll(async () => {
  await gateway.close();
});
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "pull-"));
  resetTenantCache();
});
afterEach(async () => {
  await fetch(`${gateway.url}/__demo/faults`, { method: "DELETE" });
  rmSync(dir, { recursive: true, force: true });
});

/** Arms a fault on the demo gateway (see scripts/services/demo-gateway/README.md). */
async function fault(site: string, call: string, mode: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${gateway.url}/__demo/faults`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ site, call, ...mode }),
  });
  expect(res.ok).toBe(true);
}

/** Runs a pull into the temp folder, collecting its progress lines. */
async function pull(extra: Partial<PullOptions> = {}): Promise<{ report: PullReport; lines: string[] }> {
  const lines: string[] = [];
  const report = await pullTenants({ gatewayUrl: gateway.url, dir, log: (l) => lines.push(l), ...extra });
  return { report, lines };
}

/** A fetch that changes the JSON answers of the calls whose URL contains `match`. */
function tamper(match: string, change: (body: Record<string, unknown>) => void): typeof fetch {
  return async (input, init) => {
    const res = await fetch(input, init);
    if (!String(input instanceof Request ? input.url : input).includes(match)) return res;
    const body = (await res.json()) as Record<string, unknown>;
    change(body);
    return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
  };
}
/** The global fetch, with calls whose URL contains `part` sent to `to` instead. */
const rerouting =
  (part: string, to: string): typeof fetch =>
  (input, init) =>
    String(input instanceof Request ? input.url : input).includes(part) ? fetch(to, init) : fetch(input, init);

const statuses = (report: PullReport) => Object.fromEntries(report.tenants.map((t) => [t.site, t.status]));
const read = (path: string) => readFileSync(join(dir, path), "utf8");

// Each test pulls every chain from the in-process gateway (the large one has 2,000+ coupons): room for a busy machine.
describe("pullTenants", { timeout: 30_000 }, () => {
  it("writes every chain on the first run and reports nothing changed on the second", async () => {
    const first = await pull();
    expect(first.report.failed).toBe(false);
    expect(first.report.domainMap.status).toBe("changed");
    expect(statuses(first.report)).toEqual(Object.fromEntries(SITES.map((s) => [s, "changed"])));
    for (const site of SITES)
      for (const file of FILES) expect(existsSync(join(dir, site, file)), `${site}/${file}`).toBe(true);
    expect(JSON.parse(read("domain-map.json"))).toMatchObject({ "freshmart.localhost": "freshmart" });
    expect(first.lines).toContain("[2/6] freshmart");
    expect(first.lines.some((l) => /^ {2}stores \(default\) ok \(\d+ stores\)$/.test(l))).toBe(true);

    const before = read("freshmart/stores.json");
    expect(before.endsWith("}\n")).toBe(true);
    const second = await pull();
    expect(second.report.failed).toBe(false);
    expect(second.report.domainMap.status).toBe("unchanged");
    expect(statuses(second.report)).toEqual(Object.fromEntries(SITES.map((s) => [s, "unchanged"])));
    expect(read("freshmart/stores.json")).toBe(before);
  });

  it("gives the build tenants it can read, with the gateway's data", async () => {
    await pull();
    const tenants = loadTenants({ dir });
    expect(tenants.map((t) => t.site)).toEqual(SITES);
    const fresh = tenants.find((t) => t.site === "freshmart");
    if (fresh?.status !== "ok") throw new Error("freshmart should be ready");
    expect(fresh.data.STORE_NAME).toBe("Fresh Mart");
    expect(fresh.stores.length).toBeGreaterThan(0);
    expect(fresh.departments.length).toBeGreaterThan(0);
    expect(fresh.companySettings?.CompanySettings.SupportEmail).toBe("support@freshmart.example");
    expect(fresh.hosts).toEqual(["freshmart.localhost", "www.freshmart.example"]);
  });

  it("pulls All Coupons and every department's coupons as guests see them, each coupon once", async () => {
    const { lines } = await pull({ only: ["harvestmarket"] });
    const file = JSON.parse(read("harvestmarket/coupon-lists.json")) as {
      pulledAt: string;
      coupons: { SSNewsId: number }[];
      lists: Record<string, { ErrorMessage: { ErrorCode: number }; SSNewsIds: number[] }>;
    };
    const departments = (
      JSON.parse(read("harvestmarket/departments.json")) as { GetProductCategories: { ProductCategoryId: number }[] }
    ).GetProductCategories.map((d) => String(d.ProductCategoryId));
    expect(Object.keys(file.lists).toSorted()).toEqual(["0", ...departments].toSorted());
    const guestToken = (JSON.parse(read("harvestmarket/clientinfo.json")) as { data: { GUEST_TOKEN: string } }).data
      .GUEST_TOKEN;
    const listOf = (id: string) =>
      fetch(`${gateway.url}/GetDetailsForCoupons/${id}/${guestToken}/0`, {
        method: "POST",
        headers: { "content-type": "application/json", domainname: "harvestmarket" },
        body: JSON.stringify({ method: "POST" }),
      }).then((r) => r.json() as Promise<{ Specials: { SSNewsId: number }[] }>);
    const all = await listOf("0");
    expect(all.Specials.length).toBeGreaterThan(2000);
    expect(file.lists["0"]?.SSNewsIds).toEqual(all.Specials.map((c) => c.SSNewsId));
    const bakery = departments[0] ?? "";
    expect(file.lists[bakery]?.SSNewsIds).toEqual((await listOf(bakery)).Specials.map((c) => c.SSNewsId));
    const ids = file.coupons.map((c) => c.SSNewsId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Date.parse(file.pulledAt)).not.toBeNaN();
    expect(lines).toContain(`  coupon lists ok (${departments.length + 1} lists, ${ids.length} coupons)`);
    const tenant = loadTenants({ dir, only: ["harvestmarket"] })[0];
    if (tenant?.status !== "ok") throw new Error("harvestmarket should be ready");
    expect(tenant.couponLists.lists[0]?.[0]?.expiresAt).toBeInstanceOf(Date);
    expect(tenant.couponLists.lists[0]?.length).toBe(all.Specials.length);
  });

  it("pulls each store's weekly-ad gallery as guests see it, and the default store's", async () => {
    const { lines } = await pull({ only: ["freshmart"] });
    type Answer = { ErrorMessage: { ErrorCode: number }; GalleryItems?: { URL: string; GalleryType: string }[] };
    const { galleries } = JSON.parse(read("freshmart/weekly-ad-galleries.json")) as {
      galleries: Record<string, Answer>;
    };
    const info = JSON.parse(read("freshmart/clientinfo.json")) as {
      data: { GUEST_TOKEN: string; RSA_CLIENT_STORE_ID: number };
    };
    const storeIds = (
      JSON.parse(read("freshmart/stores.json")) as { GetClientStores: { ClientStoreId: number }[] }
    ).GetClientStores.map((s) => String(s.ClientStoreId));
    expect(Object.keys(galleries).toSorted()).toEqual(
      [...new Set([...storeIds, String(info.data.RSA_CLIENT_STORE_ID)])].toSorted(),
    );
    // Each as the gateway sends it to a guest, the "none" of a store without an ad included.
    for (const id of Object.keys(galleries)) {
      const live = await fetch(`${gateway.url}/WeeklyAdGallery/${info.data.GUEST_TOKEN}/${id}`, {
        headers: { domainname: "freshmart" },
      }).then((r) => r.json());
      expect(galleries[id], id).toEqual(live);
    }
    expect(galleries["5"]?.ErrorMessage.ErrorCode).toBe(-1);
    expect(lines).toContainEqual(
      expect.stringMatching(/^ {2}weekly-ad galleries ok \(\d+ stores, \d+ with a gallery\)$/),
    );

    const tenant = loadTenants({ dir, only: ["freshmart"] })[0];
    if (tenant?.status !== "ok") throw new Error("freshmart should be ready");
    expect(tenant.galleries[1]?.items.map((i) => i.URL)).toEqual(galleries["1"]?.GalleryItems?.map((i) => i.URL));
    expect(tenant.galleries[1]?.pdfUrl).toMatch(/\/files\/weekly-ad\/freshmart\/1\.pdf$/);
    expect(tenant.galleries[1]?.endsAt).toBeInstanceOf(Date);
    expect(tenant.galleries[5]).toEqual({ items: [], pdfUrl: "", endsAt: null });
  });

  it("keeps the last good galleries when a gallery answer is invalid or missing, naming chain, file and key path", async () => {
    await pull({ only: ["hilltop"] });
    const before = FILES.map((f) => read(`hilltop/${f}`));
    const invalid = tamper("/WeeklyAdGallery/", (body) => {
      if (Array.isArray(body["GalleryItems"]))
        body["GalleryItems"] = [{ PageNumber: "one", URL: "x", GalleryType: "" }];
    });
    const { report, lines } = await pull({ only: ["hilltop"], fetch: invalid });
    expect(report.failed).toBe(true);
    expect(report.tenants[0]).toMatchObject({ status: "failed", hadSnapshot: true });
    expect(report.tenants[0]?.reason?.split("\n")[0]).toBe(
      'tenant "hilltop", weekly-ad-galleries.json: galleries["1"].GalleryItems[0].PageNumber: expected a number, found "one"',
    );
    expect(lines).toContain("  -> FAILED (kept last good snapshot)");
    expect(FILES.map((f) => read(`hilltop/${f}`))).toEqual(before);

    await fault("hilltop", "WeeklyAdGallery", { mode: "network" });
    const down = await pull({ only: ["hilltop"] });
    expect(down.report.tenants[0]?.reason).toMatch(
      /^tenant "hilltop": weekly-ad gallery of store 1 \(weekly-ad-galleries\.json\): no answer/,
    );
    expect(FILES.map((f) => read(`hilltop/${f}`))).toEqual(before);
  });

  it("keeps a failing chain's last snapshot, reports it and carries on with the others", async () => {
    await pull();
    const before = FILES.map((f) => read(`greenvalley/${f}`));
    await fault("greenvalley", "GetClientStores", { mode: "network" });
    const { report, lines } = await pull();
    expect(report.failed).toBe(true);
    const green = report.tenants.find((t) => t.site === "greenvalley");
    expect(green?.status).toBe("failed");
    expect(green?.reason).toMatch(/^tenant "greenvalley": stores \(default\): no answer/);
    expect(FILES.map((f) => read(`greenvalley/${f}`))).toEqual(before);
    expect(statuses(report)).toMatchObject({
      freshmart: "unchanged",
      hilltop: "unchanged",
      harvestmarket: "unchanged",
    });
    expect(lines).toContain("  -> FAILED (kept last good snapshot)");
  });

  /** Pulls greenvalley once, then again with its stores call sent to `path` of a limits server; checks its snapshot stayed. */
  async function pullStoresFrom(path: string, limits?: PullOptions["limits"]) {
    await pull({ only: ["greenvalley"] });
    const before = FILES.map((f) => read(`greenvalley/${f}`));
    const server = await startLimitsServer();
    try {
      const fetch = rerouting("/GetClientStores", `${server.url}${path}`);
      const { report } = await pull({ only: ["greenvalley"], fetch, ...(limits ? { limits } : {}) });
      expect(report.failed).toBe(true);
      expect(report.tenants[0]?.status).toBe("failed");
      expect(FILES.map((f) => read(`greenvalley/${f}`))).toEqual(before);
      return { reason: report.tenants[0]?.reason, server };
    } finally {
      await server.close();
    }
  }

  it("stops an answer over the size limit while it streams, names chain, call and size, keeps the snapshot", async () => {
    const { reason, server } = await pullStoresFrom("/huge", { maxAnswerBytes: 1024 * 1024, maxRedirects: 5 });
    expect(reason).toMatch(
      /^tenant "greenvalley": stores \(default\): answer too large: over the limit of 1\.0 MB, stopped after reading \d+ bytes \(http:\/\/localhost:\d+\/GetClientStores\/1\)$/,
    );
    // asked once (no retry), and the server could not write its 50 MB
    expect(server.methods).toHaveLength(1);
    await expect.poll(() => server.stats.get("/huge")?.closedEarly).toBe(true);
    expect(server.stats.get("/huge")!.written).toBeLessThan(16 * 1024 * 1024);
  });

  it("names a redirect loop with its addresses and keeps the snapshot", async () => {
    const { reason, server } = await pullStoresFrom("/loop/a");
    // the stores call is answered with the loop's first redirect
    const loop = `${server.url}/loop`;
    expect(reason).toBe(
      `tenant "greenvalley": stores (default): redirect loop: ${gateway.url}/GetClientStores/1 -> ${loop}/b -> ${loop}/a -> ${loop}/b`,
    );
    expect(server.methods).toHaveLength(3);
  });

  it("names tenant, file and key path when an answer does not match the schema", async () => {
    const tampering: typeof fetch = async (input, init) => {
      const res = await fetch(input, init);
      if (!String(input instanceof Request ? input.url : input).includes("GetCompanySettings")) return res;
      const body = (await res.json()) as Record<string, unknown>;
      return Response.json({ ...body, CompanySettings: 42 });
    };
    const { report } = await pull({ only: ["freshmart"], fetch: tampering });
    const fresh = report.tenants[0];
    expect(fresh?.status).toBe("failed");
    expect(fresh?.reason).toMatch(/^tenant "freshmart", company-settings\.json: CompanySettings: /);
    expect(existsSync(join(dir, "freshmart"))).toBe(false);
  });

  it("reports an ErrorMessage on the settings call with the gateway's own message and keeps the snapshot", async () => {
    await pull({ only: ["freshmart"] });
    const before = FILES.map((f) => read(`freshmart/${f}`));
    await fault("freshmart", "GetCompanySettingsAndContactInfoByStoreGroup", {
      mode: "error",
      code: -1,
      details: "Settings service unavailable",
    });
    const { report } = await pull({ only: ["freshmart"] });
    expect(report.failed).toBe(true);
    expect(report.tenants[0]).toMatchObject({
      status: "failed",
      reason: 'tenant "freshmart": company settings: the gateway answered ErrorCode -1: Settings service unavailable',
    });
    expect(FILES.map((f) => read(`freshmart/${f}`))).toEqual(before);
  });

  it("keeps the last good snapshot when clientinfo answers with `error` set, reporting the gateway's message", async () => {
    await pull({ only: ["hilltop"] });
    const before = FILES.map((f) => read(`hilltop/${f}`));
    const failing: typeof fetch = async (input, init) => {
      if (!String(input instanceof Request ? input.url : input).includes("FileName=hilltop")) return fetch(input, init);
      return Response.json({ error: "Configuration store is busy", basename: "", data: null, common: {} });
    };
    const { report, lines } = await pull({ only: ["hilltop"], fetch: failing });
    expect(report.failed).toBe(true);
    expect(report.tenants[0]).toMatchObject({
      status: "failed",
      hadSnapshot: true,
      reason: 'tenant "hilltop": clientinfo: the gateway reported an error: Configuration store is busy',
    });
    expect(lines).toContain("  -> FAILED (kept last good snapshot)");
    expect(FILES.map((f) => read(`hilltop/${f}`))).toEqual(before);
    // the build still sees the chain as ready, not as the 'Oops!' page
    expect(loadTenants({ dir, only: ["hilltop"] })[0]?.status).toBe("ok");
  });

  it("names the key path of an invalid setting in clientinfo", async () => {
    const tampering = tamper("FileName=hilltop", (body) => {
      const menu = (body["data"] as { MENU: Record<string, unknown>[] }).MENU;
      menu[0] = { ...menu[0], menu_url: 42 };
    });
    const { report } = await pull({ only: ["hilltop"], fetch: tampering });
    expect(report.tenants[0]?.reason).toBe(
      'tenant "hilltop", clientinfo.json: data.MENU[0].menu_url: expected a string, found 42 (number)',
    );
  });

  it("refuses a chain that takes another chain's RSA_SUBDOMAIN, naming both, and keeps its snapshot", async () => {
    await pull({ only: ["greenvalley"] });
    const before = read("greenvalley/clientinfo.json");
    // Another chain's snapshot already holds the subdomain greenvalley's settings name.
    writeTenantFiles(dir, { "twin/clientinfo.json": clientInfo("twin", { RSA_SUBDOMAIN: "GreenValley" }) });
    const { report } = await pull({ only: ["greenvalley"] });
    expect(report.tenants[0]).toMatchObject({ site: "greenvalley", status: "failed", hadSnapshot: true });
    expect(report.tenants[0]?.reason).toBe(
      'tenant "greenvalley", clientinfo.json: data.RSA_SUBDOMAIN: "greenvalley" is already the subdomain of "twin" ' +
        "(each chain needs its own: the signed-in member is kept per subdomain)",
    );
    expect(read("greenvalley/clientinfo.json")).toBe(before);
    expect(report.failed).toBe(true);
  });

  it("refuses hostile hosts and origins with chain and key: the domain map's, the logo's", async () => {
    const hostile = tamper("FileName=", (body) => {
      const data = body["data"] as Record<string, unknown>;
      if ("www.freshmart.example" in data) data['cdn"$host.example'] = "freshmart";
      else if (data["RSA_SUBDOMAIN"] === "greenvalley") data["LOGO_HEADER"] = 'https://cdn"$host.example/logo.png';
    });
    const { report } = await pull({ only: ["freshmart", "greenvalley"], fetch: hostile });
    expect(report.failed).toBe(true);
    expect(report.warnings).toContain(
      'tenant "freshmart", domain-map.json: data["cdn\\"$host.example"]: host refused (expected a host name such as www.example.com)',
    );
    expect(Object.keys(JSON.parse(read("domain-map.json")) as object)).not.toContain('cdn"$host.example');
    expect(statuses(report)).toEqual({ freshmart: "changed", greenvalley: "failed" });
    expect(report.tenants[1]?.reason).toBe(
      'tenant "greenvalley", clientinfo.json: data.LOGO_HEADER: expected an http(s) URL with a plain host name, or a path starting with /, found "https://cdn\\"$host.example/logo.png"',
    );
  });

  it("says in the summary when a chain's forms are not built (no relay named, no FORM_RELAY_URL)", async () => {
    writeTenantFiles(dir, { "freshmart/local.json": { formRelay: false }, "greenvalley/local.json": {} });
    const { report } = await pull({ only: ["freshmart", "greenvalley"] });
    expect(report.tenants.map((t) => [t.site, t.notes ?? []])).toEqual([
      ["freshmart", []],
      ["greenvalley", [FORMS_OFF_REASON]],
    ]);
    expect(summaryLines(report).join("\n")).toMatch(
      /greenvalley +changed \([^)]*\)\n +note: forms not built: no form relay/,
    );
    const relayed = await pull({ only: ["greenvalley"], relayUrl: "http://localhost:8790" });
    expect(relayed.report.tenants[0]?.notes).toBeUndefined();
  });

  it("reports a bad local.json the way the build does: key path, what was expected, what was found", async () => {
    writeTenantFiles(dir, { "hilltop/local.json": { flags: { pharmacyPage: true, seniorDiscountPage: "yes" } } });
    const { report } = await pull({ only: ["hilltop"] });
    expect(report.tenants[0]?.status).toBe("failed");
    expect(report.tenants[0]?.reason?.split("\n")).toEqual([
      'tenant "hilltop", local.json: flags.seniorDiscountPage: expected true or false, found "yes" (string)',
      'tenant "hilltop", local.json: flags.pharmacyPage: expected an object, found true (boolean)',
    ]);
  });

  it("reports a clientinfo that is not JSON", async () => {
    await pull({ only: ["couponsonly"] });
    const before = read("couponsonly/clientinfo.json");
    await fault("couponsonly", "clientinfo", { mode: "malformed" });
    const { report } = await pull({ only: ["couponsonly"] });
    expect(report.tenants[0]).toMatchObject({
      status: "failed",
      reason: 'tenant "couponsonly": clientinfo: the answer is not JSON',
    });
    expect(read("couponsonly/clientinfo.json")).toBe(before);
  });

  it("writes a settings error as such, and the build sees a settings-error tenant", async () => {
    writeTenantFiles(dir, { "ghost/local.json": { hosts: ["ghost.example"] } });
    const { report } = await pull({ only: ["ghost"] });
    // only a chain without a good snapshot gets the error page; the run still reports failure
    expect(report.failed).toBe(true);
    expect(report.tenants[0]).toMatchObject({
      site: "ghost",
      status: "settings-error",
      changedFiles: ["clientinfo.json"],
    });
    expect(JSON.parse(read("ghost/clientinfo.json")).error).toMatch(/ghost/);
    const ghost = loadTenants({ dir, only: ["ghost"] })[0];
    expect(ghost).toMatchObject({ status: "settings-error", hosts: ["ghost.example", "ghost.localhost"] });
  });

  it("narrows to `only` and refuses names it cannot pull", async () => {
    const { report } = await pull({ only: ["greenvalley", "nowhere"] });
    expect(statuses(report)).toEqual({ greenvalley: "changed", nowhere: "failed" });
    expect(existsSync(join(dir, "freshmart"))).toBe(false);
    expect(report.failed).toBe(true);
  });

  it("keeps the last domain map when the map call fails", async () => {
    await pull({ only: ["freshmart"] });
    const before = read("domain-map.json");
    await fault("*", "domainFileMap", { mode: "error", code: 500, details: "down" });
    const { report } = await pull({ only: ["freshmart"] });
    expect(report.domainMap.status).toBe("failed");
    expect(report.failed).toBe(true);
    expect(read("domain-map.json")).toBe(before);
    expect(statuses(report)).toEqual({ freshmart: "unchanged" });
  });
});

describe("settings at addresses the build refuses", { timeout: 30_000 }, () => {
  it("warns naming chain, file and key; with --strict the chain fails and keeps its snapshot", async () => {
    const metadata = tamper("FileName=freshmart", (body) => {
      (body["data"] as Record<string, unknown>)["LOGO_FOOTER"] = "http://169.254.169.254/latest/logo.png";
    });
    const warning =
      'tenant "freshmart", clientinfo.json: data.LOGO_FOOTER: http://169.254.169.254/latest/logo.png is at a ' +
      "non-public address (link-local (cloud metadata)): the build fetches nothing there";
    const loose = await pull({ only: ["freshmart"], fetch: metadata });
    expect(loose.lines).toContain(`  warning: ${warning}`);
    expect(statuses(loose.report)).toEqual({ freshmart: "changed" });
    const strict = await pull({ only: ["freshmart"], fetch: metadata, strict: true });
    expect(strict.report.tenants[0]?.reason).toContain(`${warning} (an error with --strict)`);
  });
});

describe("host owners between pulls", { timeout: 30_000 }, () => {
  const takeover = tamper("domainFileMap", (body) => {
    (body["data"] as Record<string, string>)["www.freshmart.example"] = "intruder";
  });

  it("keeps a host the domain map moves to another chain with its owner, warns naming both, fails the pull", async () => {
    await pull({ only: ["freshmart"] });
    const { report, lines } = await pull({ only: ["freshmart"], fetch: takeover });
    const warning =
      'domain map, domain-map.json: host www.freshmart.example moves from chain "freshmart" to "intruder": ' +
      'kept with "freshmart"; pass --accept-host-moves to accept it';
    expect(lines).toContain(warning);
    expect(report.warnings).toContain(warning);
    expect(report.failed).toBe(true);
    expect(JSON.parse(read("domain-map.json"))).toMatchObject({ "www.freshmart.example": "freshmart" });
  });

  it("moves the host when the move is accepted", async () => {
    await pull({ only: ["freshmart"] });
    const { lines } = await pull({ only: ["freshmart"], fetch: takeover, acceptHostMoves: true });
    expect(lines.join("\n")).toContain("accepted (--accept-host-moves)");
    expect(JSON.parse(read("domain-map.json"))).toMatchObject({ "www.freshmart.example": "intruder" });
  });
});

describe("npm run pull", () => {
  const run = promisify(execFile);
  const script = join(import.meta.dirname, "main.ts");

  it("prints progress and the summary, and exits 1 when a tenant failed", async () => {
    const env = {
      ...process.env,
      GATEWAY_URL: gateway.url,
      TENANTS: "freshmart,couponsonly",
      TENANTS_DIR: "tenants",
    };
    const ok = await run(process.execPath, [script], { cwd: dir, env });
    expect(ok.stdout).toMatch(/\[1\/2\] couponsonly[\s\S]*Summary:[\s\S]*freshmart +changed \(/);

    await fault("freshmart", "GetClientStores", { mode: "error", code: -1, details: "Store service unavailable" });
    const failed = await run(process.execPath, [script], { cwd: dir, env }).catch(
      (e: { code: number; stdout: string }) => e,
    );
    expect("code" in failed && failed.code).toBe(1);
    expect(failed.stdout).toContain(
      'tenant "freshmart": stores (default): the gateway answered ErrorCode -1: Store service unavailable',
    );
    expect(failed.stdout).toMatch(/freshmart +FAILED \(kept last good snapshot\)/);
    expect(failed.stdout).toMatch(/couponsonly +unchanged/);
  }, 60_000);

  it("prints a chain name's terminal escapes escaped, never raw", async () => {
    const evil = "\u001b]0;owned\u0007\u001b[2Jevil";
    writeTenantFiles(join(dir, "tenants"), { [`${evil}/local.json`]: {} });
    const env = { ...process.env, GATEWAY_URL: gateway.url, TENANTS: "", TENANTS_DIR: "tenants" };
    const out = await run(process.execPath, [script], { cwd: dir, env }).catch(
      (e: { code: number; stdout: string; stderr: string }) => e,
    );
    expect(out.stdout).toContain("\\u001b]0;owned\\u0007\\u001b[2Jevil");
    expect(out.stdout + out.stderr).not.toContain("\u001b");
  }, 60_000);
});
