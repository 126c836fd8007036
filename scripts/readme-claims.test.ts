/**
 * Keeps the READMEs' checkable claims honest. The demo-chain tables of README.md and
 * tenants/README.md against the seed (scripts/services/demo-gateway/seed/) and the chains' files
 * (tenants/<site>/): the chains listed, logins, card numbers, theme, sign-in kind, counts and local
 * flags. scripts/lib/README.md's list of lib modules and which of them have a test of their own, and
 * tests/README.md's list of browser specs, against the files. Every README of scripts/ (the root one
 * an index) stays at most 150 lines. README.md and docs/*.md: the files,
 * folders and links they name exist, the npm scripts they name are in package.json, and README.md
 * stays a map (at most 200 lines; the rest belongs in docs/).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildChains } from "./services/demo-gateway/seed/index.ts";
import type { ChainSeed } from "./services/demo-gateway/seed/types.ts";

const ROOT = join(import.meta.dirname, "..");
const read = (file: string) => readFileSync(join(ROOT, file), "utf8");
const chains = buildChains({ now: Date.now() });
const demoChains = chains.filter((c) => c.members.length > 0);
const seedOf = (site: string): ChainSeed => {
  const chain = chains.find((c) => c.site === site);
  if (!chain) throw new Error(`${site} is not a chain of the demo gateway's seed`);
  return chain;
};
const clientInfo = (site: string) =>
  (JSON.parse(read(`tenants/${site}/clientinfo.json`)) as { data: Record<string, unknown> }).data;
const localJson = (site: string): Record<string, unknown> => {
  const file = `tenants/${site}/local.json`;
  return existsSync(join(ROOT, file)) ? (JSON.parse(read(file)) as Record<string, unknown>) : {};
};
const flagsOf = (site: string) => (localJson(site)["flags"] ?? {}) as Record<string, unknown>;

/** The rows of the first Markdown table after `heading`, as arrays of trimmed cells. */
function tableAfter(markdown: string, heading: string): string[][] {
  const start = markdown.indexOf(heading);
  if (start < 0) throw new Error(`no "${heading}" section`);
  const lines = markdown.slice(start).split("\n");
  const first = lines.findIndex((l) => l.startsWith("|"));
  const rows: string[][] = [];
  for (const line of lines.slice(first)) {
    if (!line.startsWith("|")) break;
    rows.push(
      line
        .slice(1, -1)
        .split("|")
        .map((c) => c.trim()),
    );
  }
  return rows.slice(2); // header and separator
}

const NUMBERS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** What a README phrase says about a chain's local.json flags. */
const FLAG_PHRASES: [RegExp, string][] = [
  [/senior discount/, "seniorDiscountPage"],
  [/floral/, "floralPage"],
  [/order online/, "orderOnlinePage"],
  [/pharmacy/, "pharmacyPage"],
  [/careers page/, "careersWidget"],
  [/deli content/, "deliContent"],
  [/store left out of \/contact/, "excludedContactStoreIds"],
  [/hidden zip field/, "hideZipField"],
  [/about slider/, "aboutPhotoSlider"],
  [/store locations/, "aboutStoreLocations"],
  [/'Add to List' wording/, "couponListWording"],
  [/employment extras/, "employmentExtras"],
  [/embedded circular viewer/, "weeklyAdViewerUrl"],
  [/employment redirecting to \/error/, "employmentRedirectsToError"],
];

