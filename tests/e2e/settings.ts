/**
 * Where the e2e run finds its servers and browser. Shared by playwright.config.ts, the global setup
 * and the specs, so the ports are decided in one place (test-all.ts passes them by environment).
 */
import { readFileSync } from "node:fs";
import { configuredDistDir } from "../../scripts/lib/dist-dir.ts";

/** The built output the suite runs against: DIST_DIR (npm test sets its own), else dist/. */
export const DIST_DIR = configuredDistDir();
/** Preview server port of the e2e run (E2E_PORT, default 4331). */
export const E2E_PORT = Number(process.env["E2E_PORT"] ?? 4331);
/** Default demo gateway port of the e2e run when the build does not name one. */
export const DEFAULT_E2E_GATEWAY_PORT = 8797;
/** Form relay port of the e2e run (E2E_RELAY_PORT, default 8798); the build's FORM_RELAY_URL names it. */
export const E2E_RELAY_PORT = Number(process.env["E2E_RELAY_PORT"] ?? 8798);
/** The system Chromium (Playwright's own download does not work offline). */
export const CHROMIUM_PATH = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";

/** A site of the build, as sites.json lists it. */
export type BuiltSite = {
  site: string;
  hosts: string[];
  primaryHost?: string;
  onlyCoupons: boolean;
  /** A chain with a second language: its languages, English first (absent for English alone). */
  languages?: string[];
};

/** The sites of the current build; empty when there is no build (the spec then fails with a hint). */
export function builtSites(): BuiltSite[] {
  try {
    const parsed = JSON.parse(readFileSync(`${DIST_DIR}/_routing/sites.json`, "utf8")) as { sites: BuiltSite[] };
    return parsed.sites;
  } catch {
    return [];
  }
}
