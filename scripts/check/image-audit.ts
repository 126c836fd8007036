/**
 * The build-time picture rule of check:dist (DESIGN §7 "images known at build time"): every `<img>`
 * a page's HTML carries outside an island has a width, a height and a srcset, inside a `<picture>`
 * with an AVIF or WebP `<source>` (components/Picture.astro). Not held to it: SVG pictures, `data:`
 * URLs, and pictures the build could not fetch (`data-original-image`: the build warned, naming the
 * chain and key, and kept the original URL). Pictures an island draws into the HTML (the coupon
 * preview and deal cards) are build-time pictures like any other: only what an island adds in the
 * browser (coupons the build did not know) is live, and that never reaches the HTML.
 */
import { Parser } from "htmlparser2";

/** One `<img>` that breaks the rule, with what it lacks. */
export type ImageProblem = { src: string; problem: string };

const MODERN = new Set(["image/avif", "image/webp"]);

/** Whether a picture URL is an SVG or inline data (used as it is). */
function exempt(src: string): boolean {
  if (/^data:/i.test(src.trim())) return true;
  const path = src.split(/[?#]/)[0] ?? "";
  return /\.svg$/i.test(path);
}

/** The build-time `<img>`s of a page that lack width, height or a modern srcset. */
export function imageProblems(html: string): ImageProblem[] {
  const problems: ImageProblem[] = [];
  const open: string[] = [];
  /** Modern `<source>` types with a srcset in the `<picture>` being read. */
  let modern = false;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        open.push(name);
        if (name === "picture") modern = false;
        else if (name === "source" && open.includes("picture")) {
          modern ||= MODERN.has((attrs["type"] ?? "").trim().toLowerCase()) && (attrs["srcset"] ?? "").trim() !== "";
        } else if (name === "img") {
          const src = attrs["src"] ?? "";
          if (exempt(src) || "data-original-image" in attrs) return;
          const lacks = [
            ...(["width", "height", "srcset"] as const).filter((a) => !(attrs[a] ?? "").trim()),
            ...(open.includes("picture") && modern ? [] : ["an AVIF or WebP <source> in a <picture>"]),
          ];
          if (lacks.length > 0) problems.push({ src, problem: `build-time <img> without ${lacks.join(", ")}` });
        }
      },
      onclosetag(name) {
        const at = open.lastIndexOf(name);
        if (at >= 0) open.length = at;
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return problems;
}
