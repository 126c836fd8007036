/**
 * The tenants folder `npm start` pulls into and builds from: a fresh copy of the committed `tenants/`
 * inside `.gateway-state/`, so the demo never rewrites the committed snapshots (pulled snapshots name
 * the gateway they came from, so a demo on another `GATEWAY_PORT` would change every file), and
 * without the test suite's chains (`"deploy": "test"` in local.json, the hostile chain), which are no
 * part of the demo. The test suite builds them from its own copy (scripts/test-all.ts).
 */
import { cpSync, existsSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DOMAIN_MAP_FILE } from "../../src/tenant/tenant-files.ts";
import { readDomainMap } from "../../src/tenant/load-tenants.server.ts";
import { chainDeploy } from "./deploy-scope.ts";

/** Copies `from` into a fresh `to` without the test chains; returns the chains copied and those left out. */
export function demoTenantsCopy(from: string, to: string): { sites: string[]; left: string[] } {
  rmSync(to, { recursive: true, force: true });
  const sites: string[] = [];
  const left: string[] = [];
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (!entry.isDirectory()) {
      if (entry.name !== DOMAIN_MAP_FILE) cpSync(join(from, entry.name), join(to, entry.name));
      continue;
    }
    if (chainDeploy(from, entry.name) === "test") left.push(entry.name);
    else {
      cpSync(join(from, entry.name), join(to, entry.name), { recursive: true });
      sites.push(entry.name);
    }
  }
  if (existsSync(join(from, DOMAIN_MAP_FILE))) {
    const kept = Object.entries(readDomainMap(from)).filter(([, site]) => !left.includes(site));
    writeFileSync(join(to, DOMAIN_MAP_FILE), `${JSON.stringify(Object.fromEntries(kept), null, 2)}\n`);
  }
  return { sites: sites.sort(), left: left.sort() };
}
