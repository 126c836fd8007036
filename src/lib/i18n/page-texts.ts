/**
 * An island tree's texts on a page in another language (README.md, 'Islands get only their
 * language'): the island's `texts` prop (English → the page's text, `shown-text.ts`) given once at its
 * root and read by every component under it, and by the code the island's presses run outside React
 * (toasts, Clip all's progress). The map's `"en-US"` entry is the page's `Intl` locale. Absent on an
 * English page: every text is its own English and the locale en-US. Browser code: no catalogue here.
 */
import { createContext, createElement, useContext, type ReactNode } from "react";
import { tr, type Texts } from "./shown-text.ts";

const Shown = createContext<Texts | undefined>(undefined);

/** The page's texts for code outside an island's render; set in the browser only (one page, one language). */
let kept: Texts | undefined;

/** Gives `texts` to the components under it (and, in the browser, to `pageText`). */
export function PageTexts({ texts, children }: { texts: Texts | undefined; children?: ReactNode }) {
  if (texts !== undefined && typeof window !== "undefined") kept = texts;
  return createElement(Shown.Provider, { value: texts }, children);
}

/** The texts of the island being drawn (undefined on an English page). */
export const useTexts = (): Texts | undefined => useContext(Shown);

/** `english` as the page writes it, for code outside the islands' render (a toast, an announcement). */
export const pageText = (english: string): string => tr(kept, english);

/** The page's texts for code outside the islands' render (undefined on an English page). */
export const pageTexts = (): Texts | undefined => kept;
