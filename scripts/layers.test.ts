/**
 * scripts/ is grouped by job, and the groups point one way. The two running services
 * (services/demo-gateway, services/form-relay) never import a build tool; the build tools (build,
 * check, serve, measure, pull, release and the entry points at the root) reach a service only
 * through its public entry (the modules listed in SERVICE_ENTRIES: how to start it, its demo
 * data). The shared lib/ imports no job folder and only the services' public entries. Tests and
 * test-support/ may reach inside the module they test. Read from the source text, like
 * src/layers.test.ts.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { describe, expect, it } from "vitest";

const SCRIPTS = import.meta.dirname;

/** The folders of the build tools: what runs at build, check, serve, measure, pull or release time. */
const BUILD_TOOLS = ["build", "check", "serve", "measure", "pull", "release"] as const;

/** What a build tool, lib/ or the root entry points may import of a service. */
const SERVICE_ENTRIES = new Set([
  "services/demo-gateway/server.ts",
  "services/demo-gateway/seed/index.ts",
  "services/form-relay/server.ts",
  "services/form-relay/env.ts",
  "services/form-relay/demo-secrets.ts",
  "services/form-relay/chains.ts",
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|cjs)$/.test(entry.name) ? [path] : [];
  });
}

/** Relative import specifiers in a module's text: static, side-effect, dynamic and re-exports. */
function importSpecifiers(text: string): string[] {
  const found = new Set<string>();
  const patterns = [/\b(?:from|import)\s*["'](\.{1,2}\/[^"']+)["']/g, /\bimport\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g];
  for (const pattern of patterns) for (const m of text.matchAll(pattern)) found.add(m[1]!);
  return [...found];
}

type Edge = { from: string; to: string };

/** Every relative import of scripts/, as paths relative to scripts/ (`../src/…` for the product). */
function imports(): Edge[] {
  return sourceFiles(SCRIPTS).flatMap((file) =>
    importSpecifiers(readFileSync(file, "utf8")).map((spec) => ({
      from: relative(SCRIPTS, file).split(sep).join("/"),
      to: relative(SCRIPTS, resolve(dirname(file), spec))
        .split(sep)
        .join("/"),
    })),
  );
}

/** The group of a module: `services/form-relay`, `release`, `lib`, `root` (a file at scripts/ itself) … */
function groupOf(path: string): string {
  const parts = path.split("/");
  if (parts[0] === "..") return "outside";
  if (parts.length === 1) return "root";
  return parts[0] === "services" ? `services/${parts[1]}` : parts[0]!;
}

const isTest = (path: string): boolean => /\.test\.ts$/.test(path) || path.startsWith("test-support/");
const isService = (group: string): boolean => group.startsWith("services/");
const isBuildTool = (group: string): boolean => (BUILD_TOOLS as readonly string[]).includes(group);
const show = ({ from, to }: Edge): string => `${from} -> ${to}`;

describe("groups of scripts/", () => {
  const edges = imports().filter(({ from }) => !isTest(from));

  it("knows every folder of scripts/", () => {
    const folders = readdirSync(SCRIPTS, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect(folders.sort()).toEqual([...BUILD_TOOLS, "lib", "services", "test-support"].sort());
    expect(groupOf("services/demo-gateway/handlers/cart.ts")).toBe("services/demo-gateway");
    expect(groupOf("release/a11y/fill.ts")).toBe("release");
    expect(groupOf("start.ts")).toBe("root");
    expect(edges.length).toBeGreaterThan(300);
  });

  it("a service never imports a build tool", () => {
    const against = edges.filter(({ from, to }) => isService(groupOf(from)) && isBuildTool(groupOf(to)));
    expect(against.map(show)).toEqual([]);
  });

  it("a service imports of scripts/ only itself, another service's entry and lib/", () => {
    const against = edges.filter(({ from, to }) => {
      const [a, b] = [groupOf(from), groupOf(to)];
      if (!isService(a) || b === a || b === "lib" || b === "outside") return false;
      return !(isService(b) && SERVICE_ENTRIES.has(to));
    });
    // The form relay's load benchmark makes its chains with the relay tests' helper.
    expect(against.map(show)).toEqual(["services/form-relay/load-bench.ts -> test-support/relay-chain.ts"]);
  });

  it("build tools, lib/ and the root entry points reach a service only through its public entry", () => {
    const against = edges.filter(
      ({ from, to }) => !isService(groupOf(from)) && isService(groupOf(to)) && !SERVICE_ENTRIES.has(to),
    );
    expect(against.map(show)).toEqual([]);
  });

  it("lib/ imports no job folder", () => {
    const against = edges.filter(({ from, to }) => groupOf(from) === "lib" && isBuildTool(groupOf(to)));
    expect(against.map(show)).toEqual([]);
  });

  it("catches an import against the rules", () => {
    const probe: Edge = { from: "services/demo-gateway/app.ts", to: "release/report.ts" };
    expect(isService(groupOf(probe.from)) && isBuildTool(groupOf(probe.to))).toBe(true);
    expect(SERVICE_ENTRIES.has("services/demo-gateway/state.ts")).toBe(false);
  });
});
