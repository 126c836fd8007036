/**
 * The relay as deployed (main.ts in a process of its own) over a tenants folder with one good chain
 * and three bad ones — an invalid local.json, a claim on the good chain's host, two chains on one
 * RSA_SUBDOMAIN: it starts, serves the good chain (the owner of the claimed host), names each
 * refused chain with why, and its health answer lists both.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clientInfo, emailSettings, writeTenantFiles } from "#src/test-support/test-fixtures.ts";

const ROOT = resolve(import.meta.dirname, "../../..");
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "relay-start-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const chain = (site: string, data: Record<string, unknown> = {}) => ({
  [`${site}/clientinfo.json`]: clientInfo(site, { EMAIL: emailSettings(site), ...data }),
  [`${site}/local.json`]: { formRelay: "https://relay.example" },
});

describe("form relay start with broken chains", () => {
  it("serves every good chain, refuses the bad ones by name, and lists both at /health", async () => {
    writeTenantFiles(dir, {
      "domain-map.json": { "www.good.example": "good" },
      ...chain("good"),
      ...chain("pair"),
      ...chain("broken"),
      "broken/local.json": { formRelay: "https://relay.example", flags: { noSuchFlag: true } },
      ...chain("taker"),
      "taker/local.json": { formRelay: "https://relay.example", hosts: ["www.good.example"] },
      ...chain("twin", { RSA_SUBDOMAIN: "pair" }),
    });
    const child = spawn(process.execPath, [join(ROOT, "scripts/services/form-relay/main.ts")], {
      cwd: ROOT,
      env: { ...process.env, TENANTS_DIR: dir, RELAY_PORT: "0", TENANTS: "", FORM_RELAY_DEMO_SECRETS: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    try {
      let stderr = "";
      child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
      const url = await new Promise<string>((found, failed) => {
        let out = "";
        child.stdout.on("data", (d: Buffer) => {
          out += d.toString();
          const match = /form relay on (http:\/\/localhost:\d+)/.exec(out);
          if (match?.[1]) found(match[1]);
        });
        child.once("exit", (code) => failed(new Error(`relay exited (${code}): ${stderr}`)));
      });
      const health = (await (await fetch(`${url}/health`)).json()) as { sites: string[]; refused: string[] };
      expect({ ...health, refused: health.refused.toSorted() }).toEqual({
        ok: true,
        sites: ["good"],
        refused: ["broken", "pair", "taker", "twin"],
      });
      expect(stderr).toContain('form relay: chain "broken" refused, its forms are not served:');
      expect(stderr).toContain('tenant "broken", local.json: flags: unknown key "noSuchFlag"');
      expect(stderr).toContain(
        'tenant "taker", local.json: host www.good.example belongs to "good" (domain-map.json); "taker" is refused, "good" kept',
      );
      expect(stderr).toContain('tenant "twin", clientinfo.json: data.RSA_SUBDOMAIN: "pair" is the subdomain of');
    } finally {
      child.kill();
    }
  }, 60_000);
});
