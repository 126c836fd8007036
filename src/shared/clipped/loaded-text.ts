/** The load cap's count line, shared by the coupons pages (beside Clip all) and the cart. */

/** '{n} of {limit} loaded', shown to a member wherever coupons are clipped and in the cart. */
export function loadedText(loaded: number, limit: number): string {
  return `${loaded} of ${limit} loaded`;
}
