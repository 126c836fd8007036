/**
 * Weekly-ad artwork: a 1575x1500 circular page with nine priced items, and a small real PDF of the
 * whole ad for the 'View Full PDF' link.
 */
import { createRng } from "../seed/prng.ts";
import { hueOf, wrap, xml } from "./svg.ts";

const ITEMS = [
  "Fresh Strawberries",
  "Gala Apples",
  "Boneless Chicken Breast",
  "Ground Beef 80/20",
  "Whole Milk Gallon",
  "Large Eggs Dozen",
  "Sourdough Bread",
  "Cheddar Cheese Block",
  "Orange Juice",
  "Atlantic Salmon Fillet",
  "Bananas",
  "Baby Carrots",
  "Greek Yogurt",
  "Pasta Sauce",
  "Potato Chips",
  "Ice Cream Pint",
  "Coffee Beans",
  "Paper Towels",
  "Avocados",
  "Sweet Corn",
  "Pork Chops",
  "Rotisserie Chicken",
  "Frozen Pizza",
  "Cereal",
];

/** One page of a store's weekly ad. */
export function adPageSvg(title: string, storeId: number, page: number): string {
  const rng = createRng(`${title}:${storeId}:${page}`);
  const hue = hueOf(title);
  const cells: string[] = [];
  for (let i = 0; i < 9; i++) {
    const x = 45 + (i % 3) * 500;
    const y = 300 + Math.floor(i / 3) * 390;
    const item = rng.pick(ITEMS);
    const price = `$${rng.int(1, 12)}.${rng.pick(["99", "49", "79", "00"])}`;
    const name = wrap(item, 18, 2)
      .map(
        (t, k) =>
          `<text x="${x + 240}" y="${y + 250 + k * 40}" font-size="34" text-anchor="middle" fill="#222">${xml(t)}</text>`,
      )
      .join("");
    cells.push(
      `<rect x="${x}" y="${y}" width="480" height="370" rx="18" fill="#fff" stroke="hsl(${hue} 50% 40%)" stroke-width="4"/>` +
        `<circle cx="${x + 240}" cy="${y + 120}" r="90" fill="hsl(${(hue + i * 37) % 360} 60% 55%)"/>` +
        `<rect x="${x + 300}" y="${y + 20}" width="160" height="70" rx="12" fill="#d62828"/>` +
        `<text x="${x + 380}" y="${y + 68}" font-size="38" font-weight="700" text-anchor="middle" fill="#fff">${price}</text>${name}`,
    );
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1575" height="1500" viewBox="0 0 1575 1500" role="img" aria-label="${xml(title)} weekly ad page ${page}" font-family="Helvetica, Arial, sans-serif">` +
    `<rect width="1575" height="1500" fill="hsl(${hue} 40% 95%)"/><rect width="1575" height="260" fill="hsl(${hue} 55% 35%)"/>` +
    `<text x="787" y="130" font-size="86" font-weight="700" text-anchor="middle" fill="#fff">${xml(title)}</text>` +
    `<text x="787" y="210" font-size="44" text-anchor="middle" fill="#fff">Weekly Ad · Page ${page}</text>${cells.join("")}</svg>`
  );
}

/** A minimal one-page PDF with a few lines of text (valid cross-reference table included). */
export function simplePdf(title: string, lines: string[]): Buffer {
  const esc = (s: string) => s.replace(/[\\()]/g, (ch) => `\\${ch}`).replace(/[^\x20-\x7e]/g, "?");
  const text = [title, "", ...lines]
    .map((l, i) => `BT /F1 ${i === 0 ? 24 : 14} Tf 72 ${720 - i * 24} Td (${esc(l)}) Tj ET`)
    .join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}