describe("README.md: demo chains and logins", () => {
  const readme = read("README.md");
  const rows = tableAfter(readme, "## Demo chains and logins").map(
    ([chain = "", shows = "", login = "", cards = ""]) => ({
      site: chain.replaceAll("`", ""),
      shows,
      login,
      cards,
    }),
  );

  it("lists exactly the seed's demo chains (those with a demo member), each with its files in tenants/", () => {
    expect(rows.map((r) => r.site).toSorted()).toEqual(demoChains.map((c) => c.site).toSorted());
    for (const { site } of rows) expect(existsSync(join(ROOT, "tenants", site, "clientinfo.json")), site).toBe(true);
  });

  it("counts them in words", () => {
    const count = /(\w+) demo chains, served by the demo gateway/i.exec(readme)?.[1]?.toLowerCase();
    expect(count).toBe(NUMBERS[rows.length]);
  });

  it.each(demoChains.map((c) => c.site))(
    "%s: the login is the seeded member's, PIN or password as the seed says",
    (site) => {
      const row = rows.find((r) => r.site === site);
      const seed = seedOf(site);
      const member = seed.members[0];
      const pin = seed.behaviour.passwordLogin ? "" : "PIN ";
      expect(row?.login).toBe(`\`${member?.email}\` / ${pin}\`${member?.password}\``);
    },
  );

  it.each(demoChains.map((c) => c.site))("%s: linkable card numbers follow the seed's prefix and length", (site) => {
    const row = rows.find((r) => r.site === site);
    const { linkCardRegistration, cardPrefix, cardLength } = seedOf(site).behaviour;
    if (!linkCardRegistration) return expect(row?.cards).toBe("none");
    const numbers = [...(row?.cards ?? "").matchAll(/`(\d+)`/g)].map((m) => m[1] ?? "");
    expect(numbers.length).toBeGreaterThan(0);
    for (const n of numbers) {
      expect(n.startsWith(cardPrefix), n).toBe(true);
      expect(n.length, n).toBe(cardLength);
    }
    const digits = /\((\d+) digits\)/.exec(row?.cards ?? "")?.[1];
    if (digits !== undefined) expect(Number(digits)).toBe(cardLength);
  });

  it.each(demoChains.map((c) => c.site))(
    "%s: theme, sign-in, phone, link-card, rewards and counts as described",
    (site) => {
      const shows = rows.find((r) => r.site === site)?.shows ?? "";
      const seed = seedOf(site);
      const theme = /theme (\d)/.exec(shows)?.[1];
      if (theme !== undefined) expect(Number(clientInfo(site)["THEME"])).toBe(Number(theme));
      if (/PIN login/.test(shows)) expect(seed.behaviour.passwordLogin).toBe(false);
      if (/password login/.test(shows)) expect(seed.behaviour.passwordLogin).toBe(true);
      if (/phone optional/.test(shows)) expect(seed.behaviour.phoneRequired).toBe(false);
      if (/phone required/.test(shows)) expect(seed.behaviour.phoneRequired).toBe(true);
      if (/no link-card/.test(shows)) expect(seed.behaviour.linkCardRegistration).toBe(false);
      else if (/link-card/.test(shows)) expect(seed.behaviour.linkCardRegistration).toBe(true);
      if (/points-based rewards/.test(shows)) expect(seed.behaviour.pointsApi).toBe(true);
      if (/quantity and amount rewards/.test(shows)) expect(seed.behaviour.pointsApi).toBe(false);
      if (/no e-mail change or deletion/.test(shows)) {
        expect(seed.behaviour.emailChange || seed.behaviour.accountDeletion).toBe(false);
      }
      if (/e-mail change and account deletion allowed/.test(shows)) {
        expect(seed.behaviour.emailChange && seed.behaviour.accountDeletion).toBe(true);
      }
      const stores = /(\d+) stores/.exec(shows)?.[1];
      if (stores !== undefined) expect(seed.stores.length).toBe(Number(stores));
      const coupons = /([\d,]+)\+ coupons/.exec(shows)?.[1];
      if (coupons !== undefined)
        expect(seed.coupons.length).toBeGreaterThanOrEqual(Number(coupons.replaceAll(",", "")));
      const departments = /(\d+)\+ departments/.exec(shows)?.[1];
      if (departments !== undefined) expect(seed.departments.length).toBeGreaterThanOrEqual(Number(departments));
    },
  );

  it.each(demoChains.map((c) => c.site))(
    "%s: every flag-backed behaviour it names is set in its local.json",
    (site) => {
      const shows = rows.find((r) => r.site === site)?.shows ?? "";
      const named = FLAG_PHRASES.filter(([phrase]) => phrase.test(shows)).map(([, flag]) => flag);
      const flags = flagsOf(site);
      expect(named.filter((flag) => flags[flag] === undefined || flags[flag] === false)).toEqual([]);
    },
  );
});

