import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { localSettingsTable, TABLE_END, TABLE_START } from "./settings-table.ts";

/** Table rows with cell padding and dash runs collapsed (the formatter aligns columns). */
const normalise = (table: string): string[] =>
  table
    .split("\n")
    .map((line) =>
      line
        .split("|")
        .map((cell) => cell.trim().replace(/^-{3,}$/, "---"))
        .join("|"),
    )
    .filter((line) => line !== "");

describe("tenants/README.md", () => {
  const readme = readFileSync(join(import.meta.dirname, "..", "..", "..", "tenants", "README.md"), "utf8");

  it("documents every local.json key exactly as the schema describes it", () => {
    const start = readme.indexOf(TABLE_START);
    const end = readme.indexOf(TABLE_END);
    expect(start, "table start marker").toBeGreaterThanOrEqual(0);
    expect(normalise(readme.slice(start, end + TABLE_END.length))).toEqual(normalise(localSettingsTable()));
  });

  it("lists every flag with its meaning", () => {
    const table = localSettingsTable();
    for (const flag of ["couponListWording", "seniorDiscountPage", "careersWidget.jobsUrl", "webAppUrl"]) {
      expect(table).toMatch(new RegExp(`\\| \`flags\\.${flag.replace(".", "\\.")}\` \\| [^|]+ \\| [^|]+ \\| \\w`));
    }
  });
});
