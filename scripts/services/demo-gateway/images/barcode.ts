/**
 * Code 128 barcode as SVG bars, so the printed cart shows a card number a register scanner reads.
 * All-digit values of even length use code set C (two digits per symbol); anything else code set B.
 */

/** Bar/space module widths of symbol values 0–106 (ISO/IEC 15417); 106 is STOP with its end bar. */
export const PATTERNS = (
  "212222 222122 222221 121223 121322 131222 122213 122312 132212 221213 221312 231212 112232 122132 " +
  "122231 113222 123122 123221 223211 221132 221231 213212 223112 312131 311222 321122 321221 312212 " +
  "322112 322211 212123 212321 232121 111323 131123 131321 112313 132113 132311 211313 231113 231311 " +
  "112133 112331 132131 113123 113321 133121 313121 211331 231131 213113 213311 213131 311123 311321 " +
  "331121 312113 312311 332111 314111 221411 431111 111224 111422 121124 121421 141122 141221 112214 " +
  "112412 122114 122411 142112 142211 241211 221114 413111 241112 134111 111242 121142 121241 114212 " +
  "124112 124211 411212 421112 421211 212141 214121 412121 111143 111341 131141 114113 114311 411113 " +
  "411311 113141 114131 311141 411131 211412 211214 211232 2331112"
).split(" ");

const START_B = 104;
const START_C = 105;
const STOP = 106;

/** Symbol values (start, data, checksum, stop) for a text. */
export function code128Values(value: string): number[] {
  const setC = /^\d+$/.test(value) && value.length % 2 === 0;
  const data = setC
    ? (value.match(/\d\d/g) ?? []).map(Number)
    : [...value].map((ch) => {
        const code = ch.charCodeAt(0);
        if (code < 32 || code > 126) throw new Error(`character ${JSON.stringify(ch)} cannot be encoded in Code 128 B`);
        return code - 32;
      });
  const start = setC ? START_C : START_B;
  const checksum = data.reduce((sum, v, i) => sum + v * (i + 1), start) % 103;
  return [start, ...data, checksum, STOP];
}

/** Module widths, alternating bar and space, starting with a bar. */
export function code128Modules(value: string): number[] {
  return code128Values(value).flatMap((v) => [...(PATTERNS[v] ?? "")].map(Number));
}

const escapeXml = (s: string): string => s.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The barcode as an SVG with the human-readable number under it and a quiet zone each side. */
export function barcodeSvg(value: string, moduleWidth = 2, height = 90): string {
  const quiet = 10 * moduleWidth;
  let x = quiet;
  const bars: string[] = [];
  code128Modules(value).forEach((w, i) => {
    if (i % 2 === 0) bars.push(`<rect x="${x}" y="10" width="${w * moduleWidth}" height="${height}"/>`);
    x += w * moduleWidth;
  });
  const width = x + quiet;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height + 40}" viewBox="0 0 ${width} ${height + 40}" role="img" aria-label="Barcode ${escapeXml(value)}">` +
    `<rect width="100%" height="100%" fill="#fff"/><g fill="#000">${bars.join("")}</g>` +
    `<text x="${width / 2}" y="${height + 32}" font-family="monospace" font-size="20" text-anchor="middle">${escapeXml(value)}</text></svg>`
  );
}
