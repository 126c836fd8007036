/**
 * Small valid tenant inputs for tests: the least a chain's clientinfo `data` must hold, and a way
 * to lay out a tenants/ folder on disk.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** The required keys of a clientinfo `data` object, nothing else (so defaults show). */
export function minimalSiteData(site = "acme"): Record<string, unknown> {
  return {
    RSA_SUBDOMAIN: site,
    RSA_CLIENT_ID: 7,
    RSA_CLIENT_STORE_GROUP_ID: 3,
    RSA_CLIENT_STORE_ID: 1,
    GUEST_TOKEN: `guest-${site}`,
    STORE_NAME: "Acme Foods",
    LOGO_HEADER: "https://www.example.com/logo.svg",
    SEO: { title: "Acme Foods", description: "Groceries" },
  };
}

/** The `EMAIL` settings block with its required recipients (forms on). */
export function emailSettings(site = "acme"): Record<string, string> {
  return {
    contact_recipient: `c@${site}.example`,
    employment_recipient: `e@${site}.example`,
    newsletter_recipient: `n@${site}.example`,
    from_email: `shop@${site}.example`,
    from_name: "Acme",
  };
}

/** A clientinfo response for `site` with `data` merged over the minimal one. */
export function clientInfo(site: string, data: Record<string, unknown> = {}): Record<string, unknown> {
  return { error: null, basename: "", data: { ...minimalSiteData(site), ...data }, common: {} };
}

/** Writes `files` (path relative to `dir` → JSON value) under `dir`. */
export function writeTenantFiles(dir: string, files: Record<string, unknown>): void {
  for (const [path, value] of Object.entries(files)) {
    const full = join(dir, path);
    mkdirSync(join(full, ".."), { recursive: true });
    writeFileSync(full, `${JSON.stringify(value, null, 2)}\n`);
  }
}
