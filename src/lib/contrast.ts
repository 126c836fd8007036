/**
 * Colour contrast (WCAG 2 relative luminance). The header colour is configured per chain, so its
 * text colour is computed: black or white, whichever contrasts more, always clears 4.5:1.
 */

/** '#abc' or '#aabbcc' to [r, g, b] in 0–255; null when not a hex colour. */
export function parseHex(hex: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return null;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join("") : m[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance of a hex colour (0 black … 1 white). */
export function luminance(hex: string): number {
  const rgb = parseHex(hex) ?? [0, 0, 0];
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio between two hex colours (1 … 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Text colour for a background: '#ffffff' or '#000000', whichever contrasts more. */
export function readableTextColor(background: string): "#ffffff" | "#000000" {
  return contrastRatio(background, "#ffffff") >= contrastRatio(background, "#000000") ? "#ffffff" : "#000000";
}

/** `color` darkened or lightened just enough to reach `min` contrast on `background` (for text). */
export function inkOn(background: string, color: string, min = 4.5): string {
  const rgb = parseHex(color);
  if (!rgb) return readableTextColor(background);
  const toward = readableTextColor(background) === "#000000" ? 0 : 255;
  for (let step = 0; step <= 20; step++) {
    const mixed = rgb.map((v) => Math.round(v + ((toward - v) * step) / 20));
    const hex = `#${mixed.map((v) => v.toString(16).padStart(2, "0")).join("")}`;
    if (contrastRatio(background, hex) >= min) return hex;
  }
  return readableTextColor(background);
}
