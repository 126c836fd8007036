/**
 * Dollar amounts as the storefront writes them: '$' and two decimals ('$10.00', '$0.50'), without
 * thousands separators ('$1234.50'), as the specs' coupon and reward values read.
 */

// Made on first use, one per locale: a currency formatter costs a phone about 50 ms to create, and
// most pages that load this module (every coupon list) never format an amount.
const usd: Record<string, Intl.NumberFormat> = {};

/** An amount in US dollars as `locale` writes it: '$10.00' (en-US and es-US alike). */
export function formatUSD(amount: number, locale = "en-US"): string {
  return (usd[locale] ??= new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  })).format(amount);
}
