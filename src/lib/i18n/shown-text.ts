/**
 * An island's texts on a page in another language (README.md, 'Islands get only their language'):
 * the page's text of each English text the island writes, keyed by that English (the English
 * catalogue's value), passed by the `.astro` parent as one prop on that language's pages only. On an
 * English page the island gets none and writes its own English. Browser code: no catalogue here.
 */

/** English text → the page's text; absent on English pages. */
export type Texts = Readonly<Record<string, string>>;

/** `english` as the page writes it (itself where the texts do not cover it, never blank). */
export const tr = (texts: Texts | undefined, english: string): string => texts?.[english] ?? english;

/** A form's errors with each rule's message in the page's language (the same object on an English page). */
export function shownErrors<K extends string>(
  texts: Texts | undefined,
  errors: Partial<Record<K, string | undefined>>,
): Partial<Record<K, string | undefined>> {
  if (!texts) return errors;
  return Object.fromEntries(
    Object.entries<string | undefined>(errors).map(([key, error]) => [key, error && tr(texts, error)]),
  ) as Partial<Record<K, string | undefined>>;
}
