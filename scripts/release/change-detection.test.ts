import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildInputsHash, chainHash, decideChanges } from "./change-detection.ts";

let root: string;
const write = (rel: string, content: string) => {
  mkdirSync(join(root, rel, ".."), { recursive: true });
  writeFileSync(join(root, rel), content);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "change-detection-"));
  write("src/page.ts", "export const a = 1;\n");
  write("src/page.test.ts", "test\n");
  write("package-lock.json", "{}\n");
  write("tenants/alpha/clientinfo.json", '{"data":{"A":1}}\n');
  write("tenants/alpha/local.json", '{"primaryHost":"www.alpha.example"}\n');
  write("tenants/beta/clientinfo.json", '{"data":{"B":1}}\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const inputs = ["src", "package-lock.json"];
const hashes = (map: Record<string, string> = {}) => {
  const code = buildInputsHash(root, {}, inputs);
  const tenants = join(root, "tenants");
  return { code, alpha: chainHash(tenants, "alpha", code, map), beta: chainHash(tenants, "beta", code, map) };
};

describe("chain hashes", () => {
  it("change with a snapshot of that chain only", () => {
    const before = hashes();
    write("tenants/alpha/clientinfo.json", '{"data":{"A":2}}\n');
    const after = hashes();
    expect(after.alpha).not.toBe(before.alpha);
    expect(after.beta).toBe(before.beta);
  });

  it("change with a local setting of that chain only", () => {
    const before = hashes();
    write("tenants/alpha/local.json", '{"primaryHost":"shop.alpha.example"}\n');
    const after = hashes();
    expect(after.alpha).not.toBe(before.alpha);
    expect(after.beta).toBe(before.beta);
  });

  it("change for every chain when the code or the lockfile changes, not for a test file", () => {
    const before = hashes();
    write("src/page.test.ts", "another test\n");
    expect(hashes()).toEqual(before);
    write("src/page.ts", "export const a = 2;\n");
    const after = hashes();
    expect(after.code).not.toBe(before.code);
    expect(after.alpha).not.toBe(before.alpha);
    expect(after.beta).not.toBe(before.beta);
    write("package-lock.json", '{"x":1}\n');
    expect(hashes().code).not.toBe(after.code);
  });

  it("change when the domain map gives the chain another host", () => {
    const before = hashes({ "a.example": "alpha", "b.example": "beta" });
    const after = hashes({ "a.example": "alpha", "a2.example": "alpha", "b.example": "beta" });
    expect(after.alpha).not.toBe(before.alpha);
    expect(after.beta).toBe(before.beta);
  });

  it("ignore the release pipeline's own code and the watcher's", () => {
    write("scripts/lib/routing.ts", "a\n");
    write("scripts/release/release.ts", "a\n");
    write("scripts/serve/watch/watcher.ts", "a\n");
    const scripts = ["src", "scripts/lib"];
    const before = buildInputsHash(root, {}, scripts);
    write("scripts/release/release.ts", "b\n");
    write("scripts/serve/watch/watcher.ts", "b\n");
    expect(buildInputsHash(root, {}, scripts)).toBe(before);
    write("scripts/lib/routing.ts", "b\n");
    expect(buildInputsHash(root, {}, scripts)).not.toBe(before);
  });

  it("include the build's environment (gateway URL)", () => {
    expect(buildInputsHash(root, { GATEWAY_URL: "http://a" }, inputs)).not.toBe(
      buildInputsHash(root, { GATEWAY_URL: "http://b" }, inputs),
    );
  });
});

describe("decideChanges", () => {
  const published = { alpha: { hash: "a1", inputsHash: "c1" }, beta: { hash: "b1", inputsHash: "c1" } };

  it("rebuilds only what differs and says why", () => {
    const d = decideChanges({ alpha: "a2", beta: "b1", gamma: "g1" }, "c1", published);
    expect(d.map((x) => [x.site, x.changed, x.reason])).toEqual([
      ["alpha", true, "data"],
      ["beta", false, "unchanged"],
      ["gamma", true, "new"],
    ]);
  });

  it("names a code change, a retry, --force and TENANTS", () => {
    expect(decideChanges({ alpha: "a2" }, "c2", published)[0]?.reason).toBe("code");
    expect(decideChanges({ alpha: "a2" }, "c1", published, { failedLastTime: ["alpha"] })[0]?.reason).toBe("retry");
    expect(decideChanges({ alpha: "a1", beta: "b1" }, "c1", published, { force: true }).every((x) => x.changed)).toBe(
      true,
    );
    const only = decideChanges({ alpha: "a2", beta: "b1" }, "c1", published, { only: ["beta"] });
    expect(only.map((x) => x.changed)).toEqual([false, true]);
  });
});
