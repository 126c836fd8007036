/**
 * No SendEmail SecurityKey in a built file (DESIGN.md §7 "secrets"): every file under dist/ is
 * searched for every chain's key as the pulled settings hold it. Only a chain whose local.json says
 * `"formRelay": false` sends its key from the browser, by choice (the build warned): its own key in
 * its own folder is reported as a warning. Anywhere else, and for every other chain (relay, or forms
 * not built because it names no relay), it is a failure.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, sep } from "node:path";
import { walkFiles } from "../lib/files.ts";

/** A chain's key and whether the chain keeps it off its pages (false only for `"formRelay": false`). */
export type ChainKey = { site: string; key: string; relay: boolean };

/** Keys shorter than this are not searched (they would match by chance). */
export const MIN_KEY_LENGTH = 6;

/** The keys of every chain in a tenants folder (clientinfo EMAIL.security_key, local.json formRelay). */
export function chainKeys(tenantsDir: string): ChainKey[] {
  if (!existsSync(tenantsDir)) return [];
  const keys: ChainKey[] = [];
  for (const site of readdirSync(tenantsDir)) {
    const info = readJson(join(tenantsDir, site, "clientinfo.json")) as {
      data?: { EMAIL?: { security_key?: unknown } };
    };
    const key = info?.data?.EMAIL?.security_key;
    if (typeof key !== "string" || key.trim().length < MIN_KEY_LENGTH) continue;
    const local = readJson(join(tenantsDir, site, "local.json")) as { formRelay?: unknown } | null;
    keys.push({ site, key: key.trim(), relay: local?.formRelay !== false });
  }
  return keys;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/** A key found in a built file. */
export type SecretFinding = { file: string; site: string; severity: "error" | "warning" };

/** Searches every file under `distDir` for the keys. */
export function scanForKeys(distDir: string, keys: readonly ChainKey[]): SecretFinding[] {
  if (keys.length === 0) return [];
  const findings: SecretFinding[] = [];
  const needles = keys.map((k) => ({ ...k, bytes: Buffer.from(k.key, "utf8") }));
  for (const rel of walkFiles(distDir)) {
    const content = readFileSync(join(distDir, rel));
    for (const k of needles) {
      if (content.indexOf(k.bytes) === -1) continue;
      const ownFolder = rel.split(sep).join("/").startsWith(`${k.site}/`);
      findings.push({ file: rel, site: k.site, severity: !k.relay && ownFolder ? "warning" : "error" });
    }
  }
  return findings;
}
