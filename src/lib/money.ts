/**
 * Dollar amounts as the storefront writes them: '$' and two decimals ('$10.00', '$0.50'), without
 * thousands separators ('$1234.50'), as the specs' coupon and reward values read.
 */

// Made on first use: a currency formatter costs a phone about 50 ms to create, and most pages that
// load this module (every coupon list) never format an amount.
let usd: Intl.NumberFormat | undefined;

/** An amount in US dollars: '$10.00'. */
export function formatUSD(amount: number): string {
  usd ??= new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  });
  return usd.format(amount);
}
