/**
 * Dollar amounts as the storefront writes them: '$' and two decimals ('$10.00', '$0.50'), without
 * thousands separators ('$1234.50'), as the specs' coupon and reward values read.
 */

const USD = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});

/** An amount in US dollars: '$10.00'. */
export function formatUSD(amount: number): string {
  return USD.format(amount);
}
