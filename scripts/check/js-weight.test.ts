import { describe, expect, it } from "vitest";
import { containsReact, gzipSize, moduleClosure, moduleGraph, resolveSpecifier, staticImports } from "./js-weight.ts";

describe("staticImports", () => {
  it("finds minified static imports and re-exports", () => {
    const code = `import{n as e,t}from"./react.C1.js";import"./side.js";export*from"./all.js";export{x}from'./x.js';import d,{y}from"./d.js";`;
    expect(staticImports(code).sort()).toEqual(["./all.js", "./d.js", "./react.C1.js", "./side.js", "./x.js"]);
  });
  it("ignores dynamic imports and look-alike strings", () => {
    const code = `const m=import("./lazy.js");const s="import it";export default"./not-a-module.js";export{o as default};`;
    expect(staticImports(code)).toEqual([]);
  });
  it("ignores imports written in comments, strings, templates and regular expressions", () => {
    const code = [
      '/* import "./c1.js" */ // import{a}from"./c2.js"',
      "const s = \"x; import './s.js'\";",
      'const t = `${1}; import{b}from"./t.js"`;',
      'const r = /;import"\\.\\/r.js"/;',
      'import "./real.js";',
    ].join("\n");
    expect(staticImports(code)).toEqual(["./real.js"]);
  });
  it("finds imports right after a comment, with non-ASCII names, namespaces and import attributes", () => {
    const code = [
      '/*! banner */import"./after-comment.js";',
      'import ñandú from "./unicode.js";',
      'import d, * as ns from "./ns.js";',
      'export * as all from "./all.js";',
      'import data from "./data.json" with { type: "json" };',
    ].join("\n");
    expect(staticImports(code)).toEqual(["./after-comment.js", "./unicode.js", "./ns.js", "./all.js", "./data.json"]);
  });
  it("leaves out dynamic imports with any spacing and import.meta", () => {
    const code = 'import ( "./spaced.js" );const u=import.meta.url;await import(`./tpl.js`);import"./kept.js";';
    expect(staticImports(code)).toEqual(["./kept.js"]);
  });
});

describe("resolveSpecifier", () => {
  it("resolves relative and absolute specifiers, not bare or remote ones", () => {
    expect(resolveSpecifier("./b.js", "/_assets/a.js")).toBe("/_assets/b.js");
    expect(resolveSpecifier("../x/c.js", "/_assets/sub/a.js")).toBe("/_assets/x/c.js");
    expect(resolveSpecifier("/_assets/d.js", "/_assets/a.js")).toBe("/_assets/d.js");
    expect(resolveSpecifier("react", "/_assets/a.js")).toBeNull();
    expect(resolveSpecifier("//cdn.example/x.js", "/_assets/a.js")).toBeNull();
  });
});

describe("moduleClosure", () => {
  const files: Record<string, string> = {
    "/_assets/entry.js": 'import"./a.js";import{b}from"./b.js";',
    "/_assets/a.js": 'import{b}from"./b.js";const l=import("./lazy.js");',
    "/_assets/b.js": 'import"./entry.js";export const b=1;',
    "/_assets/lazy.js": "export {}",
    "/_assets/broken.js": 'import"./gone.js";',
  };
  const read = (u: string) => files[u] ?? null;

  it("follows static imports transitively, once each, without dynamic ones", () => {
    expect(moduleClosure(["/_assets/entry.js"], read)).toEqual({
      modules: ["/_assets/entry.js", "/_assets/a.js", "/_assets/b.js"],
      missing: [],
    });
  });
  it("names a loaded module that is not JavaScript", () => {
    const broken: Record<string, string> = { ...files, "/_assets/bad.js": "import{ from" };
    expect(() => moduleClosure(["/_assets/bad.js"], (u) => broken[u] ?? null)).toThrow(
      /\/_assets\/bad\.js \(imported by \(page\)\) is not valid JavaScript/,
    );
  });
  it("reports imports of files that do not exist", () => {
    expect(moduleClosure(["/_assets/broken.js"], read).missing).toEqual([
      { url: "/_assets/gone.js", importer: "/_assets/broken.js" },
    ]);
  });
});

describe("sizes and React", () => {
  it("measures gzip size, smaller than the raw size for repetitive code", () => {
    const code = "export const x = 1;\n".repeat(200);
    expect(gzipSize(code)).toBeGreaterThan(20);
    expect(gzipSize(code)).toBeLessThan(code.length / 10);
  });
  it("recognises React by its element symbol, not by a chunk name", () => {
    expect(containsReact('var t=Symbol.for("react.transitional.element")')).toBe(true);
    expect(containsReact("const react = 1; // a variable named react")).toBe(false);
  });
});

describe("moduleGraph", () => {
  const files: Record<string, string> = {
    "/_assets/a.js": `import"./shared.js";import"./b.js";`,
    "/_assets/b.js": `import"./shared.js";`,
    "/_assets/shared.js": `export const x=1;`,
    "/_assets/c.js": `import"./gone.js";`,
  };
  it("gives moduleClosure's answer, one shared walk for the same entries", () => {
    const reads: string[] = [];
    const read = (url: string) => {
      reads.push(url);
      return files[url] ?? null;
    };
    const closure = moduleGraph(read);
    const first = closure(["/_assets/a.js"]);
    expect(first).toEqual(moduleClosure(["/_assets/a.js"], (u) => files[u] ?? null));
    expect(closure(["/_assets/a.js"])).toBe(first);
    const before = reads.length;
    expect(closure(["/_assets/b.js", "/_assets/c.js"])).toEqual({
      modules: ["/_assets/b.js", "/_assets/c.js", "/_assets/shared.js"],
      missing: [{ url: "/_assets/gone.js", importer: "/_assets/c.js" }],
    });
    expect(reads.length - before).toBe(4);
  });
});
