/**
 * axe's help text of each rule in a language, from axe-core's own locale files (`axe-core/locales/es.json`):
 * what a Spanish report page says a violation is. English, or a language axe-core has no file
 * for: none (the report shows the help the checks recorded, in English).
 */
import spanish from "axe-core/locales/es.json" with { type: "json" };
import type { RuleHelp } from "#src/lib/a11y-report.ts";
import type { Language } from "#src/tenant/languages.ts";

type AxeLocale = { rules?: Record<string, { help?: unknown }> };

/** axe-core's locale of each product language but English. */
const LOCALES: Partial<Record<Language, AxeLocale>> = { es: spanish };

/** Rule id → help, in `lang`. */
export function axeRuleHelp(lang: Language): RuleHelp {
  const rules = LOCALES[lang]?.rules ?? {};
  return Object.fromEntries(
    Object.entries(rules).flatMap(([id, rule]) => (typeof rule.help === "string" ? [[id, rule.help]] : [])),
  );
}
