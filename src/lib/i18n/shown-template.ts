/**
 * A text with a value on a page in another language (README.md, 'Islands get only their language'):
 * the page's text of an English template (`shown-text.ts`), its `{placeholders}` filled. Its own
 * module, apart from `shown-text.ts`, which every page loads: only the islands that write such texts
 * carry it.
 */
import { tr, type Texts } from "./shown-text.ts";

/** `english` as the page writes it with its `{placeholders}` filled: trFill(texts, '{n} Left', { n: 3 }). */
export function trFill(texts: Texts | undefined, english: string, values: Readonly<Record<string, string>>): string {
  return tr(texts, english).replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
