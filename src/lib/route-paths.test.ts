import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadTenants, resetTenantCache } from "../tenant/load-tenants.server.ts";
import type { Tenant } from "../tenant/tenant.ts";
import { clientInfo, writeTenantFiles } from "../test-support/test-fixtures.ts";
import { pagePaths, settingsErrorPagePaths, tenantFilePaths } from "./route-paths.ts";

let dir: string;
let tenants: Tenant[];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "tenant-paths-"));
  writeTenantFiles(dir, {
    "acme/clientinfo.json": clientInfo("acme"),
    "bolt/clientinfo.json": clientInfo("bolt", { ALLOW_EMPLOYMENT_SCREEN: true }),
    "crumb/clientinfo.json": { error: "Configuration unavailable", basename: "", data: null, common: {} },
  });
  resetTenantCache();
  tenants = loadTenants({ dir, env: {} });
});
afterEach(() => {
  resetTenantCache();
  rmSync(dir, { recursive: true, force: true });
});

const pathsOf = (routePattern: string) => pagePaths(tenants, routePattern);

describe("pagePaths", () => {
  it("builds a page for every ready chain whose route list has it, never for a chain whose settings failed", () => {
    const home = pathsOf("/[site]");
    expect(home.map((p) => p.params)).toEqual([{ site: "acme" }, { site: "bolt" }]);
    expect(home.map((p) => p.props.tenant.status)).toEqual(["ok", "ok"]);
    expect(home[0]?.props.page).toMatchObject({ route: "/", title: "Acme Foods", kind: "interactive" });
    expect(pathsOf("/[site]/error").map((p) => p.params.site)).toEqual(["acme", "bolt"]);
  });

  it("leaves out chains whose settings do not allow the route", () => {
    expect(pathsOf("/[site]/employment").map((p) => p.params.site)).toEqual(["bolt"]);
  });
});

describe("settingsErrorPagePaths", () => {
  it("routes the home and /error of a chain whose settings failed to the one 'Oops!' page", () => {
    const paths = settingsErrorPagePaths(tenants);
    expect(paths.map((p) => p.params)).toEqual([
      { site: "crumb", settingsError: undefined },
      { site: "crumb", settingsError: "error" },
    ]);
    expect(paths.map((p) => [p.props.tenant.status, p.props.page.title, p.props.page.hidden])).toEqual([
      ["settings-error", "Oops!", true],
      ["settings-error", "Oops!", true],
    ]);
  });
});

describe("tenantFilePaths", () => {
  it("gives every chain its per-tenant files, whatever its settings", () => {
    expect(tenantFilePaths(tenants).map((p) => p.params.site)).toEqual(["acme", "bolt", "crumb"]);
  });
});
