/**
 * The entry forms' errors as the shopper reads them: the rules' English messages (entry-validation.ts,
 * unchanged), each put into the page's language where the form shows it (lib/i18n/shown-text.ts).
 */
import { tr, type Texts } from "../../lib/i18n/shown-text.ts";

/** `errors` with each message in the page's language (the same object on an English page). */
export function shownErrors<K extends string>(
  texts: Texts | undefined,
  errors: Partial<Record<K, string | undefined>>,
): Partial<Record<K, string | undefined>> {
  if (!texts) return errors;
  return Object.fromEntries(
    Object.entries<string | undefined>(errors).map(([key, error]) => [key, error && tr(texts, error)]),
  ) as Partial<Record<K, string | undefined>>;
}
