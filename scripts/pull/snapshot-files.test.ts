import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { changedFiles, keepPulledAt, writeSnapshot } from "./snapshot-files.ts";
import { stableJson } from "./stable-json.ts";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "snap-"));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("stableJson", () => {
  it("sorts keys at every depth, keeps array order, indents by two and ends with a newline", () => {
    expect(stableJson({ b: 1, a: [{ z: 1, y: 2 }, 3] })).toBe(
      '{\n  "a": [\n    {\n      "y": 2,\n      "z": 1\n    },\n    3\n  ],\n  "b": 1\n}\n',
    );
  });

  it("gives the same text whatever order the keys arrived in", () => {
    expect(stableJson({ x: { q: 1, p: 2 }, w: null })).toBe(stableJson({ w: null, x: { p: 2, q: 1 } }));
  });
});

describe("writeSnapshot", () => {
  it("writes only files whose text changes and leaves other files alone", () => {
    writeFileSync(join(dir, "local.json"), '{"hand": "written"}');
    expect(writeSnapshot(dir, { "b.json": { v: 1 }, "a.json": [1] })).toEqual(["a.json", "b.json"]);
    expect(writeSnapshot(dir, { "a.json": [1], "b.json": { v: 2 } })).toEqual(["b.json"]);
    expect(changedFiles(dir, { "a.json": [1], "b.json": { v: 2 } })).toEqual([]);
    expect(readFileSync(join(dir, "b.json"), "utf8")).toBe('{\n  "v": 2\n}\n');
    expect(readFileSync(join(dir, "local.json"), "utf8")).toBe('{"hand": "written"}');
    expect(readdirSync(dir).sort()).toEqual(["a.json", "b.json", "local.json"]);
  });

  it("changes nothing when one of the files cannot be written", () => {
    writeSnapshot(dir, { "a.json": 1, "b.json": 1 });
    // A BigInt cannot be serialised: the second file fails after the first one was staged.
    expect(() => writeSnapshot(dir, { "a.json": 2, "b.json": 2n })).toThrow(TypeError);
    expect(readFileSync(join(dir, "a.json"), "utf8")).toBe("1\n");
    expect(readdirSync(dir).sort()).toEqual(["a.json", "b.json"]);
  });
});

describe("keepPulledAt", () => {
  const lists = (pulledAt: string, ids: number[]) => ({ pulledAt, lists: { "0": { SSNewsIds: ids } } });

  it("keeps the time on disk when nothing else changed, so an unchanged pull writes nothing", () => {
    writeSnapshot(dir, { "coupon-lists.json": lists("2026-11-23T08:00:00.000Z", [1, 2]) });
    const again = keepPulledAt(dir, { "coupon-lists.json": lists("2026-11-28T08:00:00.000Z", [1, 2]) });
    expect(again["coupon-lists.json"]).toEqual(lists("2026-11-23T08:00:00.000Z", [1, 2]));
    expect(writeSnapshot(dir, again)).toEqual([]);
  });

  it("takes the new time with new content, and leaves files without a time as they are", () => {
    writeSnapshot(dir, { "coupon-lists.json": lists("2026-11-23T08:00:00.000Z", [1, 2]), "a.json": { v: 1 } });
    const changed = keepPulledAt(dir, {
      "coupon-lists.json": lists("2026-11-28T08:00:00.000Z", [1, 3]),
      "a.json": { v: 2 },
    });
    expect(changed).toEqual({ "coupon-lists.json": lists("2026-11-28T08:00:00.000Z", [1, 3]), "a.json": { v: 2 } });
    expect(keepPulledAt(dir, { "new.json": lists("2026-11-28T08:00:00.000Z", [1]) })).toEqual({
      "new.json": lists("2026-11-28T08:00:00.000Z", [1]),
    });
  });
});
