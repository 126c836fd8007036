/**
 * Generated demo artwork: simple, readable SVG tiles whose colours derive from their name, so every
 * image is stable across runs and needs no file or outside address.
 */
import { hash } from "../seed/prng.ts";

/** Escapes text for SVG content and attributes. */
export const xml = (s: string): string =>
  s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch);

/** A stable hue (0–359) for a name. */
export const hueOf = (name: string): number => hash(name) % 360;

/** Splits a text into at most `lines` lines of about `width` characters. */
export function wrap(text: string, width: number, lines = 3): string[] {
  const out: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if ((line + " " + word).trim().length > width && line !== "") {
      out.push(line);
      line = word;
    } else line = (line + " " + word).trim();
  }
  if (line !== "") out.push(line);
  return out.length > lines
    ? [
        ...out.slice(0, lines - 1),
        `${out
          .slice(lines - 1)
          .join(" ")
          .slice(0, width - 1)}…`,
      ]
    : out;
}

function svg(w: number, h: number, label: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${xml(label)}">${body}</svg>`;
}

function lines(text: string[], x: number, y: number, size: number, attrs: string): string {
  return text
    .map((t, i) => `<text x="${x}" y="${y + i * size * 1.2}" font-size="${size}" ${attrs}>${xml(t)}</text>`)
    .join("");
}

const FONT = `font-family="Helvetica, Arial, sans-serif" text-anchor="middle"`;

/** A coloured banner or tile with a title and optional subtitle. */
export function tile(w: number, h: number, title: string, subtitle = "", seed = title): string {
  const hue = hueOf(seed);
  const size = Math.max(14, Math.min(w / 12, h / 5));
  const titleLines = wrap(title, Math.max(8, Math.floor(w / (size * 0.6))), 2);
  const y = h / 2 - ((titleLines.length - 1) * size * 1.2) / 2 + (subtitle === "" ? size / 3 : 0);
  return svg(
    w,
    h,
    title,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 55% 42%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 60% 30%)"/></linearGradient></defs>` +
      `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
      `<circle cx="${w * 0.85}" cy="${h * 0.2}" r="${h * 0.35}" fill="#fff" opacity=".08"/><circle cx="${w * 0.1}" cy="${h * 0.9}" r="${h * 0.3}" fill="#fff" opacity=".06"/>` +
      lines(titleLines, w / 2, y, size, `${FONT} font-weight="700" fill="#fff"`) +
      (subtitle === ""
        ? ""
        : lines(
            [subtitle],
            w / 2,
            y + titleLines.length * size * 1.2 + size * 0.2,
            size * 0.55,
            `${FONT} fill="#fff" opacity=".9"`,
          )),
  );
}

/** A product picture for a coupon: a package with the product name and a savings badge. */
export function productImage(name: string, save: string): string {
  const hue = hueOf(name);
  const label = wrap(name, 14, 3);
  const badge = save === "" ? "" : save === "100%" ? "FREE" : `SAVE ${save}`;
  return svg(
    400,
    400,
    name,
    `<rect width="400" height="400" fill="#fff"/><ellipse cx="200" cy="360" rx="120" ry="14" fill="#000" opacity=".08"/>` +
      `<rect x="110" y="70" width="180" height="280" rx="22" fill="hsl(${hue} 60% 45%)"/><rect x="110" y="70" width="180" height="60" rx="22" fill="hsl(${hue} 60% 35%)"/>` +
      `<rect x="125" y="160" width="150" height="120" rx="10" fill="#fff" opacity=".92"/>` +
      lines(label, 200, 200, 20, `${FONT} font-weight="700" fill="hsl(${hue} 60% 25%)"`) +
      (badge === ""
        ? ""
        : `<circle cx="320" cy="80" r="58" fill="#d62828"/>${lines(wrap(badge, 8, 2), 320, 78, 18, `${FONT} font-weight="700" fill="#fff"`)}`),
  );
}

/** A logo: the chain name in its colour. */
export function logo(name: string, color: string): string {
  return svg(
    320,
    96,
    name,
    `<rect width="320" height="96" rx="12" fill="#fff"/><circle cx="48" cy="48" r="30" fill="${xml(color)}"/>` +
      `<path d="M36 52c8-20 22-22 26-22-2 10-8 24-26 22z" fill="#fff"/>` +
      // Long names shrink to fit the 216 px beside the mark (about 0.6 em per bold character).
      `<text x="92" y="60" font-family="Helvetica, Arial, sans-serif" font-size="${Math.min(30, Math.floor(216 / (0.6 * Math.max(name.length, 1))))}" font-weight="700" fill="${xml(color)}">${xml(name)}</text>`,
  );
}

/** The logo's mark alone, square (a chain's APP_ICON): the leaf in its colour on a white disc. */
export function logoMark(color: string): string {
  return svg(
    96,
    96,
    "Logo mark",
    `<circle cx="48" cy="48" r="46" fill="#fff"/>` +
      `<path d="M24 58c14-36 40-40 48-40-4 18-15 44-48 40z" fill="${xml(color)}"/>`,
  );
}

/** An app-store badge (black pill with the store's name). */
export function appBadge(store: string): string {
  return svg(
    180,
    54,
    store,
    `<rect width="180" height="54" rx="10" fill="#000"/><text x="102" y="22" ${FONT} font-size="11" fill="#fff">${store === "App Store" ? "Download on the" : "GET IT ON"}</text>` +
      `<text x="102" y="42" ${FONT} font-size="19" font-weight="700" fill="#fff">${xml(store)}</text><circle cx="26" cy="27" r="13" fill="#fff"/>`,
  );
}

/** A round social-network icon with its initial. */
export function socialIcon(network: string): string {
  const hue = hueOf(network);
  return svg(
    48,
    48,
    network,
    `<circle cx="24" cy="24" r="24" fill="hsl(${hue} 60% 40%)"/><text x="24" y="32" ${FONT} font-size="22" font-weight="700" fill="#fff">${xml(network.charAt(0).toUpperCase())}</text>`,
  );
}