describe("tenants/README.md: which demo chain shows what", () => {
  const rows = tableAfter(read("tenants/README.md"), "## Demo chains: which one shows what").map(
    ([chain = "", settings = "", local = ""]) => ({ site: /`([^`]+)`/.exec(chain)?.[1] ?? chain, settings, local }),
  );

  it("lists every chain of the seed, the test chain included", () => {
    expect(rows.map((r) => r.site).toSorted()).toEqual(chains.map((c) => c.site).toSorted());
  });

  it.each(chains.map((c) => c.site))("%s: the local settings it names are the ones its local.json sets", (site) => {
    const local = rows.find((r) => r.site === site)?.local ?? "";
    const named = [...local.matchAll(/`(\w+)`/g)].map((m) => m[1] ?? "");
    const set = { ...localJson(site), ...flagsOf(site) };
    expect(named.filter((key) => !(key in set))).toEqual([]);
  });

  it.each(chains.map((c) => c.site))("%s: theme, sign-in and store count as the settings say", (site) => {
    const settings = rows.find((r) => r.site === site)?.settings ?? "";
    const theme = /theme (\d)/.exec(settings)?.[1];
    if (theme !== undefined) expect(Number(clientInfo(site)["THEME"])).toBe(Number(theme));
    if (/\bPIN\b/.test(settings)) expect(seedOf(site).behaviour.passwordLogin).toBe(false);
    if (/\bpassword\b/.test(settings)) expect(seedOf(site).behaviour.passwordLogin).toBe(true);
    const stores = /(\d+) stores/.exec(settings)?.[1];
    if (stores !== undefined) expect(seedOf(site).stores.length).toBe(Number(stores));
  });
});

describe("scripts/lib/README.md: lib/ modules and their tests", () => {
  const section = read("scripts/lib/README.md").split("\n## Modules")[1]?.split("\n## ")[0] ?? "";
  const modules = readdirSync(join(ROOT, "scripts/lib")).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));

  it("names every module of scripts/lib, and only those", () => {
    const list = section.split("\nTests:")[0] ?? "";
    const named = [...list.matchAll(/`([\w-]+\.ts)`/g)].map((m) => m[1] ?? "");
    const worker = modules.filter((m) => m.endsWith("-worker.ts")); // named as "its worker"
    expect(modules.filter((m) => !named.includes(m) && !worker.includes(m))).toEqual([]);
    expect(named.filter((m) => !modules.includes(m))).toEqual([]);
  });

  it("says which modules have a colocated test, truly", () => {
    const claim = /Tests: (.*?) have a\s+colocated/s.exec(section)?.[1] ?? "";
    const claimed = [...claim.matchAll(/`([\w-]+)`/g)].map((m) => m[1] ?? "");
    expect(claimed.length).toBeGreaterThan(0);
    const withTest = modules
      .map((m) => m.replace(/\.ts$/, ""))
      .filter((m) => existsSync(join(ROOT, `scripts/lib/${m}.test.ts`)));
    expect(claimed.toSorted()).toEqual(withTest.toSorted());
  });
});

/** Every README.md under scripts/, relative to the root (the folders are walked). */
function scriptReadmes(dir = "scripts"): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : scriptReadmes(path);
    return entry.name === "README.md" ? [path] : [];
  });
}

describe("scripts/: one README per folder, each short", () => {
  const readmes = scriptReadmes();

  it("finds the root README and one per job folder", () => {
    const folders = ["build", "check", "serve", "measure", "pull", "release", "lib"];
    const expected = ["scripts/README.md", ...folders.map((f) => `scripts/${f}/README.md`)];
    expect(expected.filter((f) => !readmes.includes(f))).toEqual([]);
    expect(readmes).toContain("scripts/services/demo-gateway/README.md");
    expect(readmes).toContain("scripts/services/form-relay/README.md");
  });

  it.each(readmes)("%s is at most 150 lines", (file) => {
    expect(read(file).trimEnd().split("\n").length).toBeLessThanOrEqual(150);
  });

  it.each(readmes)("%s: every relative link leads to a file or folder of the repository", (file) => {
    const missing = linkTargets(read(file)).filter((t) => !existsSync(join(ROOT, dirname(file), t)));
    expect(missing).toEqual([]);
  });

  it("the root README links every folder's README", () => {
    const linked = linkTargets(read("scripts/README.md")).map((t) => `scripts/${t}`);
    const folderReadmes = readmes.filter((f) => /^scripts\/(services\/)?[\w-]+\/README\.md$/.test(f));
    expect(folderReadmes.filter((f) => !linked.includes(f))).toEqual([]);
  });
});

describe("tests/README.md: the browser specs", () => {
  it("describes every spec file of tests/e2e", () => {
    const readme = read("tests/README.md");
    const specs = readdirSync(join(ROOT, "tests/e2e")).filter((f) => f.endsWith(".spec.ts"));
    expect(specs.filter((f) => !readme.includes(`\`${f}\``))).toEqual([]);
  });
});

