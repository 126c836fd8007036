import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SITE_DATA_USES } from "../../src/tenant/site-data-reference.ts";
import { siteDataShape } from "../../src/tenant/site-data-schema.ts";
import {
  DATA_TABLE_END,
  DATA_TABLE_START,
  localSettingsTable,
  siteDataTable,
  TABLE_END,
  TABLE_START,
} from "./settings-table.ts";

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
  const readme = readFileSync(join(import.meta.dirname, "..", "..", "tenants", "README.md"), "utf8");

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

  it("holds the settings reference: every clientinfo data key exactly as the schema describes it", () => {
    const start = readme.indexOf(DATA_TABLE_START);
    const end = readme.indexOf(DATA_TABLE_END);
    expect(start, "settings reference start marker").toBeGreaterThanOrEqual(0);
    expect(normalise(readme.slice(start, end + DATA_TABLE_END.length))).toEqual(normalise(siteDataTable()));
  });

  it("gives every data key the storefront reads a meaning, what it drives and its spec section", () => {
    const table = siteDataTable();
    for (const key of Object.keys(siteDataShape)) {
      const row = table.split("\n").find((l) => l.startsWith(`| \`${key}\` |`));
      expect(row, key).toBeDefined();
      const cells = row!.split(/(?<!\\)\|/).map((c) => c.trim());
      expect(cells[4], `${key}: meaning`).not.toBe("");
      expect(cells[5], `${key}: drives`).toBe(
        SITE_DATA_USES[key as keyof typeof SITE_DATA_USES].drives.replaceAll("|", "\\|"),
      );
      expect(cells[6], `${key}: spec`).not.toBe("");
    }
    expect(table).toContain('| `HEADER_BG_COLOR` | string | `"#318501"` |');
    expect(table).toContain('| `NEIGHBORHOOD_TEXT` | string | `"We are in your neighborhood"` |');
  });
});
