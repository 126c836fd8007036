/**
 * `npm run lighthouse`: Lighthouse CI over every page type of every demo chain of a build, then the
 * table in docs/measurements.md. A measurement, not a test: it builds nothing. It serves the build
 * (`--dist`, else DIST_DIR, else dist/) with the preview server, starts the demo gateway at the
 * address the build calls (the `gatewayUrl` of its sites.json) unless one already answers there,
 * writes the lighthouserc (config.ts) and runs `lhci collect`, `lhci assert` (the budgets) and
 * `lhci upload --target=filesystem`, stops what it started and writes the table (report.ts).
 * Exits 1 when a page misses a budget.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { delimiter, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { commandLine } from "../../lib/cli.ts";
import { demoLogins } from "../../lib/demo-logins.ts";
import { configuredDistDir } from "../../lib/dist-dir.ts";
import { freePort } from "../../lib/listen.ts";
import { demoMemberSession, localGateway, median, type StoredSession } from "../measure.ts";
import { ROOT } from "../../lib/run.ts";
import { readSites } from "../../lib/sites.ts";
import { startPreviewServer } from "../../serve/serve.ts";
import { loadTenants } from "#src/tenant/load-tenants.server.ts";
import { builtPagesOf } from "#src/lib/i18n/language-routes.ts";
import { lighthouserc, RESULTS_DIR, RUNS } from "./config.ts";
import { narrowTypes, pageTypesOf } from "./pages.ts";
import { writeReport, type Lhr, type PageAt, type PagesFile, type RunNote } from "./report.ts";

const USAGE = `Usage: npm run lighthouse -- [--dist=DIR] [--sites=a,b] [--pages=/,/coupons] [--runs=${RUNS}]
  [--additive] [--report] [--section=NAME]

  --dist=DIR     the build to measure (default DIST_DIR, else dist/); build it first
  --sites=a,b    these chains only (default every demo chain of the build)
  --pages=/,/x   these page types only (route-list patterns, e.g. /department/[slug])
  --runs=N       runs per page; the median run counts (default ${RUNS})
  --additive     add to the results of the previous measuring run (same LIGHTHOUSE_PORT)
  --report       only rewrite docs/measurements.md from the last results
  --section=NAME write the table between the lighthouse-NAME markers of docs/measurements.md
                 instead of the full table (and not the README's summary): a partial measurement,
                 such as one chain's Spanish pages, that must not replace the whole table
  -h, --help     this text

Environment: LIGHTHOUSE_PORT (preview port, default a free one), TENANTS_DIR (default tenants),
CHROMIUM_PATH (or lhci's CHROME_PATH; default /usr/bin/chromium).`;

const { values: args } = commandLine("lighthouse", USAGE, {
  options: {
    dist: { type: "string" },
    sites: { type: "string" },
    pages: { type: "string" },
    runs: { type: "string" },
    additive: { type: "boolean" },
    report: { type: "boolean" },
    section: { type: "string" },
  },
});

// The `lhci` command of @lhci/cli, run with this Node.
const LHCI = fileURLToPath(import.meta.resolve("@lhci/cli/src/cli.js"));
const RESULTS = join(ROOT, RESULTS_DIR);
const TARGET = join(ROOT, "docs", "measurements.md");
const README = join(ROOT, "README.md");
const CHROME = process.env["CHROMIUM_PATH"] ?? process.env["CHROME_PATH"] ?? "/usr/bin/chromium";

const utc = () => new Date().toISOString().slice(0, 16).replace("T", " ");
const load = () => (loadavg()[0] ?? 0).toFixed(1);

/** Runs one lhci command in the project root; resolves to its exit code. */
function lhci(command: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((done, fail) => {
    // lhci starts Lighthouse as `node …`: the project's Node first on PATH.
    const path = `${dirname(process.execPath)}${delimiter}${process.env["PATH"] ?? ""}`;
    const child = spawn(process.execPath, [LHCI, ...command], {
      cwd: ROOT,
      stdio: "inherit",
      env: { ...process.env, ...env, PATH: path, CHROME_PATH: CHROME },
    });
    child.on("error", fail);
    child.on("exit", (code) => done(code ?? 1));
  });
}

