import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { GetStaticPathsOptions } from "astro";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetTenantCache } from "../tenant/load-tenants.server.ts";
import { clientInfo, writeTenantFiles } from "../tenant/test-fixtures.ts";
import { getStaticPaths, getTenantFilePaths, settingsErrorPaths } from "./tenant-paths.server.ts";

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "tenant-paths-"));
  writeTenantFiles(dir, {
    "acme/clientinfo.json": clientInfo("acme"),
    "bolt/clientinfo.json": clientInfo("bolt", { ALLOW_EMPLOYMENT_SCREEN: true }),
    "crumb/clientinfo.json": { error: "Configuration unavailable", basename: "", data: null, common: {} },
  });
  vi.stubEnv("TENANTS_DIR", dir);
  vi.stubEnv("TENANTS", "");
  resetTenantCache();
});
afterEach(() => {
  vi.unstubAllEnvs();
  resetTenantCache();
  rmSync(dir, { recursive: true, force: true });
});

const pathsOf = (routePattern: string) => getStaticPaths({ routePattern } as GetStaticPathsOptions);

describe("getStaticPaths", () => {
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

describe("settingsErrorPaths", () => {
  it("routes the home and /error of a chain whose settings failed to the one 'Oops!' page", () => {
    const paths = settingsErrorPaths();
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

describe("getTenantFilePaths", () => {
  it("gives every chain its per-tenant files, whatever its settings", () => {
    expect(getTenantFilePaths().map((p) => p.params.site)).toEqual(["acme", "bolt", "crumb"]);
  });
});
