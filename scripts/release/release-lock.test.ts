/**
 * The releases folder's lock: one holder at a time, in one process and across processes; a holder
 * that crashed (or whose process id was reused) is taken over; a live one is waited for, or refused
 * naming it; many processes contending for a dead holder's lock still take it one at a time.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { processStarted, readHolder, withReleaseLock, type LockHolder } from "./release-lock.ts";

let root: string;
beforeEach(() => {
  root = join(mkdtempSync(join(tmpdir(), "release-lock-")), ".releases");
  mkdirSync(root, { recursive: true });
});
afterEach(() => rmSync(join(root, ".."), { recursive: true, force: true }));

const MODULE = pathToFileURL(join(import.meta.dirname, "release-lock.ts")).href;

/** A Node process that takes the lock (waiting up to 30 s), runs `body` (JavaScript) and exits. */
function locker(body: string, command = "child") {
  const code = `
    import { appendFileSync } from "node:fs";
    import { setTimeout as sleep } from "node:timers/promises";
    const { withReleaseLock } = await import(${JSON.stringify(MODULE)});
    await withReleaseLock(${JSON.stringify(root)}, async () => { ${body} }, { waitMs: 30_000, command: ${JSON.stringify(command)} });
  `;
  const child = spawn(process.execPath, ["--input-type=module", "-e", code], { stdio: ["ignore", "pipe", "inherit"] });
  const exited = new Promise<number>((done) => child.once("exit", (c) => done(c ?? 1)));
  return { child, exited };
}

/** Resolves once `file` exists (what a child writes when it holds the lock). */
async function until(check: () => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 25));
  }
}

// Each case starts Node processes: seconds on a busy machine.
describe("the release lock", { timeout: 60_000 }, () => {
  it("lets one holder in at a time in a process, and refuses the second naming the first", async () => {
    const inner = withReleaseLock(
      root,
      async () => {
        await expect(withReleaseLock(root, async () => "second")).rejects.toThrow(
          new RegExp(`another release \\(watch\\) is running on .*: process ${process.pid} since `),
        );
        return "first";
      },
      { command: "watch" },
    );
    expect(await inner).toBe("first");
    expect(existsSync(join(root, ".lock"))).toBe(false);
  });

  it("records its holder: process id, the process's start time and what it runs", async () => {
    let seen: LockHolder | null = null;
    await withReleaseLock(root, async () => void (seen = readHolder(join(root, ".lock"))), { command: "release" });
    expect(seen).toMatchObject({ pid: process.pid, started: processStarted(process.pid), command: "release" });
  });

  it("takes over a lock whose process is gone, whether an older bare id or a holder record", async () => {
    writeFileSync(join(root, ".lock"), "999999999");
    expect(await withReleaseLock(root, async () => "after a crash")).toBe("after a crash");
    writeFileSync(join(root, ".lock"), JSON.stringify({ pid: 999999999, started: "1", command: "release", since: "" }));
    expect(await withReleaseLock(root, async () => "again")).toBe("again");
  });

  it("takes over a lock naming a live process id that another process reused (its start time differs)", async () => {
    const reused = { pid: process.pid, started: "12345", command: "release", since: "2026-01-01T00:00:00Z" };
    writeFileSync(join(root, ".lock"), JSON.stringify(reused));
    expect(processStarted(process.pid)).not.toBeNull();
    expect(await withReleaseLock(root, async () => "taken")).toBe("taken");
  });

  it("waits for a holder in another process, telling who it waits for", async () => {
    const held = join(root, "..", "held");
    const { child, exited } = locker(
      `appendFileSync(${JSON.stringify(held)}, "x"); await sleep(800);`,
      "release of 1000 chains",
    );
    await until(() => existsSync(held));
    const waitedFor: LockHolder[] = [];
    const t0 = Date.now();
    const got = await withReleaseLock(root, async () => readFileSync(held, "utf8"), {
      waitMs: 30_000,
      onWait: (h) => waitedFor.push(h),
    });
    expect(got).toBe("x");
    expect(waitedFor).toEqual([expect.objectContaining({ pid: child.pid, command: "release of 1000 chains" })]);
    expect(Date.now() - t0).toBeGreaterThan(100);
    expect(await exited).toBe(0);
  });

  it("takes over from a holder killed while holding it (SIGKILL: nothing of it ran after)", async () => {
    const held = join(root, "..", "held");
    const { child, exited } = locker(`appendFileSync(${JSON.stringify(held)}, "x"); await sleep(60_000);`);
    await until(() => existsSync(held));
    child.kill("SIGKILL");
    await exited;
    expect(readHolder(join(root, ".lock"))?.pid).toBe(child.pid);
    expect(await withReleaseLock(root, async () => "after the kill")).toBe("after the kill");
  });

  it("gives a dead holder's lock to one of many contending processes at a time", async () => {
    writeFileSync(join(root, ".lock"), JSON.stringify({ pid: 999999999, started: "1", command: "release", since: "" }));
    const log = join(root, "..", "log");
    writeFileSync(log, "");
    const body = `appendFileSync(${JSON.stringify(log)}, "in " + process.pid + "\\n"); await sleep(60); appendFileSync(${JSON.stringify(log)}, "out " + process.pid + "\\n");`;
    const runs = Array.from({ length: 6 }, () => locker(body));
    expect(await Promise.all(runs.map((r) => r.exited))).toEqual([0, 0, 0, 0, 0, 0]);
    const lines = readFileSync(log, "utf8").trim().split("\n");
    expect(lines).toHaveLength(12);
    // Strictly alternating: each holder leaves before the next one enters.
    for (let i = 0; i < lines.length; i += 2) {
      const pid = lines[i]?.split(" ")[1];
      expect([lines[i], lines[i + 1]]).toEqual([`in ${pid}`, `out ${pid}`]);
    }
    expect(existsSync(join(root, ".lock"))).toBe(false);
  });
});
