import { existsSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  currentRelease,
  linkPublishDir,
  listReleases,
  newReleaseId,
  pruneReleases,
  publishCurrent,
  publishHistory,
  removeStaleWork,
  REPORT_JSON,
  rollback,
  switchCurrent,
} from "./releases.ts";

let tmp: string;
let root: string;
beforeEach(() => {
  tmp = mkdtempSync(join(tmpdir(), "releases-"));
  root = join(tmp, ".releases");
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

function makeRelease(n: number, complete = true): string {
  const id = newReleaseId(new Date(Date.UTC(2026, 0, 1, 0, 0, n)), "t");
  mkdirSync(join(root, id, "_report"), { recursive: true });
  writeFileSync(join(root, id, "index.html"), `release ${n}`);
  if (complete) writeFileSync(join(root, id, REPORT_JSON), "{}");
  return id;
}

describe("release directories", () => {
  it("sort by time and only count complete ones", () => {
    const a = makeRelease(1);
    const b = makeRelease(2);
    makeRelease(3, false);
    expect(listReleases(root)).toEqual([a, b]);
    expect(a).toMatch(/^20260101T000001000Z-t$/);
  });

  it("switch the current pointer, which a served dist follows", () => {
    const a = makeRelease(1);
    const b = makeRelease(2);
    switchCurrent(root, a);
    const dist = join(tmp, "dist");
    linkPublishDir(root, dist);
    expect(readFileSync(join(dist, "index.html"), "utf8")).toBe("release 1");
    switchCurrent(root, b);
    expect(currentRelease(root)).toBe(b);
    expect(readFileSync(join(dist, "index.html"), "utf8")).toBe("release 2");
    expect(readlinkSync(join(root, "current"))).toBe(b);
  });

  it("refuse to point at an unfinished release", () => {
    const c = makeRelease(3, false);
    expect(() => switchCurrent(root, c)).toThrow(/not complete/);
  });

  it("replace a plain dist folder by the link", () => {
    const a = makeRelease(1);
    switchCurrent(root, a);
    mkdirSync(join(tmp, "dist"));
    writeFileSync(join(tmp, "dist", "old.html"), "old");
    linkPublishDir(root, join(tmp, "dist"));
    expect(existsSync(join(tmp, "dist", "old.html"))).toBe(false);
    expect(readFileSync(join(tmp, "dist", "index.html"), "utf8")).toBe("release 1");
  });

  it("roll back one release at a time, and no further than the oldest", () => {
    const [a, b, c] = [makeRelease(1), makeRelease(2), makeRelease(3)];
    switchCurrent(root, c);
    expect(rollback(root)).toEqual({ from: c, to: b });
    expect(rollback(root)).toEqual({ from: b, to: a });
    expect(() => rollback(root)).toThrow(/no release before/);
    expect(currentRelease(root)).toBe(a);
  });

  it("roll back along the publish history: after a rollback and a new release, to the release before the new one", () => {
    const [a, b, c] = [makeRelease(1), makeRelease(2), makeRelease(3)];
    for (const id of [a, b, c]) publishCurrent(root, id);
    expect(rollback(root)).toEqual({ from: c, to: b });
    const d = makeRelease(4);
    publishCurrent(root, d);
    expect(publishHistory(root)).toEqual([a, b, d]);
    // c was rolled back: it is never returned to.
    expect(rollback(root)).toEqual({ from: d, to: b });
    expect(rollback(root)).toEqual({ from: b, to: a });
    expect(() => rollback(root)).toThrow(/no release before/);
    expect(currentRelease(root)).toBe(a);
  });

  it("roll back by the releases themselves when the history file is damaged", () => {
    const [a, b] = [makeRelease(1), makeRelease(2)];
    publishCurrent(root, a);
    publishCurrent(root, b);
    writeFileSync(join(root, "history.json"), "{ half a fi");
    expect(rollback(root)).toEqual({ from: b, to: a });
    expect(publishHistory(root)).toEqual([a]);
  });

  it("roll back past releases that were pruned, and keep what the history can reach", () => {
    const ids = [1, 2, 3, 4, 5].map((n) => makeRelease(n));
    for (const id of ids.slice(0, 3)) publishCurrent(root, id);
    rollback(root); // current ids[1]; ids[2] rolled back
    publishCurrent(root, ids[3] as string);
    publishCurrent(root, ids[4] as string);
    // Newest 2 by id: ids[3], ids[4]; newest 2 of the history: ids[3], ids[4]; nothing else is kept.
    expect(pruneReleases(root, 2)).toEqual([ids[0], ids[1], ids[2]]);
    expect(rollback(root)).toEqual({ from: ids[4], to: ids[3] });
    expect(() => rollback(root)).toThrow(/no release before/);
  });

  it("remove what a killed run left, but not this run's own work or complete releases", () => {
    const a = makeRelease(1);
    publishCurrent(root, a);
    const half = makeRelease(2, false);
    for (const name of [".work-999999999", `.work-${process.pid}`, ".current-999999999-1", ".history.json-999999999"])
      mkdirSync(join(root, name), { recursive: true });
    writeFileSync(join(root, ".work-999999999", "page.html"), "half a build");
    expect(removeStaleWork(root).sort()).toEqual(
      [".current-999999999-1", ".history.json-999999999", ".work-999999999", half].sort(),
    );
    expect(existsSync(join(root, `.work-${process.pid}`))).toBe(true);
    expect(listReleases(root)).toEqual([a]);
    expect(currentRelease(root)).toBe(a);
  });

  it("keep the newest N, never the current one, and drop unfinished folders", () => {
    const ids = [1, 2, 3, 4, 5].map((n) => makeRelease(n));
    const unfinished = makeRelease(6, false);
    switchCurrent(root, ids[0] as string);
    const pruned = pruneReleases(root, 2);
    expect(pruned).toEqual([ids[1], ids[2]]);
    expect(listReleases(root)).toEqual([ids[0], ids[3], ids[4]]);
    expect(existsSync(join(root, unfinished))).toBe(false);
  });
});
