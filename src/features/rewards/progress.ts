/**
 * My Rewards as pure logic (accounts §2.12, §4, §8, §9): the three progress forms, their texts, and
 * the redeem view's tier rules. No DOM, no calls. Numbers, amounts and dates are written through
 * `Intl` in the page's locale (`en-US` unless the page passes another: src/lib/i18n/README.md); the
 * texts with a value take their template, the English one unless the page's language gives its own.
 */
import type { LMReward, RewardTier } from "../../api/rewards.ts";
import { formatUSD } from "../../lib/money.ts";

/** Quoted texts of the spec. */
export const EARNED = "Congratulations! You earned a reward and it is on the way.";
export const ALLOW_TIME =
  "Please allow 15-30 min before you see the reward in your list.It applies to your next purchase.";
export const NO_REWARDS = "No Rewards found";
export const REDEEMED = "Your Coupon Code is reedem successfully";
/** Reload after a redeem (accounts §9). */
export const REDEEM_RELOAD_MS = 2200;

/** The locale of an English page. */
const EN_US = "en-US";

/** The redeem confirmation, spelt as the spec ('Are you sure to reedem $5.00 value coupon?'). */
export const CONFIRM_TEXT = "Are you sure to reedem {value} value coupon?";
/** What is left of a quantity reward. */
export const LEFT_TEXT = "{n} Left";

/** `template` with its `{name}` placeholders filled. */
function put(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Number formats, one per locale and kind, made on first use (a phone takes ms to make one). */
const formats: Record<string, Intl.NumberFormat> = {};

/**
 * A count or a percent (of 0–100) as `locale` writes it: digits without separators, as the site
 * writes counts ('7', '1250'), and '25%'.
 */
export function numberText(n: number, locale = EN_US, percent = false): string {
  return (formats[`${locale} ${percent}`] ??= new Intl.NumberFormat(locale, {
    useGrouping: false,
    style: percent ? "percent" : "decimal",
  })).format(percent ? n / 100 : n);
}

/** 'Are you sure to reedem ${value} value coupon?' (spelt as the spec), or `template` in the page's language. */
export function confirmText(value: string | number, template = CONFIRM_TEXT): string {
  return put(template, { value: String(value) });
}

/** '{n} Left', or `template` in the page's language, with the count as `locale` writes it. */
export function leftText(n: number, template = LEFT_TEXT, locale = EN_US): string {
  return put(template, { n: numberText(n, locale) });
}

/** How a reward shows its progress. */
export type RewardProgress =
  | { kind: "quantity"; required: number; purchased: number; left: number; earned: boolean }
  | { kind: "amount"; percent: number; text: string; earned: boolean }
  | { kind: "points"; text: string; pointsText: string; qualified: boolean; expiry: string; history: boolean };

const whole = (n: number) => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

/**
 * The progress form of a reward: points when points-based, quantity for RewardTypeId 1, else amount
 * (its percent as `locale` writes it when the gateway sends no text).
 */
export function rewardProgress(r: LMReward, locale = EN_US): RewardProgress {
  if (r.IsPointsBased) {
    return {
      kind: "points",
      text: r.RewardPurchasedAmountText || r.PurchasedAmountString,
      pointsText: r.PointsBasedRewardPointsToDollarInfo,
      qualified: r.IsItQualifiedforReward,
      expiry: r.NoOfPointsExpireString,
      history: r.EnableShowPointsExpiryHistory,
    };
  }
  if (r.RewardTypeId === 1) {
    const required = whole(r.BuyQtyAmount);
    const purchased = Math.min(whole(r.PurchasedQty), required);
    return {
      kind: "quantity",
      required,
      purchased,
      left: required - purchased,
      earned: required > 0 && purchased >= required,
    };
  }
  const percent =
    r.BuyQtyAmount > 0 ? Math.min(100, Math.max(0, Math.round((r.PurchasedAmount / r.BuyQtyAmount) * 100))) : 0;
  return {
    kind: "amount",
    percent,
    text: r.RewardPurchasedAmountText || numberText(percent, locale, true),
    earned: r.BuyQtyAmount > 0 && r.PurchasedAmount >= r.BuyQtyAmount,
  };
}

/** Tiers that can be chosen: only qualified ones show a checkbox (accounts §4). */
export function selectable(tier: RewardTier): boolean {
  return tier.IsItQualifiedforReward;
}

/** One tier at a time: choosing a tier replaces the choice, choosing it again clears it; others are ignored. */
export function toggleTier(current: number | null, tier: RewardTier): number | null {
  if (!selectable(tier)) return current;
  return current === tier.LMRewardTierID ? null : tier.LMRewardTierID;
}

/** REDEEM is enabled only with a qualified tier chosen. */
export function canRedeem(current: number | null, tiers: readonly RewardTier[]): boolean {
  return current !== null && tiers.some((t) => t.LMRewardTierID === current && selectable(t));
}

/** Tier products can be viewed for TierRewardCouponTypeId 2. */
export function hasProducts(tier: RewardTier): boolean {
  return tier.TierRewardCouponTypeId === 2;
}

/** The coupon value as the confirm prompt shows it (the gateway's text, else the amount as `locale` writes it). */
export function couponValueText(tier: RewardTier, locale = EN_US): string {
  return tier.CouponValueString || formatUSD(tier.CouponValue, locale);
}

/**
 * The gateway's points-expiry date ('01/17/2027 00:00:00', or ISO '2027-01-17T00:00:00') as the
 * site writes dates, without a time: MM/DD/YYYY in `en-US`, DD/MM/YYYY in `es-US` (`Intl`); a day
 * that does not exist keeps the MM/DD/YYYY it was sent as, anything else is shown as sent.
 */
export function expiryDateText(raw: string, locale = EN_US): string {
  const text = raw.trim();
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[ T]\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AP]M)?)?$/i.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(text);
  const [month, day, year] = us ? [us[1]!, us[2]!, us[3]!] : iso ? [iso[2]!, iso[3]!, iso[1]!] : [];
  if (month === undefined || day === undefined || year === undefined) return text;
  const at = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (at.getUTCMonth() !== Number(month) - 1 || at.getUTCDate() !== Number(day) || Number(year) < 1000)
    return `${month.padStart(2, "0")}/${day.padStart(2, "0")}/${year}`;
  const date = new Intl.DateTimeFormat(locale, { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" });
  return date.format(at);
}

/**
 * A day of the points history as the page writes it: on an English page the gateway's text as sent
 * (today's bytes); in another locale its date in that locale's order when it reads as one.
 */
export function historyDayText(raw: string, locale = EN_US): string {
  return locale === EN_US ? raw : expiryDateText(raw, locale);
}
