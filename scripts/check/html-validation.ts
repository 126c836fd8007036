/**
 * html-validate over the built pages, for check:dist. The configuration is the checked-in
 * `.htmlvalidate.mjs` at the project root. Resolving it is costly in html-validate (its element
 * metadata is rebuilt for every file by the stock loaders), so it is resolved once per thread; the
 * files are shared out over worker threads, one per core, each validating its share. Results are
 * remembered by page content (with html-validate's version and the configuration as part of the
 * key) in `node_modules/.cache/check-dist/html-validate.json`, so a page unchanged since the last run
 * is not validated again.
 */
import { createHash } from "node:crypto";
import { availableParallelism } from "node:os";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { ConfigData, ResolvedConfig } from "html-validate";
import { HtmlValidate, StaticConfigLoader } from "html-validate";
import type { CheckedPages } from "./page-cache.ts";
import { checkByContent } from "./page-cache.ts";
import { ROOT } from "../lib/run.ts";

/** One html-validate error: the file (relative to the build directory), where, the rule and its text. */
export type HtmlProblem = { file: string; line: number; column: number; rule: string; message: string };

/** The checked-in configuration file. */
export const HTML_VALIDATE_CONFIG = join(ROOT, ".htmlvalidate.mjs");

/** Loads the checked-in configuration. */
export async function loadHtmlValidateConfig(file = HTML_VALIDATE_CONFIG): Promise<ConfigData> {
  const module = (await import(pathToFileURL(file).href)) as { default: ConfigData };
  return module.default;
}

/** A static loader that resolves its configuration once instead of once per file. */
class ResolvedOnceLoader extends StaticConfigLoader {
  #resolved: ResolvedConfig | Promise<ResolvedConfig> | undefined;
  override getConfigFor(handle: string, override?: ConfigData): ResolvedConfig | Promise<ResolvedConfig> {
    if (override !== undefined) return super.getConfigFor(handle, override);
    this.#resolved ??= super.getConfigFor(handle);
    return this.#resolved;
  }
}

/** A validator for one thread: the errors html-validate finds in a page (warnings are not counted). */
export function createHtmlValidator(config: ConfigData): (html: string, file: string) => HtmlProblem[] {
  const validator = new HtmlValidate(new ResolvedOnceLoader(config));
  return (html, file) =>
    validator
      .validateStringSync(html, file)
      .results.flatMap((r) => r.messages)
      .filter((m) => m.severity >= 2)
      .map((m) => ({ file, line: m.line, column: m.column, rule: m.ruleId, message: m.message }));
}

/** Validates a list of files of `distDir` in this thread. */
export function validateFilesHere(distDir: string, files: readonly string[], config: ConfigData): HtmlProblem[] {
  const validate = createHtmlValidator(config);
  return files.flatMap((file) => validate(readFileSync(join(distDir, file), "utf8"), file));
}

/** What a worker gets and sends back. */
export type WorkerInput = { distDir: string; files: string[]; configFile: string };
export type WorkerOutput = { problems: HtmlProblem[] } | { error: string };

/** Where validation results are remembered between runs. */
export const HTML_VALIDATE_CACHE = join(ROOT, "node_modules", ".cache", "check-dist", "html-validate.json");

/** What the results depend on besides the page: html-validate's version and the configuration text. */
function cacheKey(configFile: string): string {
  const version = (
    JSON.parse(readFileSync(join(ROOT, "node_modules/html-validate/package.json"), "utf8")) as {
      version: string;
    }
  ).version;
  return createHash("sha256").update(version).update("\0").update(readFileSync(configFile)).digest("hex");
}

/** Below this many files per thread, starting threads costs more than it saves. */
const MIN_FILES_PER_WORKER = 40;

/** The errors of a run, and how many files were validated and how many answered from the cache. */
export type HtmlValidation = CheckedPages;

/**
 * Validates `files` (paths relative to `distDir`) and returns every error, in file order. Pages whose
 * content was validated before under the same html-validate version and configuration are answered
 * from the cache (`cacheFile`; null turns it off).
 */
export async function validateHtmlFiles(
  distDir: string,
  files: readonly string[],
  opts: { configFile?: string; maxWorkers?: number; cacheFile?: string | null } = {},
): Promise<HtmlValidation> {
  const configFile = opts.configFile ?? HTML_VALIDATE_CONFIG;
  const cache = {
    key: cacheKey(configFile),
    file: opts.cacheFile === undefined ? HTML_VALIDATE_CACHE : opts.cacheFile,
    label: "html-validate",
  };
  return checkByContent(distDir, files, cache, (todo) => validateUncached(distDir, todo, configFile, opts.maxWorkers));
}

/**
 * Validates files with one worker thread per core (at most `maxWorkers`) when there are enough of
 * them; round-robin shares keep the threads equally busy, since pages of one kind sit together.
 */
async function validateUncached(
  distDir: string,
  files: readonly string[],
  configFile: string,
  maxWorkers?: number,
): Promise<HtmlProblem[]> {
  const threads = Math.min(maxWorkers ?? availableParallelism(), Math.floor(files.length / MIN_FILES_PER_WORKER));
  if (threads <= 1) return validateFilesHere(distDir, files, await loadHtmlValidateConfig(configFile));
  const shares = Array.from({ length: threads }, (_, i) => files.filter((_, j) => j % threads === i));
  const results = await Promise.all(shares.map((share) => inWorker({ distDir, files: share, configFile })));
  const order = new Map(files.map((f, i) => [f, i]));
  return results.flat().sort((a, b) => (order.get(a.file) ?? 0) - (order.get(b.file) ?? 0) || a.line - b.line);
}

function inWorker(input: WorkerInput): Promise<HtmlProblem[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./html-validation-worker.ts", import.meta.url), { workerData: input });
    worker.once("message", (out: WorkerOutput) => {
      if ("error" in out) reject(new Error(out.error));
      else resolve(out.problems);
      void worker.terminate();
    });
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (code !== 0) reject(new Error(`html-validate worker exited with code ${code}`));
    });
  });
}
