import { describe, expect, it } from "vitest";
import { moveIslandStyleToHead } from "./island-style.ts";

const RULE = "astro-island,astro-slot,astro-static-slot{display:contents}";
const ISLAND = `<style>${RULE}</style><script>(()=>{})()</script><astro-island uid="1"></astro-island>`;
const page = (head: string, body: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>t</title>${head}</head><body><main><div>${body}</div></main></body></html>`;

describe("moveIslandStyleToHead", () => {
  it("moves the island style from the body to the end of the head, keeping the island scripts", () => {
    const out = moveIslandStyleToHead(page("", ISLAND));
    expect(out).toBe(
      page(`<style>${RULE}</style>`, `<script>(()=>{})()</script><astro-island uid="1"></astro-island>`),
    );
  });
  it("leaves one copy when islands in slots repeated it", () => {
    const out = moveIslandStyleToHead(page("", `${ISLAND}<p>x</p>${ISLAND}`));
    expect(out.match(/<style>/g)).toHaveLength(1);
    expect(out.indexOf(`<style>${RULE}</style>`)).toBeLessThan(out.indexOf("</head>"));
  });
  it("does not add a second copy when the head has one already", () => {
    const out = moveIslandStyleToHead(page(`<style>${RULE}</style>`, ISLAND));
    expect(out.match(/<style>/g)).toHaveLength(1);
  });
  it("leaves other style elements and pages without islands alone", () => {
    const other = page("<style>p{color:red}</style>", "<style>.x{display:contents}</style><p>x</p>");
    expect(moveIslandStyleToHead(other)).toBe(other);
    expect(moveIslandStyleToHead("<p>fragment</p>")).toBe("<p>fragment</p>");
  });
});
