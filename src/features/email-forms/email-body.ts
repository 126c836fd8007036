/**
 * The e-mail body SendEmail carries (accounts §7): an HTML table of the answers, label by label,
 * never the captcha. Every label and answer is escaped, so nothing a visitor types becomes markup
 * in the recipient's mail client.
 */
import type { FieldDef, FormValues } from "./fields.ts";

/** Escapes the five HTML-significant characters. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * One row per field in form order; line breaks in an answer are kept. `labels`: the rows' labels by
 * English label, for a form sent from a page in another language (email-settings.ts `bodyLabels`).
 */
export function emailBody(
  fields: readonly FieldDef[],
  values: FormValues,
  labels?: Readonly<Record<string, string>>,
): string {
  const rows = fields.map((f) => {
    const answer = escapeHtml(values[f.key] ?? "").replace(/\r?\n/g, "<br>");
    return `<tr><th align="left">${escapeHtml(labels?.[f.label] ?? f.label)}</th><td>${answer}</td></tr>`;
  });
  return `<table border="1" cellpadding="6" cellspacing="0">${rows.join("")}</table>`;
}
