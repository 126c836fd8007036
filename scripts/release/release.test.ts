/**
 * The pipeline end to end with a stand-in for `astro build` (a few pages per chain and hashed
 * assets named after the code version), over a copy of the demo tenants: change detection, the
 * isolation of a broken chain, shards and their merge, asset retention, rollback and the report.
 */
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ROOT } from "../lib/run.ts";
import type { ReleaseOptions } from "./release.ts";
import { knownSites, mergeShards, readCurrentReport, release, releaseScope, runShard } from "./release.ts";
import { currentRelease, listReleases, rollback } from "./releases.ts";
import type { ReleaseReport } from "./report.ts";
import { reportLines } from "./report.ts";
import { writeImageWarnings, type PictureWarning } from "../../src/lib/images/pipeline.server.ts";

let tmp: string;
let builds: string[][];
let codeVersion: string;
let breakBuildOf: string | null;
let badHtmlOf: string | null;
let buildLogOf: Record<string, string>;
let pictureWarnings: PictureWarning[];

function write(file: string, content: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** Stands in for astro build: two pages per chain, one island module per code version. */
async function fakeBuild(sites: readonly string[], outDir: string) {
  builds.push([...sites]);
  if (breakBuildOf !== null && sites.includes(breakBuildOf))
    return { ok: false, log: buildLogOf[breakBuildOf] ?? `[ERROR] ${breakBuildOf} threw` };
  const island = `island.${codeVersion}.js`;
  write(join(outDir, "_assets", island), `import "./shared.${codeVersion}.js";`);
  write(join(outDir, "_assets", `shared.${codeVersion}.js`), "export const x = 1;");
  write(join(outDir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  const entries = sites.map((site) => ({ site, hosts: [`www.${site}.example`], onlyCoupons: false }));
  write(join(outDir, "_routing", "sites.json"), JSON.stringify({ sites: entries }));
  writeImageWarnings(
    pictureWarnings.filter((w) => sites.includes(w.chain)),
    outDir,
  );
  for (const site of sites) {
    const page = (kind: string, body: string) =>
      `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>${site}</title>\n<meta name="page-kind" content="${kind}">\n</head>\n<body>\n<header>${site}</header>\n<main>\n<h1>${site}</h1>\n${site === badHtmlOf ? "<p><div>unclosed</p>" : ""}${body}\n</main>\n</body>\n</html>\n`;
    write(
      join(outDir, site, "index.html"),
      page("interactive", `<a href="coupons/">Coupons</a><script type="module" src="/_assets/${island}"></script>`),
    );
    write(join(outDir, site, "coupons", "index.html"), page("static", `<a href="../">Home</a> ${codeVersion}`));
  }
  return { ok: true, log: "" };
}

function options(over: Partial<ReleaseOptions> = {}): ReleaseOptions {
  return {
    root: ROOT,
    releasesDir: join(tmp, ".releases"),
    publishDir: join(tmp, "dist"),
    tenantsDir: join(tmp, "tenants"),
    gatewayUrl: null,
    force: false,
    only: undefined,
    // The demo chains stand in for production ones here (the test chain never is released).
    include: ["demo"],
    shard: { index: 1, count: 1 },
    keep: 5,
    smoke: null,
    routing: { root: "/srv/storefront/dist", listen: "80" },
    // One build run at a time, so the runs are predictable; the side-by-side runs have their own test.
    env: { GATEWAY_URL: `http://code-${codeVersion}.example`, RELEASE_BUILDS: "1" },
    log: () => undefined,
    progress: () => undefined,
    runBuild: fakeBuild,
    ...over,
  };
}

const readLocal = (site: string) =>
  JSON.parse(readFileSync(join(tmp, "tenants", site, "local.json"), "utf8")) as Record<string, unknown>;
const status = (r: ReleaseReport) => Object.fromEntries(r.chains.map((c) => [c.site, c.status]));
const served = (rel: string) => readFileSync(join(tmp, "dist", rel), "utf8");

beforeEach(() => {
  tmp = mkdtempSync(join(tmpdir(), "release-"));
  cpSync(join(ROOT, "tenants"), join(tmp, "tenants"), { recursive: true });
  builds = [];
  codeVersion = "v1";
  breakBuildOf = null;
  badHtmlOf = null;
  buildLogOf = {};
  pictureWarnings = [];
});

/** The chains a release with the demo chains included publishes. */
const demoSites = () => releaseScope({ tenantsDir: join(tmp, "tenants"), include: ["demo"] }).sites;
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

// Real releases on disk (folders, links, routing, reports): seconds each on a busy machine.
describe("release", { timeout: 30_000 }, () => {
  it("builds every chain once, then nothing when nothing changed", async () => {
    const sites = demoSites();
    expect(sites.length).toBeGreaterThanOrEqual(3);
    const first = await release(options());
    expect(builds).toEqual([sites]);
    expect(Object.values(status(first)).every((s) => s === "released")).toBe(true);
    expect(first.failed).toBe(false);
    expect(served(`${sites[0]}/coupons/index.html`)).toContain("v1");

    builds = [];
    const second = await release(options());
    expect(builds).toEqual([]);
    expect(Object.values(status(second)).every((s) => s === "unchanged")).toBe(true);
    expect(second.previous).toBe(first.id);
    // Unchanged chains are still served from the new release, with their pages and assets.
    expect(served(`${sites[0]}/index.html`)).toContain("island.v1.js");
    // Each chain folder is a deployable of its own: its assets and public files inside it, none shared.
    for (const file of ["_assets/island.v1.js", "_assets/shared.v1.js", "_headers", "_redirects"]) {
      expect(existsSync(join(tmp, "dist", sites[0] as string, file)), file).toBe(true);
    }
    expect(existsSync(join(tmp, "dist", "_assets"))).toBe(false);
    expect(existsSync(join(tmp, "dist", "_headers"))).toBe(false);
    expect(served("_report/report.json")).toContain(second.id);
  });

  it("builds side by side in as many runs as RELEASE_BUILDS says, and releases their union", async () => {
    const sites = demoSites();
    const env = { GATEWAY_URL: `http://code-${codeVersion}.example`, RELEASE_BUILDS: "2" };
    const r = await release(options({ env }));
    expect(builds).toHaveLength(2);
    expect(builds.flat().sort()).toEqual(sites);
    expect(Math.abs((builds[0]?.length ?? 0) - (builds[1]?.length ?? 0))).toBeLessThanOrEqual(1);
    expect(Object.values(status(r)).every((s) => s === "released")).toBe(true);
    for (const site of sites) expect(served(`${site}/index.html`)).toContain("island.v1.js");
    for (const site of sites) expect(existsSync(join(tmp, "dist", site, "_assets", "island.v1.js"))).toBe(true);
    const routed = JSON.parse(served("_routing/sites.json")) as { sites: { site: string }[] };
    expect(routed.sites.map((s) => s.site)).toEqual(sites);
  });

  it("lists each chain's picture warnings (refused addresses, failed fetches) in its line of the report", async () => {
    const [a, b] = demoSites() as [string, string];
    pictureWarnings = [
      {
        chain: a,
        key: "HOME_SLIDER[0].slider_image",
        url: "http://127.0.0.1:9/x.png",
        reason: "address 127.0.0.1 is loopback",
        refused: true,
      },
      { chain: a, key: "ABOUT.brands[0]", url: "https://cdn.example/b.png", reason: "HTTP 404", refused: false },
    ];
    const r = await release(options());
    const line = (site: string) => r.chains.find((c) => c.site === site);
    expect(line(a)?.warnings).toEqual([
      `images: chain "${a}", HOME_SLIDER[0].slider_image: http://127.0.0.1:9/x.png refused (an empty picture is shown) (address 127.0.0.1 is loopback)`,
      `images: chain "${a}", ABOUT.brands[0]: https://cdn.example/b.png could not be used (HTTP 404); the original URL is kept`,
    ]);
    expect(line(b)?.warnings.filter((w) => w.startsWith("images:"))).toEqual([]);
    expect(served("_report/index.html")).toContain("address 127.0.0.1 is loopback");
  });

  it("skips a chain that claims another chain's host and releases the owner", async () => {
    const [owner, taker] = demoSites() as [string, string];
    const map = JSON.parse(readFileSync(join(tmp, "tenants", "domain-map.json"), "utf8")) as Record<string, string>;
    const host = Object.keys(map).find((h) => map[h] === owner && !h.endsWith(".localhost"));
    expect(host).toBeDefined();
    writeFileSync(
      join(tmp, "tenants", taker, "local.json"),
      JSON.stringify({ ...readLocal(taker), hosts: [host] }, null, 2),
    );
    const r = await release(options());
    expect(status(r)[owner]).toBe("released");
    expect(status(r)[taker]).toBe("failed");
    expect(r.chains.find((c) => c.site === taker)?.errors.join("\n")).toContain(
      `host ${host} belongs to "${owner}" (domain-map.json); "${taker}" is refused`,
    );
    expect(existsSync(join(tmp, "dist", owner, "index.html"))).toBe(true);
  });

  it("rebuilds only the chain whose snapshot changed", async () => {
    const [a, b] = demoSites() as [string, string];
    const first = await release(options());
    const file = join(tmp, "tenants", a, "stores.json");
    writeFileSync(file, readFileSync(file, "utf8").replace("\n", "\n "));
    builds = [];
    const r = await release(options());
    expect(builds).toEqual([[a]]);
    expect(r.chains.find((c) => c.site === a)).toMatchObject({ status: "released", reason: "data" });
    expect(r.chains.find((c) => c.site === b)).toMatchObject({ status: "unchanged", reason: "unchanged" });
    // Making the chain's deployable folder is timed on its own (npm run bench:build shows it).
    expect(r.timings["chain folders"]).toBeGreaterThan(0);
    // The released chain's capability report (npm run chains) is part of its line of the report.
    const capabilities = r.chains.find((c) => c.site === a)?.capabilities ?? [];
    expect(capabilities[0]).toMatch(new RegExp(`^${a} \\(`));
    expect(capabilities.some((line) => /^ {2}theme: /.test(line))).toBe(true);
    // An unchanged chain's is carried from the release before (its data and code are the same).
    const carried = r.chains.find((c) => c.site === b)?.capabilities ?? [];
    expect(carried[0]).toMatch(new RegExp(`^${b} \\(`));
    expect(carried).toEqual(first.chains.find((c) => c.site === b)?.capabilities);
  });

  it("points each unchanged chain at the version the release before did, and only a rebuilt chain at a new one", async () => {
    const [a, b] = demoSites() as [string, string];
    const root = join(tmp, ".releases");
    const first = await release(options());
    const file = join(tmp, "tenants", a, "stores.json");
    writeFileSync(file, readFileSync(file, "utf8").replace("\n", "\n "));
    const second = await release(options());
    const version = (id: string, site: string) => realpathSync(join(root, id, site));
    expect(readlinkSync(join(root, second.id, b))).toBe(join("..", "chains", b, first.id));
    expect(version(second.id, b)).toBe(version(first.id, b));
    expect(version(second.id, a)).toBe(realpathSync(join(root, "chains", a, second.id)));
    // The release folder itself holds links, its routing and its report: no chain's files.
    expect(
      readdirSync(join(root, second.id))
        .filter((n) => !n.startsWith("_"))
        .every((n) => lstatSync(join(root, second.id, n)).isSymbolicLink()),
    ).toBe(true);
    expect(served(`${b}/index.html`)).toContain("island.v1.js");
  });

  it("gives every chain a new version when its files change (a chain added: every _redirects), leaving the earlier release's as they were", async () => {
    const [a, b, c] = demoSites() as [string, string, string];
    const root = join(tmp, ".releases");
    const first = await release(options({ scope: [a, b] }));
    const second = await release(options({ scope: [a, b, c] }));
    expect(status(second)).toMatchObject({ [a]: "unchanged", [b]: "unchanged", [c]: "released" });
    for (const site of [a, b]) {
      expect(readFileSync(join(root, second.id, site, "_redirects"), "utf8")).toContain(`/_entry/${c}/`);
      expect(readFileSync(join(root, first.id, site, "_redirects"), "utf8")).not.toContain(`/_entry/${c}/`);
      // The pages are the same files: the new version is a hard-linked copy with its own _redirects.
      expect(statSync(join(root, second.id, site, "index.html")).ino).toBe(
        statSync(join(root, first.id, site, "index.html")).ino,
      );
    }
    expect(rollback(root)).toEqual({ from: second.id, to: first.id });
    expect(served(`${a}/_redirects`)).not.toContain(`/_entry/${c}/`);
  });

  it("reads a kept chain's headers and redirects again only when the code or the hand-overs changed", async () => {
    const [a, b] = demoSites() as [string, string];
    const root = join(tmp, ".releases");
    const first = await release(options());
    // Stands for what an older generator wrote into the version the release before published.
    const headers = join(root, "chains", b, first.id, "_headers");
    const made = readFileSync(headers, "utf8");
    rmSync(headers);
    writeFileSync(headers, "# written by older code\n");
    const file = join(tmp, "tenants", a, "stores.json");
    writeFileSync(file, readFileSync(file, "utf8").replace("\n", "\n "));
    // Same code, same hand-overs: the kept version is trusted as it is (no chain's files read again).
    const second = await release(options());
    expect(status(second)).toMatchObject({ [a]: "released", [b]: "unchanged" });
    expect(readlinkSync(join(root, second.id, b))).toBe(join("..", "chains", b, first.id));
    // New code, and b's build fails: b keeps its pages, in a new version with what the new code writes.
    codeVersion = "v2";
    breakBuildOf = b;
    const third = await release(options());
    expect(status(third)).toMatchObject({ [a]: "released", [b]: "failed" });
    expect(readlinkSync(join(root, third.id, b))).toBe(join("..", "chains", b, third.id));
    expect(readFileSync(join(root, third.id, b, "_headers"), "utf8")).toBe(made);
    expect(readFileSync(join(root, second.id, b, "_headers"), "utf8")).toBe("# written by older code\n");
    expect(served(`${b}/index.html`)).toContain("island.v1.js");
  });

  it("deletes the versions no kept release points at, and what a killed run left in chains/", async () => {
    const [a] = demoSites() as [string];
    const root = join(tmp, ".releases");
    mkdirSync(join(root, "chains", ".incoming-20260101T000000000Z-dead", a), { recursive: true });
    mkdirSync(join(root, "chains", a, "20260101T000000000Z-dead"), { recursive: true });
    await release(options({ keep: 2 }));
    expect(readdirSync(join(root, "chains")).filter((n) => n.startsWith("."))).toEqual([]);
    expect(existsSync(join(root, "chains", a, "20260101T000000000Z-dead"))).toBe(false);
    for (const v of ["v2", "v3", "v4"]) {
      codeVersion = v;
      await release(options({ keep: 2 }));
    }
    const kept = listReleases(root);
    expect(kept).toHaveLength(2);
    // One version per kept release (every chain was rebuilt each time), none of the pruned ones.
    expect(readdirSync(join(root, "chains", a)).sort()).toEqual(kept);
  });

  it("takes over a release from before versions: its chain folders become versions, served as they were", async () => {
    const [a, b] = demoSites() as [string, string];
    const root = join(tmp, ".releases");
    const first = await release(options());
    // Make the first release look like one from before versions: its chains as folders of its own.
    for (const site of demoSites()) {
      const target = realpathSync(join(root, first.id, site));
      rmSync(join(root, first.id, site));
      cpSync(target, join(root, first.id, site), { recursive: true });
    }
    rmSync(join(root, "chains"), { recursive: true, force: true });
    const file = join(tmp, "tenants", a, "stores.json");
    writeFileSync(file, readFileSync(file, "utf8").replace("\n", "\n "));
    const second = await release(options());
    expect(status(second)).toMatchObject({ [a]: "released", [b]: "unchanged" });
    expect(readlinkSync(join(root, second.id, b))).toBe(join("..", "chains", b, second.id));
    expect(served(`${b}/coupons/index.html`)).toContain("v1");
    expect(readFileSync(join(root, first.id, b, "index.html"), "utf8")).toContain("island.v1.js");
  });

  it("rebuilds only the candidates whose data changed (the watcher), leaving every other chain as published", async () => {
    const [a, b, c] = demoSites() as [string, string, string];
    const first = await release(options());
    const touch = (site: string) => {
      const file = join(tmp, "tenants", site, "stores.json");
      writeFileSync(file, readFileSync(file, "utf8").replace("\n", "\n "));
    };
    touch(a);
    touch(b);
    builds = [];
    const r = await release(options({ candidates: [a, c] }));
    // c is a candidate whose data did not change: nothing to build for it.
    expect(builds).toEqual([[a]]);
    expect(status(r)).toMatchObject({ [a]: "released", [b]: "unchanged", [c]: "unchanged" });
    expect(r.previous).toBe(first.id);
    // b's change is not published by that rebuild: its published hash stays, so the next release builds it.
    const bBefore = first.chains.find((x) => x.site === b)?.publishedHash;
    expect(r.chains.find((x) => x.site === b)?.publishedHash).toBe(bBefore);
    builds = [];
    await release(options());
    expect(builds).toEqual([[b]]);
  });

  it("refuses a rebuild of candidates on other code than the current release's, and before any release", async () => {
    const [a] = demoSites() as [string];
    await expect(release(options({ candidates: [a] }))).rejects.toThrow(/no release is published yet/);
    const first = await release(options());
    codeVersion = "v2";
    await expect(release(options({ candidates: [a] }))).rejects.toThrow(
      new RegExp(`the code or GATEWAY_URL differs from the current release's \\(${first.id}\\)`),
    );
    expect(readCurrentReport(join(tmp, ".releases"))?.id).toBe(first.id);
    expect(readdirSync(join(tmp, ".releases")).filter((n) => n.startsWith(".work"))).toEqual([]);
  });

  it("keeps a broken chain's published pages while the others release, and retries it next time", async () => {
    const sites = demoSites();
    const [broken, other] = sites as [string, string];
    await release(options());
    const before = served(`${broken}/coupons/index.html`);
    codeVersion = "v2"; // a code change: every chain rebuilds
    writeFileSync(join(tmp, "tenants", broken, "clientinfo.json"), '{"data": {"RSA_SUBDOMAIN": 42}');
    const r = await release(options());
    expect(r.failed).toBe(true);
    const chain = r.chains.find((c) => c.site === broken);
    expect(chain?.status).toBe("failed");
    expect(chain?.errors.join("\n")).toMatch(new RegExp(`tenant "${broken}", clientinfo.json`));
    expect(served(`${broken}/coupons/index.html`)).toBe(before);
    expect(served(`${other}/coupons/index.html`)).toContain("v2");
    // The broken chain keeps its folder as it was, assets included.
    expect(served(`${broken}/index.html`)).toContain("island.v1.js");
    expect(existsSync(join(tmp, "dist", broken, "_assets", "island.v1.js"))).toBe(true);
    expect(existsSync(join(tmp, "dist", broken, "_assets", "shared.v1.js"))).toBe(true);
    expect(existsSync(join(tmp, "dist", broken, "_assets", "island.v2.js"))).toBe(false);
    expect(status(r)[other]).toBe("released");
    const html = served("_report/index.html");
    expect(html).toContain(`<a href="../${broken}/">${broken}</a>`);
    expect(html).toContain("Some chains FAILED");

    // Fixed: retried, released, and the v1 assets go once no page of this or the last release of the chain needs them.
    cpSync(join(ROOT, "tenants", broken, "clientinfo.json"), join(tmp, "tenants", broken, "clientinfo.json"));
    builds = [];
    const fixed = await release(options());
    expect(builds).toEqual([[broken]]);
    expect(fixed.chains.find((c) => c.site === broken)).toMatchObject({ status: "released", reason: "retry" });
    expect(existsSync(join(tmp, "dist", broken, "_assets", "island.v2.js"))).toBe(true);
    expect(existsSync(join(tmp, "dist", broken, "_assets", "island.v1.js"))).toBe(true); // last release's pages used it
    await release(options({ force: true }));
    expect(existsSync(join(tmp, "dist", broken, "_assets", "island.v1.js"))).toBe(false);
  });

  it("finds a chain whose build throws by splitting the build, and publishes the rest", async () => {
    const sites = demoSites();
    breakBuildOf = sites[sites.length - 1] as string;
    const r = await release(options());
    expect(builds[0]).toEqual(sites);
    expect(builds.some((b) => b.length === 1 && b[0] === breakBuildOf)).toBe(true);
    expect(status(r)[breakBuildOf]).toBe("failed");
    expect(r.chains.find((c) => c.site === breakBuildOf)?.errors.join("\n")).toContain("threw");
    expect(r.chains.filter((c) => c.status === "released").map((c) => c.site)).toEqual(
      sites.filter((s) => s !== breakBuildOf),
    );
    expect(existsSync(join(tmp, "dist", breakBuildOf))).toBe(false);
  });

  it("refuses a chain whose pages are not valid HTML, before publishing", async () => {
    const [bad, good] = demoSites() as [string, string];
    badHtmlOf = bad;
    const r = await release(options());
    expect(status(r)[bad]).toBe("failed");
    expect(r.chains.find((c) => c.site === bad)?.errors.join("\n")).toMatch(
      /verification failed: .*index\.html:\d+:\d+/,
    );
    expect(existsSync(join(tmp, "dist", bad))).toBe(false);
    expect(status(r)[good]).toBe("released");
  });

  it("--a11y: runs the checks on each build folder's chains after their folders are made, before the audit; a finding refuses the chain", async () => {
    const [flagged, ...others] = demoSites() as [string, ...string[]];
    const calls: { sites: string[]; folders: boolean }[] = [];
    const a11y = async (buildDir: string, sites: readonly string[]) => {
      calls.push({ sites: [...sites], folders: sites.every((s) => existsSync(join(buildDir, s, "_headers"))) });
      // The report step writes into the chain's page here; the audit must then see it as published.
      if (sites.includes(others[0]!)) write(join(buildDir, others[0]!, "report.html"), "<p><div>unclosed</p>");
      return { [flagged]: ["accessibility: coupons, as loaded, 390 px: color-contrast (.x)"] };
    };
    const r = await release(options({ a11y }));
    expect(calls).toEqual([{ sites: demoSites(), folders: true }]);
    expect(status(r)[flagged]).toBe("failed");
    expect(r.chains.find((c) => c.site === flagged)?.errors.join("\n")).toContain("color-contrast");
    expect(status(r)[others[0]!], "a page the checks' step wrote is validated").toBe("failed");
    expect(status(r)[others[1]!]).toBe("released");
  });

  it("merges shards into the same release a single run makes", async () => {
    const sites = demoSites();
    const dirs = [1, 2, 3].map((index) => join(tmp, `shard-${index}`));
    for (const [i, dir] of dirs.entries()) await runShard(options({ shard: { index: i + 1, count: 3 } }), dir);
    expect(builds.flat().sort()).toEqual(sites);
    const r = await mergeShards(options(), dirs);
    expect(r.shards).toBe(3);
    expect(r.chains.map((c) => c.site)).toEqual(sites);
    expect(Object.values(status(r)).every((s) => s === "released")).toBe(true);
    const routing = JSON.parse(served("_routing/sites.json")) as { sites: { site: string }[] };
    expect(routing.sites.map((s) => s.site)).toEqual(sites);
    for (const s of sites) expect(served(`${s}/index.html`)).toContain("island.v1.js");
    expect(existsSync(join(tmp, "dist", "_routing", "nginx.conf"))).toBe(true);
  });

  it("rolls back to the previous release and keeps only the newest N", async () => {
    const [a] = demoSites() as [string];
    const first = await release(options());
    codeVersion = "v2";
    const second = await release(options());
    expect(served(`${a}/coupons/index.html`)).toContain("v2");
    expect(rollback(join(tmp, ".releases"))).toEqual({ from: second.id, to: first.id });
    expect(served(`${a}/coupons/index.html`)).toContain("v1");
    expect(readCurrentReport(join(tmp, ".releases"))?.id).toBe(first.id);
    for (const v of ["v3", "v4"]) {
      codeVersion = v;
      await release(options({ keep: 2 }));
    }
    expect(listReleases(join(tmp, ".releases"))).toHaveLength(2);
    expect(currentRelease(join(tmp, ".releases"))).not.toBeNull();
    expect(readdirSync(join(tmp, ".releases")).filter((n) => n.startsWith(".work"))).toEqual([]);
  });

  it("publishes only production chains by default, demo chains when asked, the test chain never", async () => {
    const tenants = join(tmp, "tenants");
    const all = knownSites(tenants);
    const test = all.filter((s) => readLocal(s)["deploy"] === "test");
    expect(test.length).toBeGreaterThan(0);
    // One demo chain becomes a production chain (its mark removed).
    const [production] = demoSites() as [string];
    const settings = readLocal(production);
    delete settings["deploy"];
    writeFileSync(join(tenants, production, "local.json"), JSON.stringify(settings));

    const r = await release(options({ include: [] }));
    expect(builds).toEqual([[production]]);
    expect(r.chains.map((c) => c.site)).toEqual([production]);
    expect(readdirSync(join(tmp, "dist")).filter((n) => all.includes(n))).toEqual([production]);

    builds = [];
    const withDemo = await release(options());
    const demo = all.filter((s) => !test.includes(s));
    expect(withDemo.chains.map((c) => c.site)).toEqual(demo);
    for (const site of test) expect(existsSync(join(tmp, "dist", site))).toBe(false);
    expect(builds.flat()).not.toContain(test[0]);
  });

  it("removes the work folder of a release that was killed, at the next start", async () => {
    const killed = join(tmp, ".releases", ".work-999999999");
    mkdirSync(join(killed, "build-1", "acme"), { recursive: true });
    writeFileSync(join(killed, "build-1", "acme", "index.html"), "half a build");
    await release(options());
    expect(existsSync(killed)).toBe(false);
    expect(readdirSync(join(tmp, ".releases")).filter((n) => n.startsWith(".work"))).toEqual([]);
  });

  it("rolls back along the publish history, never to a release that was rolled back", async () => {
    const [a] = demoSites() as [string];
    const first = await release(options());
    codeVersion = "v2";
    const second = await release(options());
    expect(rollback(join(tmp, ".releases"))).toEqual({ from: second.id, to: first.id });
    codeVersion = "v3";
    const third = await release(options());
    expect(third.previous).toBe(first.id);
    expect(rollback(join(tmp, ".releases"))).toEqual({ from: third.id, to: first.id });
    expect(served(`${a}/coupons/index.html`)).toContain("v1");
  });

  it("keeps a failed build's message in the report and the console, not only its stack", async () => {
    const sites = demoSites();
    breakBuildOf = sites[0] as string;
    buildLogOf[breakBuildOf] = [
      "12:00:01 [build] Rearranging server assets...",
      "EXDEV: cross-device link not permitted, rename '/a/x.css' -> '/b/x.css'",
      "  Stack trace:",
      ...Array.from(
        { length: 8 },
        (_, i) => `    at async step${i} (file:///node_modules/astro/dist/core/build/static-build.js:${i}:5)`,
      ),
    ].join("\n");
    const r = await release(options());
    const failed = r.chains.find((c) => c.site === breakBuildOf);
    expect(failed?.errors.join("\n")).toContain("EXDEV: cross-device link not permitted");
    expect(failed?.errors.join("\n")).not.toContain("at async");
    expect(served("_report/index.html")).toContain("EXDEV: cross-device link not permitted");
    expect(reportLines(r).find((l) => l.includes(breakBuildOf as string))).toContain("EXDEV: cross-device");
  });
});
