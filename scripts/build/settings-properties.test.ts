/**
 * Property: whatever value a chain's settings hold at any key (every key of local.json and of the
 * clientinfo `data`, listed from the schemas themselves), the chain either builds into values every
 * page and routing file can use as they are, or is refused with its name, file and key, and the other
 * chains still build. Checked at the loader (buildTenant, the cross-chain checks and what pages and
 * sites.json make of a tenant), so thousands of samples run in seconds; scripts/build/build.test.ts builds
 * for real.
 */
import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import type * as z from "zod";
import { analyticsConfig } from "../../src/lib/analytics.ts";
import { isLinkAddress, isStrictHostname, safeOrigin, urlParam } from "../../src/lib/safe-url.ts";
import { siteConfigFor } from "../../src/lib/site-config.ts";
import { siteEntryOf } from "../../src/lib/site-entry.ts";
import { sendTargetFor } from "../../src/features/email-forms/send-target.server.ts";
import { crossChainProblems } from "../../src/tenant/load-tenants.server.ts";
import { dropUnsafeAddresses, unwrap } from "../../src/tenant/settings-urls.ts";
import { buildTenant, type TenantContext } from "../../src/tenant/tenant-files.ts";
import {
  formatKeyPath,
  localSettingsSchema,
  siteDataSchema,
  TenantConfigError,
} from "../../src/tenant/tenant-schema.ts";
import type { Tenant } from "../../src/tenant/tenant.ts";
import { clientInfo } from "../../src/test-support/test-fixtures.ts";
import { isCspOrigin, siteEntrySchema } from "../lib/sites.ts";

/** Every key path of a schema down to its leaves (lists at index 0, records at key "k"), objects included. */
function keyPaths(schema: z.core.$ZodType, prefix: (string | number)[] = []): (string | number)[][] {
  const node = unwrap(schema);
  const def = node._zod.def as unknown as Record<string, unknown> & { type: string };
  if (def.type === "object") {
    return Object.entries(def["shape"] as Record<string, z.core.$ZodType>).flatMap(([k, child]) => [
      [...prefix, k],
      ...keyPaths(child, [...prefix, k]).filter((p) => p.length > prefix.length + 1),
    ]);
  }
  if (def.type === "array") return [[...prefix, 0], ...keyPaths(def["element"] as z.core.$ZodType, [...prefix, 0])];
  if (def.type === "record")
    return [[...prefix, "k"], ...keyPaths(def["valueType"] as z.core.$ZodType, [...prefix, "k"])];
  return [];
}

const DATA_KEYS = keyPaths(siteDataSchema).map((p) => ["data", ...p]);
const LOCAL_KEYS = keyPaths(localSettingsSchema);

