/**
 * The GitHub workflows: every action pinned by a full commit with its release in a comment (a tag
 * can be moved to other code), the test workflow runs what the README says, the nightly never
 * publishes demo chains nor builds against a local gateway. `npm run lint:workflows` checks their
 * schema with action-validator, file by file.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { nightlyShards } from "./measure/bench-build.ts";
import { ROOT } from "./lib/run.ts";

const DIR = join(ROOT, ".github", "workflows");
const workflows = readdirSync(DIR)
  .filter((f) => /\.ya?ml$/.test(f))
  .map((f) => ({ file: f, text: readFileSync(join(DIR, f), "utf8") }));
const text = (file: string) => workflows.find((w) => w.file === file)?.text ?? "";

describe("GitHub workflows", () => {
  it("pin every action by commit, with its release named", () => {
    const uses = workflows.flatMap((w) =>
      [...w.text.matchAll(/^\s*(?:-\s+)?uses:\s*(.+)$/gm)].map((m) => ({ file: w.file, line: (m[1] ?? "").trim() })),
    );
    expect(uses.length).toBeGreaterThan(10);
    for (const u of uses) {
      expect(u.line, `${u.file}: ${u.line}`).toMatch(/^[\w.-]+\/[\w.-]+(?:\/[\w./-]+)?@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
    }
    // One action, one commit, everywhere.
    const commits = new Map<string, Set<string>>();
    for (const u of uses) {
      const [, repo, sha] = /^([\w.-]+\/[\w.-]+)[^@]*@([0-9a-f]{40})/.exec(u.line) ?? [];
      commits.set(repo as string, (commits.get(repo as string) ?? new Set()).add(sha as string));
    }
    for (const [repo, shas] of commits) expect(shas.size, repo).toBe(1);
  });

  it("test every push and pull request with npm ci and the README's test command", () => {
    const ci = text("ci.yml");
    expect(ci).toMatch(/^on: \[push, pull_request\]$/m);
    expect(ci).toMatch(/run: npm ci\b/);
    expect(ci).toMatch(/run: npm test$/m);
    expect(ci).toContain("CHROMIUM_PATH=");
    expect(readFileSync(join(ROOT, "README.md"), "utf8")).toContain("npm test");
  });

  it("release only production chains, against the gateway the repository names", () => {
    const release = text("release.yml")
      .split("\n")
      .filter((l) => !/^\s*#/.test(l))
      .join("\n");
    expect(release).toContain("GATEWAY_URL: ${{ vars.GATEWAY_URL }}");
    expect(release).not.toMatch(/--allow-local-gateway|--include-demo|RELEASE_INCLUDE/);
    expect(release).toMatch(/run: npm ci\b/);
  });

  it("watch between nightlies in the nightly's concurrency group, publishing production chains only", () => {
    const code = (file: string) =>
      text(file)
        .split("\n")
        .filter((l) => !/^\s*#/.test(l))
        .join("\n");
    const group = (t: string) => /^concurrency:\n\s+group: (\S+)/m.exec(t)?.[1];
    const watch = code("watch.yml");
    expect(group(watch)).toBeDefined();
    expect(group(watch)).toBe(group(code("release.yml")));
    expect(watch).toMatch(/cron: "\*\/5 \* \* \* \*"/);
    expect(watch).toMatch(/run: npm run watch -- --once\b/);
    expect(watch).toContain("GATEWAY_URL: ${{ vars.GATEWAY_URL }}");
    expect(watch).not.toMatch(/--allow-local-gateway|--include-demo|RELEASE_INCLUDE/);
  });

  it("give the release benchmark the nightly's shard count", () => {
    expect(nightlyShards()).toBe(4);
    expect(nightlyShards("    matrix:\n      shard: [1, 2]\n")).toBe(2);
  });
});