describe("scripts/services/demo-gateway/README.md: the demo chains", () => {
  const rows = tableAfter(read("scripts/services/demo-gateway/README.md"), "## The demo chains").map(
    ([site = "", shows = "", login = ""]) => ({ site: site.replaceAll("`", ""), shows, login }),
  );

  it("lists the seed's demo chains", () => {
    expect(rows.map((r) => r.site).toSorted()).toEqual(demoChains.map((c) => c.site).toSorted());
  });

  it.each(demoChains.map((c) => c.site))("%s: login, sign-in kind and counts as the seed has them", (site) => {
    const { shows, login } = rows.find((r) => r.site === site) ?? { shows: "", login: "" };
    const seed = seedOf(site);
    const member = seed.members[0];
    const pin = seed.behaviour.passwordLogin ? "" : "PIN ";
    expect(login.startsWith(`\`${member?.email}\` / ${pin}\`${member?.password}\``), login).toBe(true);
    const count = (re: RegExp) => re.exec(shows)?.[1]?.replaceAll(",", "");
    const stores = count(/(\d+) stores/);
    if (stores !== undefined) expect(seed.stores.length).toBe(Number(stores));
    const sections = count(/(\d+) sections/);
    if (sections !== undefined) expect(new Set(seed.stores.map((s) => s.SectionName)).size).toBe(Number(sections));
    const coupons = count(/([\d,]+) coupons/);
    if (coupons !== undefined) expect(seed.coupons.length).toBe(Number(coupons));
    const departments = count(/(\d+) departments/);
    if (departments !== undefined) expect(seed.departments.length).toBe(Number(departments));
    if (/\bPIN\b/.test(shows)) expect(seed.behaviour.passwordLogin).toBe(false);
    if (/\bpassword\b/.test(shows)) expect(seed.behaviour.passwordLogin).toBe(true);
  });
});

/** README.md and every Markdown file of docs/, relative to the root. */
const MAPS = [
  "README.md",
  ...readdirSync(join(ROOT, "docs"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/${f}`),
];

/** Relative link targets of a Markdown text (no scheme, no bare anchor), without their anchor. */
export function linkTargets(markdown: string): string[] {
  const targets = [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] ?? "");
  return targets.filter((t) => !/^([a-z]+:|#)/i.test(t)).map((t) => decodeURI(t.split("#")[0] ?? ""));
}

/** Repository paths a Markdown text names in code spans (`src/…`, `scripts/…` …), placeholders left out. */
export function namedPaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`((?:src|scripts|tests|tenants|docs|\.github|\.ci)\/[^`\s]*)`/g)];
  return spans.map((m) => m[1] ?? "").filter((p) => !/[<>{}*…]/.test(p));
}

/** npm scripts a Markdown text names (`npm run x`, `npm start`, `npm test`). */
export function namedScripts(markdown: string): string[] {
  const run = [...markdown.matchAll(/\bnpm run ([\w:-]+)/g)].map((m) => m[1] ?? "");
  const short = [...markdown.matchAll(/\bnpm (start|test)\b/g)].map((m) => m[1] ?? "");
  return [...new Set([...run, ...short])];
}

describe("README.md and docs/: what they name exists", () => {
  const scripts = Object.keys((JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts);

  it("README.md is a map of at most 200 lines", () => {
    expect(read("README.md").split("\n").length).toBeLessThanOrEqual(200);
  });

  it("README.md links every Markdown file of docs/", () => {
    const linked = linkTargets(read("README.md"));
    expect(MAPS.filter((f) => f !== "README.md" && !linked.includes(f))).toEqual([]);
  });

  it.each(MAPS)("%s: every relative link leads to a file or folder of the repository", (file) => {
    const missing = linkTargets(read(file)).filter((t) => !existsSync(join(ROOT, dirname(file), t)));
    expect(missing).toEqual([]);
  });

  it.each(MAPS)("%s: every path it names exists", (file) => {
    expect(namedPaths(read(file)).filter((p) => !existsSync(join(ROOT, p)))).toEqual([]);
  });

  it.each(MAPS)("%s: every npm script it names is in package.json", (file) => {
    expect(namedScripts(read(file)).filter((name) => !scripts.includes(name))).toEqual([]);
  });

  it("reads links, paths and scripts as written", () => {
    const text =
      "see [a](docs/a.md#x), [b](https://x.y/), [c](#here), `src/lib/x.ts`, `tenants/<site>/`; npm run build:all, `npm test`";
    expect(linkTargets(text)).toEqual(["docs/a.md"]);
    expect(namedPaths(text)).toEqual(["src/lib/x.ts"]);
    expect(namedScripts(text)).toEqual(["build:all", "test"]);
  });
});
