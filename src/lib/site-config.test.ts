import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadTenants, resetTenantCache } from "../tenant/load-tenants.server.ts";
import type { ReadyTenant } from "../tenant/tenant.ts";
import { clientInfo, writeTenantFiles } from "../test-support/test-fixtures.ts";
import { siteConfigFor, siteConfigJson } from "./site-config.ts";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "site-config-"));
  resetTenantCache();
  vi.stubEnv("TENANTS", "");
  vi.stubEnv("GATEWAY_URL", "http://localhost:8787");
});
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

/** One chain on disk with the given settings, local file and company settings. */
function chain(data: Record<string, unknown>, local?: unknown, settings?: Record<string, unknown>): ReadyTenant {
  writeTenantFiles(dir, {
    "domain-map.json": { "acme.localhost": "acme" },
    "acme/clientinfo.json": clientInfo("acme", data),
    ...(local ? { "acme/local.json": local } : {}),
    ...(settings
      ? {
          "acme/company-settings.json": {
            ErrorMessage: { ErrorCode: 1, ErrorDetails: "" },
            CompanySettings: settings,
            SocialMediaSettings: [],
          },
        }
      : {}),
  });
  const [tenant] = loadTenants({ dir, only: ["acme"] });
  if (tenant?.status !== "ok") throw new Error("expected a ready tenant");
  return tenant;
}

describe("siteConfigFor", () => {
  it("defaults: PIN, phone optional, no link-card, card length 12", () => {
    const config = siteConfigFor(chain({}));
    expect(config).toMatchObject({
      site: "acme",
      subdomain: "acme",
      gatewayUrl: "http://localhost:8787",
      passwordMode: false,
      linkCardAllowed: false,
      phoneRequired: false,
      hideZip: false,
      onlyCoupons: false,
      recaptchaSiteKey: null,
      cardLength: { min: 12, max: 12 },
      cartTexts: { add: "Add to Cart", remove: "Remove from Cart" },
    });
  });

  it("password mode from ALLOW_PASSWORD or the alwaysPasswordMode flag", () => {
    expect(siteConfigFor(chain({ ALLOW_PASSWORD: true })).passwordMode).toBe(true);
    resetTenantCache();
    expect(siteConfigFor(chain({}, { flags: { alwaysPasswordMode: true } })).passwordMode).toBe(true);
  });

  it("flags, site key and card length from company settings", () => {
    const config = siteConfigFor(
      chain(
        { IS_PHONE_NUMBER_REQUIRED: true, ALLOW_LINK_CARD_REGISTRATION: true, RECAPTCHA_SITE_KEY: "key-1" },
        { flags: { hideZipField: true, couponListWording: true } },
        { MemberCardMinLength: 13, MemberCardMaxLength: 16 },
      ),
    );
    expect(config).toMatchObject({
      phoneRequired: true,
      linkCardAllowed: true,
      hideZip: true,
      recaptchaSiteKey: "key-1",
      cardLength: { min: 13, max: 16 },
      cartTexts: { add: "Add to List", remove: "Remove from List" },
    });
  });

  it("carries clipReadyMinutes only where the chain sets it (the block's bytes count on every page)", () => {
    expect(siteConfigFor(chain({}, { flags: { clipReadyMinutes: 30 } })).clipReadyMinutes).toBe(30);
    resetTenantCache();
    expect(siteConfigJson(siteConfigFor(chain({}, {})))).not.toContain("clipReadyMinutes");
  });

  it("serialises safely inside <script>", () => {
    const json = siteConfigJson(siteConfigFor(chain({ STORE_NAME: "</script><script>alert(1)</script>" })));
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toMatchObject({ storeName: "</script><script>alert(1)</script>" });
  });
});
