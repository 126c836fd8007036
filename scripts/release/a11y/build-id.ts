/**
 * The identity of a chain's build: SHA-256 over every page of its folder (path and bytes), the
 * accessibility report pages (one per language) left out, since the report step rewrites them. Pages name their scripts
 * and styles by content hash, so any change a shopper could meet changes the id. The checks record
 * the id of the build they ran on; the report shows their results only on a build with that id.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { A11Y_REPORT_ROUTE } from "#src/lib/a11y-report.ts";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "#src/tenant/languages.ts";
import { walkFiles } from "../../lib/files.ts";

/** The report page's file in a chain folder (its English page). */
export const REPORT_FILE = `${A11Y_REPORT_ROUTE.slice(1)}/index.html`;

/** The report page's file of each language in a chain folder (`es/…` for Spanish), English first. */
export const REPORT_FILES: ReadonlyMap<Language, string> = new Map(
  LANGUAGES.map((lang) => [lang, lang === DEFAULT_LANGUAGE ? REPORT_FILE : `${lang}/${REPORT_FILE}`]),
);
const reportFiles = new Set(REPORT_FILES.values());

/** The build id of the chain folder `siteDir`. */
export function chainBuildId(siteDir: string): string {
  const hash = createHash("sha256");
  for (const file of walkFiles(siteDir)) {
    if (!file.endsWith(".html") || reportFiles.has(file)) continue;
    hash.update(`${file}\n`);
    hash.update(readFileSync(join(siteDir, file)));
    hash.update("\n");
  }
  return hash.digest("hex");
}