/** A copy of `root` with `value` at `path` (objects and lists made on the way). */
function withValue(root: unknown, path: readonly (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path as [string | number, ...(string | number)[]];
  const base = typeof root === "object" && root !== null ? structuredClone(root) : typeof key === "number" ? [] : {};
  (base as Record<string | number, unknown>)[key] = withValue(
    (base as Record<string | number, unknown>)[key],
    rest,
    value,
  );
  return base;
}

/** Values that have broken builds and shared files: relative and hostile URLs, hosts with quotes and `$`. */
const HOSTILE = [
  "/a.svg",
  "a.svg",
  "?x=1",
  "#top",
  "//evil.example/x",
  "/\\evil.example",
  "javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "mailto:a@b.example",
  'https://cdn"$host.example/logo.png',
  "https://cdn'x.example/",
  "https://a;b.example/",
  "https://{s}.tiles.example/{z}/{x}/{y}.png",
  "https://ti{les.example/",
  "https://a b.example/",
  "https://a\u0000b.example/",
  "https://user:pw@evil.example/",
  "https://xn--nxasmq6b.example/",
  "http://[::1]:8080/x",
  "https://www.example.com/ok.png?name=Photo",
  'cdn"$host.example',
  "www.example.com",
  "WWW.Example.COM",
  "a..b",
  "${host}",
  "",
  " ",
];

const values = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 2, arbitrary: fc.webUrl({ withQueryParameters: true, withFragments: true }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.domain() },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.array(fc.constantFrom(...HOSTILE), { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.boolean() },
);

const CONTEXT: TenantContext = {
  domainMap: { "www.good1.example": "good1", "www.good2.example": "good2", "www.fuzz.example": "fuzz" },
  envRelayUrl: "http://localhost:8790",
  warn: () => undefined,
};

const EMAIL = {
  contact_recipient: "c@fuzz.example",
  employment_recipient: "e@fuzz.example",
  newsletter_recipient: "n@fuzz.example",
  from_email: "web@fuzz.example",
  from_name: "Fuzz",
  security_key: "fuzz-secret-key",
};

/** A chain's files: the minimal settings with e-mail, and a local.json with hosts. */
const files = (site: string) => ({
  local: { hosts: [`shop.${site}.example`] },
  clientInfo: clientInfo(site, { EMAIL }),
  snapshots: {},
});

/** The checks every accepted tenant must pass: what pages and routing files do with its values never fails. */
function assertUsable(t: Tenant): void {
  for (const host of [...t.hosts, t.primaryHost, ...t.local.betaHosts]) expect(isStrictHostname(host), host).toBe(true);
  expect(safeOrigin(t.gatewayUrl), t.gatewayUrl).not.toBeNull();
  if (t.formRelayUrl !== null) expect(safeOrigin(t.formRelayUrl), t.formRelayUrl).not.toBeNull();
  const entry = siteEntrySchema.safeParse(siteEntryOf(t));
  expect(entry.success, JSON.stringify(entry.error?.issues)).toBe(true);
  for (const list of Object.values(entry.data?.csp ?? {})) for (const s of list) expect(isCspOrigin(s), s).toBe(true);
  dropUnsafeAddresses(localSettingsSchema, structuredClone(t.local), [], (path) => {
    throw new Error(`local.json: an unsafe address was left at ${formatKeyPath(path)}`);
  });
  for (const src of t.flags.aboutPhotoSlider) {
    expect(isLinkAddress(src), src).toBe(true);
    urlParam(src, "name");
  }
  if (t.status !== "ok") return;
  dropUnsafeAddresses(siteDataSchema, structuredClone(t.data), ["data"], (path) => {
    throw new Error(`an unsafe address was left at ${formatKeyPath(path)}`);
  });
  for (const src of t.data.ABOUT.brands) urlParam(src, "name");
  analyticsConfig(t.data.ANALYTICS);
  siteConfigFor(t);
  for (const kind of ["contact", "newsletter", "employment"] as const) {
    const target = sendTargetFor(t, kind);
    if (target?.via === "direct") expect(t.local.formRelay).toBe(false);
  }
}

/** The other chains, built once (their own values never change here). */
const GOOD = ["good1", "good2"].map((site) => buildTenant(site, files(site), CONTEXT));

/** Builds the fuzzed chain beside two good ones; asserts the property; returns whether it was accepted. */
function check(path: readonly (string | number)[], value: unknown): boolean {
  const fuzzFiles =
    path[0] === "data"
      ? { ...files("fuzz"), clientInfo: withValue(clientInfo("fuzz", { EMAIL }), path, value) }
      : { ...files("fuzz"), local: withValue(files("fuzz").local, path, value) };
  let fuzz: Tenant | null = null;
  try {
    fuzz = buildTenant("fuzz", fuzzFiles, CONTEXT);
  } catch (error) {
    expect(error).toBeInstanceOf(TenantConfigError);
    const lines = (error as Error).message.split("\n");
    const file = path[0] === "data" ? "clientinfo.json" : "local.json";
    for (const line of lines)
      expect(line).toMatch(/^tenant "fuzz", (local\.json|clientinfo\.json|FORM_RELAY_URL|GATEWAY_URL)/);
    expect(
      lines.some(
        (l) =>
          l.startsWith(`tenant "fuzz", ${file}: ${formatKeyPath(path.slice(0, 2))}`) ||
          l.includes(formatKeyPath(path.slice(0, 1))),
      ),
      (error as Error).message,
    ).toBe(true);
  }
  const clashes = crossChainProblems(fuzz === null ? GOOD : [...GOOD, fuzz], CONTEXT.domainMap);
  for (const t of GOOD) {
    // Only a value another chain already holds (a host, an RSA_SUBDOMAIN) refuses it, naming the fuzzed chain too.
    for (const line of clashes.get(t.site) ?? []) expect(line).toContain('"fuzz"');
  }
  if (fuzz === null) return false;
  if (clashes.has("fuzz")) return false;
  assertUsable(fuzz);
  return true;
}

describe("any value at any settings key", () => {
  it("lists the keys from the schemas; the other chains are usable", () => {
    for (const t of GOOD) assertUsable(t);
    // The walk finds required URLs too: a hostile logo or photo would be caught here.
    const found: string[] = [];
    const hostile = { ...GOOD[0]!.local, flags: { ...GOOD[0]!.local.flags, aboutPhotoSlider: ["javascript:x"] } };
    dropUnsafeAddresses(localSettingsSchema, hostile, [], (p) => found.push(formatKeyPath(p)));
    const data = { ...(GOOD[0]!.status === "ok" ? GOOD[0]!.data : {}), LOGO_HEADER: 'https://cdn"$host.example/l.png' };
    dropUnsafeAddresses(siteDataSchema, data, ["data"], (p) => found.push(formatKeyPath(p)));
    expect(found).toEqual(["flags.aboutPhotoSlider[0]", "data.LOGO_HEADER"]);
    expect(DATA_KEYS.length).toBeGreaterThan(100);
    console.log(`settings keys: ${DATA_KEYS.length} in clientinfo data, ${LOCAL_KEYS.length} in local.json`);
    expect(DATA_KEYS).toContainEqual(["data", "ABOUT", "brands", 0]);
    expect(LOCAL_KEYS).toContainEqual(["flags", "aboutPhotoSlider", 0]);
    expect(LOCAL_KEYS).toContainEqual(["hosts", 0]);
  });

  it(
    "builds usable values or is refused by name, and the other chains build (every key, every hostile value)",
    { timeout: 120_000 },
    () => {
      let accepted = 0;
      for (const path of [...DATA_KEYS, ...LOCAL_KEYS]) for (const value of HOSTILE) if (check(path, value)) accepted++;
      expect(accepted).toBeGreaterThan(0);
    },
  );

  it("the same for generated values", { timeout: 120_000 }, () => {
    const keys = fc.constantFrom(...DATA_KEYS, ...LOCAL_KEYS);
    fc.assert(
      fc.property(keys, values, (path, value) => {
        check(path, value);
      }),
      { numRuns: 3000 },
    );
  });
});