/** The Chromium version line, for the note. */
function chromiumVersion(): string {
  try {
    return execFileSync(CHROME, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return CHROME;
  }
}

async function measure(): Promise<number> {
  const distDir = args.dist !== undefined ? resolve(ROOT, args.dist) : configuredDistDir();
  const demoSites = new Set((await demoLogins()).logins.map((l) => l.site));
  const built = await readSites(distDir);
  const wanted = args.sites?.split(",");
  const sites = built.filter((s) => (wanted ? wanted.includes(s.site) : demoSites.has(s.site)));
  if (sites.length === 0) throw new Error(`no chain to measure in ${distDir}`);
  const gatewayUrl = sites[0]?.gatewayUrl;
  if (gatewayUrl === undefined) throw new Error("sites.json names no gateway: rebuild");

  const previous = args.additive ? previousPages() : { pages: [], notes: [], skipped: [] };
  const tenants = loadTenants({ only: sites.map((s) => s.site) });
  const measured: PageAt[] = [];
  const skipped: string[] = [];
  const gateway = await localGateway(gatewayUrl);
  const server = await startPreviewServer({
    port: Number(process.env["LIGHTHOUSE_PORT"] ?? (await freePort())),
    distDir,
  });
  const work = mkdtempSync(join(tmpdir(), "lighthouse-"));
  try {
    const sessions: Record<string, StoredSession | null> = {};
    for (const tenant of tenants) {
      const found = pageTypesOf(tenant.site, builtPagesOf(tenant), distDir);
      skipped.push(...found.skipped);
      const pages = narrowTypes(found.pages, args.pages?.split(","));
      const subdomain = tenant.status === "ok" ? tenant.data.RSA_SUBDOMAIN : tenant.site;
      const session = pages.some((p) => p.member) ? await demoMemberSession(gateway.url, tenant.site, subdomain) : null;
      for (const page of pages) {
        if (page.member && session === null) continue; // no demo member: nobody to sign in
        const url = `${server.url}/${page.site}${page.route}`;
        sessions[url] = page.member ? session : null;
        measured.push({ ...page, url });
      }
    }
    const sessionsFile = join(work, "sessions.json");
    writeFileSync(sessionsFile, JSON.stringify(sessions));
    const config = lighthouserc(measured, {
      urlOf: (p) => `${server.url}/${p.site}${p.route}`,
      chromePath: CHROME,
      puppeteerScript: "scripts/measure/lighthouse/sign-in.cjs",
      noSandbox: process.getuid?.() === 0,
      runs: args.runs === undefined ? RUNS : Math.max(1, Number(args.runs)),
    });
    const configFile = join(work, "lighthouserc.json");
    writeFileSync(configFile, JSON.stringify(config, null, 2));

    const note: RunNote = {
      started: utc(),
      finished: "",
      loadStart: load(),
      loadEnd: "",
      cores: cpus().length,
      chromium: chromiumVersion(),
      runs: config.ci.collect.numberOfRuns,
    };
    console.log(`lighthouse: ${measured.length} pages × ${note.runs} runs, load average ${note.loadStart}`);
    const env = { LIGHTHOUSE_SESSIONS: sessionsFile };
    if (args.additive) dropRuns(new Set(measured.map((p) => p.url)));
    const collect = [`--config=${configFile}`, ...(args.additive ? ["--additive"] : [])];
    if ((await lhci(["collect", ...collect], env)) !== 0) throw new Error("lhci collect failed");
    note.finished = utc();
    note.loadEnd = load();
    const index = benchmarkIndexOf(new Set(measured.map((p) => p.url)));
    if (index !== undefined) note.benchmarkIndex = index;
    const assert = await lhci(["assert", `--config=${configFile}`], env);
    rmSync(RESULTS, { recursive: true, force: true });
    if ((await lhci(["upload", `--config=${configFile}`], env)) !== 0) throw new Error("lhci upload failed");

    const kept = previous.pages.filter((p) => !measured.some((m) => m.url === p.url));
    const file: PagesFile = {
      pages: [...kept, ...measured],
      notes: [...previous.notes, note],
      skipped: [...new Set([...previous.skipped, ...skipped])],
    };
    writeFileSync(join(RESULTS, "pages.json"), JSON.stringify(file, null, 2));
    return assert;
  } finally {
    rmSync(work, { recursive: true, force: true });
    await server.close();
    await gateway.close();
  }
}

/** Removes lhci's saved runs of `urls` (measured again, not added to), for --additive. */
function dropRuns(urls: ReadonlySet<string>): void {
  const dir = join(ROOT, ".lighthouseci");
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir).filter((f) => /^lhr-\d+\.json$/.test(f))) {
    const { requestedUrl } = JSON.parse(readFileSync(join(dir, name), "utf8")) as { requestedUrl: string };
    if (!urls.has(requestedUrl)) continue;
    rmSync(join(dir, name));
    rmSync(join(dir, name.replace(/\.json$/, ".html")), { force: true });
  }
}

/** The median benchmark index of lhci's saved runs of `urls`: how fast the machine was as Lighthouse saw it. */
function benchmarkIndexOf(urls: ReadonlySet<string>): number | undefined {
  const dir = join(ROOT, ".lighthouseci");
  if (!existsSync(dir)) return undefined;
  const found = readdirSync(dir)
    .filter((f) => /^lhr-\d+\.json$/.test(f))
    .map((name) => JSON.parse(readFileSync(join(dir, name), "utf8")) as Lhr)
    .filter((lhr) => urls.has(lhr.requestedUrl))
    .flatMap((lhr) => lhr.environment?.benchmarkIndex ?? []);
  return found.length === 0 ? undefined : median(found);
}

/** The pages of the previous measuring run, for --additive. */
function previousPages(): PagesFile {
  const file = join(RESULTS, "pages.json");
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, "utf8")) as PagesFile)
    : { pages: [], notes: [], skipped: [] };
}

const code = args.report ? 0 : await measure();
mkdirSync(dirname(TARGET), { recursive: true });
const section = args.section === undefined ? undefined : `lighthouse-${args.section}`;
const text =
  section === undefined ? writeReport(RESULTS, TARGET, README) : writeReport(RESULTS, TARGET, undefined, section);
// Written as `npm run format` would write them, so the lint's prettier check stays green.
const prettier = await import("prettier");
for (const file of section === undefined ? [TARGET, README] : [TARGET]) {
  const options = await prettier.resolveConfig(file);
  writeFileSync(file, await prettier.format(readFileSync(file, "utf8"), { ...options, filepath: file }));
}
console.log(
  `\n${text}\n\nwritten to ${TARGET}${section === undefined ? ` (and its summary to ${README})` : ` (${section})`}`,
);
if (code !== 0) console.log("\nSome pages miss a budget (lhci assert above; the table's last column).");
process.exit(code);
