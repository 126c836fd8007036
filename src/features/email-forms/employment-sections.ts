/**
 * The employment application's layout and summary as pure steps: the sections its answers are
 * grouped in, and the alert after a refused submit ('Please correct 2 answers: …').
 */
import { tr, type Texts } from "../../lib/i18n/shown-text.ts";
import type { FieldDef } from "./fields.ts";

/** Where each answer is grouped, by its first key. */
export const SECTIONS: { title: string; from: string }[] = [
  { title: "Personal Information", from: "name" },
  { title: "Education", from: "college_or_university_credits" },
  { title: "Previous Employment", from: "company_name1" },
  { title: "Availability", from: "are_you_eligible_for_employment_in_the_united_states" },
  { title: "Agreement", from: "The_information" },
];

/** A titled group of fields. */
export type Section = { title: string; fields: FieldDef[] };

/** The fields in their sections: each section from its first key to the next section's. */
export function sectionsOf(fields: FieldDef[]): Section[] {
  const starts = SECTIONS.map((s) => fields.findIndex((f) => f.key === s.from));
  return SECTIONS.map((s, i) => ({
    title: s.title,
    fields: fields.slice(starts[i], i + 1 < starts.length ? starts[i + 1] : undefined),
  }));
}

/** The alert with one answer to correct (catalogue `employment.correctOne`). */
export const CORRECT_ONE = "Please correct 1 answer: {error}";
/** The alert with more (catalogue `employment.correctMany`). */
export const CORRECT_MANY = "Please correct {count} answers: {error}";

/**
 * The alert after a refused submit: how many answers to correct and the first one's error (as
 * shown); else ''. In the page's language with `texts` (keyed by the English templates).
 */
export function refusalSummary(
  errors: Record<string, string | undefined>,
  refusedCount: number,
  texts?: Texts,
): string {
  const keys = Object.keys(errors);
  if (refusedCount === 0 || keys.length === 0) return "";
  return tr(texts, keys.length === 1 ? CORRECT_ONE : CORRECT_MANY)
    .replace("{count}", String(keys.length))
    .replace("{error}", () => errors[keys[0]!] ?? "");
}
