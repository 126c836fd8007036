/** The employment phone mask (999) 999-9999 (accounts §5, §9). Store phones use src/lib/phone.ts. */

/** Formats what was typed as (999) 999-9999, as far as the digits go (at most 10 digits). */
export function maskPhone(input: string): string {
  const d = input.replace(/\D/g, "").slice(0, 10);
  if (d.length === 0) return "";
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}
