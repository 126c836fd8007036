/**
 * The W3C Nu HTML checker (npm `vnu-jar`, run with Java) over the built pages, for check:dist beside
 * html-validate: it knows the HTML standard's parser and content models (a tag after `</html>`, an
 * ARIA role without its required partner, a bad `<meta http-equiv="refresh">`), which html-validate's
 * rules do not cover. One JVM checks many files (`--format json`), one JVM per core, each with an
 * equal share; identical pages are checked once, and results are remembered by page content (with
 * the checker's version as the key) in `node_modules/.cache/check-dist/vnu.json` (page-cache.ts). Java: `JAVA` if set, else `java` on the PATH (Debian: `default-jre-headless`).
 */
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { HtmlProblem } from "./html-validation.ts";
import type { CheckedPages } from "./page-cache.ts";
import { checkByContent } from "./page-cache.ts";
import { ROOT } from "../lib/run.ts";

/** The checker's jar, as the npm package ships it. */
export const VNU_JAR = join(ROOT, "node_modules", "vnu-jar", "build", "dist", "vnu.jar");

/** Where results are remembered between runs. */
export const VNU_CACHE = join(ROOT, "node_modules", ".cache", "check-dist", "vnu.json");

/** Files per JVM at most (keeps the command line short on any system). */
const MAX_FILES_PER_RUN = 400;

/** One message of `vnu --format json`. */
type NuMessage = {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
};

/** The Java command: `JAVA`, else `java`. */
function javaCommand(): string {
  return process.env["JAVA"] || "java";
}

/** The checker's version (its package's), part of the cache key. */
function vnuVersion(): string {
  const pkg = JSON.parse(readFileSync(join(ROOT, "node_modules/vnu-jar/package.json"), "utf8")) as { version: string };
  return pkg.version;
}

/**
 * Runs one JVM over `files` (absolute paths) and returns its errors. `--exit-zero-always`: errors
 * come back as JSON, a non-zero exit means the checker itself failed.
 */
function runVnu(files: readonly string[], jar: string): Promise<NuMessage[]> {
  const args = [
    "-Xss16m",
    "-jar",
    jar,
    "--errors-only",
    "--exit-zero-always",
    "--format",
    "json",
    "--stdout",
    ...files,
  ];
  return new Promise((done, fail) => {
    execFile(javaCommand(), args, { maxBuffer: 256 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) {
        const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
        fail(
          new Error(
            missing
              ? `Nu checker: no Java found ('${javaCommand()}'); install a JRE (Debian: default-jre-headless) or set JAVA`
              : `Nu checker failed: ${stderr || error.message}`,
          ),
        );
        return;
      }
      try {
        const report = JSON.parse(stdout) as { messages: NuMessage[] };
        done(report.messages);
      } catch {
        fail(new Error(`Nu checker: unreadable report: ${(stdout || stderr).slice(0, 500)}`));
      }
    });
  });
}

/** A checker message as a problem of `file` (relative to the build), or null for non-errors. */
function toProblem(m: NuMessage, distDir: string): HtmlProblem | null {
  if (m.type !== "error" && m.type !== "non-document-error") return null;
  const file = m.url?.startsWith("file:") ? relative(distDir, fileURLToPath(m.url)) : (m.url ?? "");
  return {
    file,
    line: m.lastLine ?? 0,
    column: m.firstColumn ?? m.lastColumn ?? 0,
    rule: m.subType === "fatal" ? "vnu-fatal" : "vnu",
    message: m.message,
  };
}

/** Checks `files` of `distDir` (relative paths) with up to `jvms` checkers at once. */
export async function checkFilesWithNu(
  distDir: string,
  files: readonly string[],
  opts: { jvms?: number; jar?: string } = {},
): Promise<HtmlProblem[]> {
  if (files.length === 0) return [];
  const jvms = Math.max(1, Math.min(opts.jvms ?? availableParallelism(), Math.ceil(files.length / 20)));
  const runs = Math.max(jvms, Math.ceil(files.length / MAX_FILES_PER_RUN));
  // Round-robin shares: pages of one kind sit together, so each share gets some of every kind.
  const shares = Array.from({ length: runs }, (_, i) => files.filter((_, j) => j % runs === i));
  const results: HtmlProblem[][] = [];
  let next = 0;
  const worker = async () => {
    while (next < shares.length) {
      const share = shares[next++] ?? [];
      const messages = await runVnu(
        share.map((f) => resolve(distDir, f)),
        opts.jar ?? VNU_JAR,
      );
      results.push(messages.map((m) => toProblem(m, distDir)).filter((p): p is HtmlProblem => p !== null));
    }
  };
  await Promise.all(Array.from({ length: jvms }, worker));
  const order = new Map(files.map((f, i) => [f, i]));
  return results.flat().sort((a, b) => (order.get(a.file) ?? 0) - (order.get(b.file) ?? 0) || a.line - b.line);
}

/**
 * Checks `files` (relative to `distDir`) with the Nu checker and returns every error in file order.
 * Pages whose content was checked before by the same checker version come from the cache
 * (`cacheFile`; null turns it off); identical pages are checked once.
 */
export function validateWithNu(
  distDir: string,
  files: readonly string[],
  opts: { cacheFile?: string | null; jvms?: number } = {},
): Promise<CheckedPages> {
  const cache = {
    key: `vnu ${vnuVersion()}`,
    file: opts.cacheFile === undefined ? VNU_CACHE : opts.cacheFile,
    label: "Nu checker",
  };
  return checkByContent(distDir, files, cache, (todo) =>
    checkFilesWithNu(distDir, todo, opts.jvms ? { jvms: opts.jvms } : {}),
  );
}
