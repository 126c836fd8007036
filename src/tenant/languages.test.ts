import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SPANISH_COMPLETE } from "./languages.ts";

const TENANTS = join(import.meta.dirname, "..", "..", "tenants");

/** The chains in tenants/ whose local.json lists a language besides English. */
function chainsWithSecondLanguage(): string[] {
  return readdirSync(TENANTS, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(TENANTS, d.name, "local.json")))
    .filter((d) => {
      const local = JSON.parse(readFileSync(join(TENANTS, d.name, "local.json"), "utf8")) as { languages?: unknown };
      return Array.isArray(local.languages) && local.languages.some((l) => l !== "en");
    })
    .map((d) => d.name);
}

/** Whether the chain's local.json says it is a demo chain. */
const isDemo = (site: string) =>
  (JSON.parse(readFileSync(join(TENANTS, site, "local.json"), "utf8")) as { deploy?: unknown }).deploy === "demo";

describe("languages of the committed chains", () => {
  it("no chain turns Spanish on before every route exists in Spanish; once it does, a demo chain shows it", () => {
    const spanish = chainsWithSecondLanguage();
    if (!SPANISH_COMPLETE) expect(spanish).toEqual([]);
    else expect(spanish.filter(isDemo).length).toBeGreaterThan(0);
  });
});
