/**
 * The catalogues of every text the product writes, one per language (README.md beside this file),
 * and the helpers that read them. Build-time code only (components, route data): an island never
 * imports this module, so English pages carry no Spanish bytes; islands get their texts as props.
 */
import { DEFAULT_LANGUAGE, type Language } from "../../tenant/languages.ts";
import type { StoreServiceId } from "../../tenant/store-services.ts";
import { en, type MessageKey } from "./en.ts";
import { es } from "./es.ts";

export type { MessageKey } from "./en.ts";
export type { Language } from "../../tenant/languages.ts";

/** A language's catalogue: a text for every key of the English one. */
export type Catalogue = Record<MessageKey, string>;

/** `{name}` placeholders of a text, sorted. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{([\p{L}\w]+)\}/gu)].map((m) => m[1]!).sort();
}

/** The placeholders of a text as written ('{store}, {year}'), or 'none'. */
function named(text: string): string {
  return (
    placeholders(text)
      .map((p) => `{${p}}`)
      .join(", ") || "none"
  );
}

/**
 * Every problem of a set of catalogues against the reference (English): a key missing or empty in a
 * language, a key the reference does not have, or a text whose `{placeholders}` differ from the
 * reference's. Each problem names the language and the key.
 */
export function catalogueProblems(
  catalogues: Readonly<Record<string, Readonly<Record<string, unknown>>>>,
  reference: string = DEFAULT_LANGUAGE,
): string[] {
  const ref = catalogues[reference] ?? {};
  const problems: string[] = [];
  for (const [lang, catalogue] of Object.entries(catalogues)) {
    for (const [key, refText] of Object.entries(ref)) {
      const text = catalogue[key];
      if (typeof text !== "string" || text.trim() === "") problems.push(`catalogue "${lang}" lacks key "${key}"`);
      else if (placeholders(text).join() !== placeholders(String(refText)).join())
        problems.push(
          `catalogue "${lang}", key "${key}": placeholders ${named(text)} differ from English ${named(String(refText))}`,
        );
    }
    for (const key of Object.keys(catalogue))
      if (!(key in ref)) problems.push(`catalogue "${lang}" has key "${key}", which English does not have`);
  }
  return problems;
}

/** Throws one error listing every problem (`catalogueProblems`); the build stops on it. */
export function assertCatalogues(catalogues: Readonly<Record<string, Readonly<Record<string, unknown>>>>): void {
  const problems = catalogueProblems(catalogues);
  if (problems.length > 0) throw new Error(`Language catalogues (src/lib/i18n):\n  ${problems.join("\n  ")}`);
}

const CATALOGUES: Record<Language, Catalogue> = { en, es };
// At load, so a build that renders any page stops on a missing key before writing one.
assertCatalogues(CATALOGUES);

/** The catalogue of a language. */
export function textsOf(lang: Language): Catalogue {
  return CATALOGUES[lang];
}

/** A message template with a `{label}` and the label it is filled with ('The {label} field is required', 'Email'). */
export type Labelled = readonly [template: MessageKey, label: MessageKey];

/**
 * An island's texts on a page in `lang` (shown-text.ts): each key's English → its `lang` text, and
 * each labelled template filled with its label in both languages.
 */
export function textPairs(
  lang: Language,
  keys: readonly MessageKey[],
  labelled: readonly Labelled[] = [],
): Record<string, string> {
  const english = CATALOGUES[DEFAULT_LANGUAGE];
  const shown = CATALOGUES[lang];
  return Object.fromEntries([
    ...keys.map((key) => [english[key], shown[key]]),
    ...labelled.map(([template, label]) => [
      fill(english[template], { label: english[label] }),
      fill(shown[template], { label: shown[label] }),
    ]),
  ]);
}

/**
 * `textPairs` with the page's `Intl` locale as the map's "en-US" entry (lib/i18n/page-texts.ts): what
 * an island that writes amounts or dates gets on a page in another language.
 */
export function localeTextPairs(lang: Language, keys: readonly MessageKey[]): Record<string, string> {
  return { ...textPairs(lang, keys), [INTL_LOCALES[DEFAULT_LANGUAGE]]: INTL_LOCALES[lang] };
}

/** 'The {label} field is required' for each label. */
export const requiredOf = (...labels: MessageKey[]): Labelled[] =>
  labels.map((label) => ["form.required", label] as const);

/** A text with its `{placeholders}` filled: fill('Save {value}', { value: '$1' }). */
export function fill(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{([\p{L}\w]+)\}/gu, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * A text split around one placeholder, for markup around the value:
 * around('{page} coming soon', 'page') → ['', ' coming soon'].
 */
export function around(text: string, name: string): [before: string, after: string] {
  const at = text.indexOf(`{${name}}`);
  return at < 0 ? [text, ""] : [text.slice(0, at), text.slice(at + name.length + 2)];
}

/** The English keys whose value is `text`, within a key prefix ('title.'). */
function keyOfEnglish(text: string, prefix: string): MessageKey | undefined {
  return (Object.keys(en) as MessageKey[]).find((k) => k.startsWith(prefix) && en[k] === text);
}

/**
 * A page title or breadcrumb label in a language: the product's own titles ('Company Policies',
 * 'PAGE NOT FOUND') are catalogue texts under `title.`, and so is a name from the settings that is
 * one of them (a policy called 'Web Accessibility' is the product's page); anything else (a store's
 * name, a policy's own name) is shown as sent.
 */
export function translatedTitle(text: string, lang: Language): string {
  if (lang === DEFAULT_LANGUAGE) return text;
  const key = keyOfEnglish(text, "title.");
  return key === undefined ? text : textsOf(lang)[key];
}

/** The `Intl` locale of a language's pages: US dollars, US numbers and phone numbers. */
export const INTL_LOCALES: Record<Language, string> = { en: "en-US", es: "es-US" };

/**
 * A store service's name in a language (the closed list of src/tenant/store-services.ts; a test
 * holds that each of its ids has a `service.` text). An id off the list is shown as it is.
 */
export function serviceLabel(id: StoreServiceId | (string & {}), lang: Language): string {
  const key = `service.${id}`;
  return key in en ? textsOf(lang)[key as MessageKey] : id;
}
