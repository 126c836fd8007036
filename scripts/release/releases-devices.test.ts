/**
 * Releases and the served folder on two file systems: `node:fs`'s rename is replaced by one that
 * refuses (EXDEV, as the kernel does) to move anything between the two "devices" of this test.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const devices: string[] = [];
vi.mock("node:fs", async (original) => {
  const fs = await original<typeof import("node:fs")>();
  const device = (p: string) => devices.findIndex((d) => resolve(p).startsWith(`${d}/`));
  const renameSync: typeof fs.renameSync = (from, to) => {
    if (device(String(from)) !== device(String(to))) {
      throw Object.assign(
        new Error(`EXDEV: cross-device link not permitted, rename '${String(from)}' -> '${String(to)}'`),
        {
          code: "EXDEV",
        },
      );
    }
    fs.renameSync(from, to);
  };
  return { ...fs, default: { ...fs, renameSync }, renameSync };
});

const { linkPublishDir, newReleaseId, publishCurrent, REPORT_JSON } = await import("./releases.ts");

let tmp: string;
beforeEach(() => {
  tmp = mkdtempSync(join(tmpdir(), "release-devices-"));
  devices.splice(0, devices.length, join(tmp, "disk-a"), join(tmp, "disk-b"));
  for (const d of devices) mkdirSync(d);
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

describe("releases on another file system than the served folder", () => {
  it("replace a plain served folder by the link to the current release", () => {
    const root = join(tmp, "disk-a", "releases");
    const id = newReleaseId(new Date(Date.UTC(2026, 0, 1)), "t");
    mkdirSync(join(root, id, "_report"), { recursive: true });
    writeFileSync(join(root, id, "index.html"), "the release");
    writeFileSync(join(root, id, REPORT_JSON), "{}");
    publishCurrent(root, id);
    const dist = join(tmp, "disk-b", "dist");
    mkdirSync(dist);
    writeFileSync(join(dist, "old.html"), "an earlier plain build");
    linkPublishDir(root, dist);
    expect(readFileSync(join(dist, "index.html"), "utf8")).toBe("the release");
  });
});
