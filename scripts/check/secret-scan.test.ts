import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { chainKeys, scanForKeys } from "./secret-scan.ts";

function write(root: string, files: Record<string, string>): void {
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(join(root, rel, ".."), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
}

describe("secret scan", () => {
  const tenants = mkdtempSync(join(tmpdir(), "keys-tenants-"));
  write(tenants, {
    "relayed/clientinfo.json": JSON.stringify({ data: { EMAIL: { security_key: "relay-secret-1" } } }),
    "relayed/local.json": JSON.stringify({ formRelay: true }),
    "direct/clientinfo.json": JSON.stringify({ data: { EMAIL: { security_key: "direct-secret-2" } } }),
    "direct/local.json": JSON.stringify({ formRelay: false }),
    "unset/clientinfo.json": JSON.stringify({ data: { EMAIL: { security_key: "unset-secret-3" } } }),
    "unset/local.json": JSON.stringify({ hosts: ["www.unset.example"] }),
    "nolocal/clientinfo.json": JSON.stringify({ data: { EMAIL: { security_key: "nolocal-secret-4" } } }),
    "short/clientinfo.json": JSON.stringify({ data: { EMAIL: { security_key: "abc" } } }),
    "none/clientinfo.json": JSON.stringify({ data: {} }),
  });

  it('reads every chain\'s key; only an explicit "formRelay": false opts out of the relay', () => {
    expect(chainKeys(tenants).toSorted((a, b) => a.site.localeCompare(b.site))).toEqual([
      { site: "direct", key: "direct-secret-2", relay: false },
      { site: "nolocal", key: "nolocal-secret-4", relay: true },
      { site: "relayed", key: "relay-secret-1", relay: true },
      { site: "unset", key: "unset-secret-3", relay: true },
    ]);
  });

  it("fails on the key of a chain that did not opt out, in its own folder too (local.json or none)", () => {
    const dist = mkdtempSync(join(tmpdir(), "keys-dist-"));
    write(dist, {
      "unset/contact/index.html": '{"SecurityKey":"unset-secret-3"}',
      "nolocal/_astro/form.js": 'k="nolocal-secret-4"',
    });
    const findings = scanForKeys(dist, chainKeys(tenants)).toSorted((a, b) => a.file.localeCompare(b.file));
    expect(findings).toEqual([
      { file: join("nolocal", "_astro", "form.js"), site: "nolocal", severity: "error" },
      { file: join("unset", "contact", "index.html"), site: "unset", severity: "error" },
    ]);
  });

  it("fails on a relay chain's key anywhere and on a direct chain's key outside its folder", () => {
    const dist = mkdtempSync(join(tmpdir(), "keys-dist-"));
    write(dist, {
      "relayed/contact/index.html": "<p>fine</p>",
      "relayed/employment/index.html": '<x data-k="relay-secret-1">',
      "direct/contact/index.html": '{"SecurityKey":"direct-secret-2"}',
      "_assets/app.js": 'const k="direct-secret-2"',
    });
    const findings = scanForKeys(dist, chainKeys(tenants)).toSorted((a, b) => a.file.localeCompare(b.file));
    expect(findings).toEqual([
      { file: join("_assets", "app.js"), site: "direct", severity: "error" },
      { file: join("direct", "contact", "index.html"), site: "direct", severity: "warning" },
      { file: join("relayed", "employment", "index.html"), site: "relayed", severity: "error" },
    ]);
  });
});
