import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { moveDir } from "./move-dir.ts";

let tmp: string;
beforeEach(() => {
  tmp = mkdtempSync(join(tmpdir(), "move-dir-"));
  mkdirSync(join(tmp, "from", "a"), { recursive: true });
  writeFileSync(join(tmp, "from", "a", "page.html"), "page");
  symlinkSync("a/page.html", join(tmp, "from", "link"));
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

const fail = (code: string) => () => {
  throw Object.assign(new Error(`${code}: rename refused`), { code });
};

describe("moveDir", () => {
  it("renames on one file system", () => {
    moveDir(join(tmp, "from"), join(tmp, "to"));
    expect(readFileSync(join(tmp, "to", "a", "page.html"), "utf8")).toBe("page");
    expect(existsSync(join(tmp, "from"))).toBe(false);
  });

  it("copies, keeping symlinks, then removes the source when the rename crosses devices (EXDEV)", () => {
    moveDir(join(tmp, "from"), join(tmp, "to"), fail("EXDEV"));
    expect(readFileSync(join(tmp, "to", "a", "page.html"), "utf8")).toBe("page");
    expect(readlinkSync(join(tmp, "to", "link"))).toBe("a/page.html");
    expect(existsSync(join(tmp, "from"))).toBe(false);
  });

  it("passes any other failure on, leaving the source as it was", () => {
    expect(() => moveDir(join(tmp, "from"), join(tmp, "to"), fail("EACCES"))).toThrow(/EACCES/);
    expect(readFileSync(join(tmp, "from", "a", "page.html"), "utf8")).toBe("page");
    expect(existsSync(join(tmp, "to"))).toBe(false);
  });
});
