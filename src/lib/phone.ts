/** Phone numbers as the specs show them: (xxx) xxx-xxxx, dialled through tel: links. */

/** Formats a 10-digit number as (xxx) xxx-xxxx (a leading 1 is dropped); other input is returned trimmed. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : phone.trim();
}

/** A tel: address for a phone number (digits and a leading + only). */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith("+") ? "+" : ""}${trimmed.replace(/\D/g, "")}`;
}
