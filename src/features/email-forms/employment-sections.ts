/**
 * The employment application's layout and summary as pure steps: the sections its answers are
 * grouped in, and the alert after a refused submit ('Please correct 2 answers: …').
 */
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

/** The alert after a refused submit: how many answers to correct and the first one's error; else ''. */
export function refusalSummary(errors: Record<string, string | undefined>, refusedCount: number): string {
  const keys = Object.keys(errors);
  if (refusedCount === 0 || keys.length === 0) return "";
  return `Please correct ${keys.length} ${keys.length === 1 ? "answer" : "answers"}: ${errors[keys[0]!]}`;
}
