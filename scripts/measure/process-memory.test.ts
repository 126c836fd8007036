/** Peak memory of a process tree: a child's and a grandchild's memory are added while both hold it. */
import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { processTree, sampleTreeMemory } from "./process-memory.ts";

// A Node process that holds 120 MB, starts one that holds another 120 MB, and ends when it ends.
const HOLD = `const b = Buffer.alloc(120 * 1024 * 1024, 1); setTimeout(() => b.length, 1500);`;
const PARENT = `${HOLD} require("node:child_process").spawn(process.execPath, ["-e", ${JSON.stringify(HOLD)}], { stdio: "inherit" }).on("exit", () => process.exit(0));`;

describe.runIf(process.platform === "linux")("sampleTreeMemory", { timeout: 30_000 }, () => {
  it("adds the memory of every process below the root, and knows the largest one", async () => {
    const child = spawn(process.execPath, ["-e", PARENT], { stdio: "ignore" });
    const memory = sampleTreeMemory(child.pid ?? 0, 50);
    let tree: number[] = [];
    const watch = setInterval(() => (tree = tree.length > 1 ? tree : processTree(child.pid ?? 0)), 50);
    await new Promise((done) => child.once("exit", done));
    clearInterval(watch);
    const peak = memory.stop();
    expect(tree.length).toBeGreaterThanOrEqual(2);
    expect(peak.largestMb).toBeGreaterThan(120);
    expect(peak.treeMb).toBeGreaterThan(240);
    expect(peak.treeMb).toBeGreaterThan(peak.largestMb);
  });
});
