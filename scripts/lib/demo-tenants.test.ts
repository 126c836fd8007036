import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { demoTenantsCopy } from "./demo-tenants.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function tenants(chains: Record<string, string | undefined>): string {
  const dir = mkdtempSync(join(tmpdir(), "demo-tenants-"));
  dirs.push(dir);
  const map: Record<string, string> = {};
  for (const [site, deploy] of Object.entries(chains)) {
    mkdirSync(join(dir, site));
    writeFileSync(join(dir, site, "local.json"), JSON.stringify(deploy ? { deploy } : {}));
    writeFileSync(join(dir, site, "clientinfo.json"), `{"site":"${site}"}`);
    map[`www.${site}.example`] = site;
  }
  writeFileSync(join(dir, "domain-map.json"), JSON.stringify(map));
  writeFileSync(join(dir, "README.md"), "# tenants\n");
  return dir;
}

describe("the demo's working copy of tenants/", () => {
  it("copies every chain but the test chains, and leaves their hosts out of the domain map", () => {
    const from = tenants({ freshmart: "demo", hostile: "test", realchain: undefined });
    const to = join(from, "..", `${from.split("/").pop()}-copy`);
    dirs.push(to);
    expect(demoTenantsCopy(from, to)).toEqual({ sites: ["freshmart", "realchain"], left: ["hostile"] });
    expect(readdirSync(to).sort()).toEqual(["README.md", "domain-map.json", "freshmart", "realchain"]);
    expect(JSON.parse(readFileSync(join(to, "domain-map.json"), "utf8"))).toEqual({
      "www.freshmart.example": "freshmart",
      "www.realchain.example": "realchain",
    });
    expect(readFileSync(join(to, "freshmart", "clientinfo.json"), "utf8")).toBe('{"site":"freshmart"}');
  });

  it("starts from a fresh folder each time and never writes to the source", () => {
    const from = tenants({ freshmart: "demo" });
    const to = join(from, "..", `${from.split("/").pop()}-copy`);
    dirs.push(to);
    demoTenantsCopy(from, to);
    writeFileSync(join(to, "freshmart", "clientinfo.json"), `{"pulled":"from another port"}`);
    writeFileSync(join(to, "stale.json"), "{}");
    demoTenantsCopy(from, to);
    expect(readdirSync(to)).not.toContain("stale.json");
    expect(readFileSync(join(from, "freshmart", "clientinfo.json"), "utf8")).toBe('{"site":"freshmart"}');
  });
});
