import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { FakeDist } from "../test-support/fake-dist.ts";
import { makeFakeDist } from "../test-support/fake-dist.ts";
import {
  HTML_VALIDATE_CONFIG,
  createHtmlValidator,
  loadHtmlValidateConfig,
  validateHtmlFiles,
} from "./html-validation.ts";
import { ROOT } from "../lib/run.ts";

/** A valid page around `body`. */
const page = (body: string, head = "") =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>t</title>${head}</head><body><main>${body}</main></body></html>`;

const config = await loadHtmlValidateConfig();
const validate = createHtmlValidator(config);
const rulesOf = (html: string) => validate(html, "x/index.html").map((p) => p.rule);

let dist: FakeDist | undefined;
afterEach(() => dist?.cleanup());

describe("the checked-in html-validate configuration", () => {
  it("passes a valid page, with inline styles and an ordinary phone number", () => {
    expect(rulesOf(page('<p style="color:red">Call <a href="tel:5551234567">555 123-4567</a></p>'))).toEqual([]);
  });

  it.each([
    ["a style element in the body", page("<div><style>p{color:red}</style></div>"), "element-permitted-content"],
    ["a form without a submit button", page('<form><label>Q <input name="q"></label></form>'), "wcag/h32"],
    ["a fieldset without a legend", page('<fieldset><label>Q <input name="q"></label></fieldset>'), "wcag/h71"],
    [
      "tel-national on an input of type tel",
      page('<label>P <input type="tel" name="p" autocomplete="tel-national"></label>'),
      "valid-autocomplete",
    ],
    ["a lower-case doctype", page("<p>x</p>").replace("<!DOCTYPE", "<!doctype"), "doctype-style"],
  ])("fails %s", (_name, html, rule) => {
    expect(rulesOf(html)).toContain(rule);
  });

  it("passes the fixed forms: a submit button, a visually hidden legend, autocomplete tel", () => {
    const form =
      '<form><fieldset><legend class="visually-hidden">Sign in</legend><label>P <input type="tel" name="p" autocomplete="tel"></label></fieldset><button type="submit">Go</button></form>';
    expect(rulesOf(page(form, "<style>p{color:red}</style>"))).toEqual([]);
  });

  it("gives every rule it turns off or relaxes a reason on the line above", () => {
    const lines = readFileSync(HTML_VALIDATE_CONFIG, "utf8").split("\n");
    const relaxed = lines.flatMap((line, i) => (/^\s*"[\w/-]+":\s*(?!"error")/.test(line) ? [i] : []));
    expect(relaxed.length).toBeGreaterThan(0);
    for (const i of relaxed) expect(lines[i - 1], `reason for ${lines[i]}`).toMatch(/^\s*\/\/ \S.{20,}/);
  });
});

describe("validateHtmlFiles", () => {
  it("names the file, place and rule of each error, in file order, in worker threads as in one", async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 100; i++) files[`site/p${String(i).padStart(3, "0")}/index.html`] = page(`<p>${i}</p>`);
    files["site/p042/index.html"] = page("<div><style>p{color:red}</style></div>");
    files["site/p077/index.html"] = page('<form><label>Q <input type="text" name="q"></label></form>');
    dist = makeFakeDist(files);
    const names = Object.keys(files).sort();
    const threaded = (await validateHtmlFiles(dist.distDir, names, { maxWorkers: 2, cacheFile: null })).problems;
    const here = (await validateHtmlFiles(dist.distDir, names, { maxWorkers: 1, cacheFile: null })).problems;
    expect(threaded.map((p) => `${p.file} ${p.rule}`)).toEqual([
      "site/p042/index.html element-permitted-content",
      "site/p077/index.html wcag/h32",
    ]);
    expect(threaded).toEqual(here);
    expect(threaded[0]).toMatchObject({ line: 1, message: "<style> element is not permitted as content under <div>" });
  }, 60_000);
});

describe("the result cache", () => {
  it("validates a page once per content, and again when the page changes", async () => {
    dist = makeFakeDist({
      "a/index.html": page("<p>same</p>"),
      "b/index.html": page("<p>same</p>"),
      "c/index.html": page("<div><style>p{color:red}</style></div>"),
    });
    const cacheFile = join(dist.root, "cache.json");
    const files = ["a/index.html", "b/index.html", "c/index.html"];
    const first = await validateHtmlFiles(dist.distDir, files, { cacheFile });
    expect(first).toMatchObject({ validated: 2, cached: 1 });
    const second = await validateHtmlFiles(dist.distDir, files, { cacheFile });
    expect(second).toEqual({ ...first, validated: 0, cached: 3 });
    expect(second.problems.map((p) => `${p.file} ${p.rule}`)).toEqual(["c/index.html element-permitted-content"]);
    writeFileSync(
      join(dist.distDir, "a/index.html"),
      page('<form><label>Q <input type="text" name="q"></label></form>'),
    );
    const third = await validateHtmlFiles(dist.distDir, files, { cacheFile });
    expect(third.validated).toBe(1);
    expect(third.problems.map((p) => `${p.file} ${p.rule}`)).toEqual([
      "a/index.html wcag/h32",
      "c/index.html element-permitted-content",
    ]);
  });
});

describe("npm run check:dist", () => {
  const STATIC = '<meta name="page-kind" content="static">';
  const checkDist = (distDir: string) =>
    spawnSync(process.execPath, [join(ROOT, "scripts/check/check-dist.ts"), distDir], { encoding: "utf8" });

  it("fails on an HTML error, naming the file and the rule", () => {
    dist = makeFakeDist({
      "_routing/sites.json": JSON.stringify({ sites: [{ site: "alpha", hosts: [], onlyCoupons: false }] }),
      "alpha/index.html": page('<a href="about/">About</a>', STATIC),
      "alpha/about/index.html": page("<p>About</p><div><style>p{color:red}</style></div>", STATIC),
    });
    const run = checkDist(dist.distDir);
    expect(run.stdout).toContain("[element-permitted-content] <style> element is not permitted as content under <div>");
    expect(run.stdout).toMatch(/alpha\/about\/index\.html:1:\d+/);
    expect(run.stdout).toContain("check:dist FAILED");
    expect(run.status).toBe(1);
  }, 60_000);
});
