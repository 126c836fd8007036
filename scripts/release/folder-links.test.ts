import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { linkFolders } from "./folder-links.ts";

describe("linkFolders", () => {
  for (const cp of ["cp", "no-such-cp"]) {
    it(`hard-links whole folders, nested files included, under their own names (${cp})`, () => {
      const tmp = mkdtempSync(join(tmpdir(), "link-folders-"));
      try {
        for (const site of ["acme", "zest"]) {
          mkdirSync(join(tmp, "old", site, "coupons"), { recursive: true });
          writeFileSync(join(tmp, "old", site, "index.html"), `<h1>${site}</h1>`);
          writeFileSync(join(tmp, "old", site, "coupons", "index.html"), `<h1>${site} coupons</h1>`);
        }
        linkFolders([join(tmp, "old", "acme"), join(tmp, "old", "zest")], join(tmp, "new"), cp);
        for (const site of ["acme", "zest"]) {
          const [from, to] = [
            join(tmp, "old", site, "coupons", "index.html"),
            join(tmp, "new", site, "coupons", "index.html"),
          ];
          expect(readFileSync(to, "utf8")).toBe(`<h1>${site} coupons</h1>`);
          expect(statSync(to).ino).toBe(statSync(from).ino);
        }
      } finally {
        rmSync(tmp, { recursive: true, force: true });
      }
    });
  }
});
