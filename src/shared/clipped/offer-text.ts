/**
 * What a coupon card says (shopping spec, Coupons and §9): the title cut at 35 characters, the
 * savings line, the details split from their disclaimer and the expiry sentence. Framework-free so
 * cards, Quick View, the home deals and the department grids all say the same thing.
 */
import { tr, type Texts } from "../../lib/i18n/shown-text.ts";
import { formatUSDate } from "../../api/wire.ts";
import { formatUSD } from "../../lib/money.ts";

/** Longest title shown on a card before the ellipsis (spec §9). */
export const TITLE_MAX = 35;
/** NewsCategoryId of manufacturer coupons, whose card title is the product name. */
export const MANUFACTURER_NEWS_CATEGORY = 4;
/** Savings text that means the item is free (spec §9). */
export const FREE_SAVINGS_TEXT = "100%";

/** The coupon fields the texts are made from. */
export type CouponTextFields = {
  Title: string;
  ProductName: string;
  NewsCategoryId: number;
  PLUCode: string;
  Amount: number;
  IsDiscountPercentage: boolean;
  Details: string;
};

/** Cuts a text at `max` characters and adds an ellipsis; shorter texts stay as they are. */
export function truncate(text: string, max = TITLE_MAX): string {
  const chars = [...text.trim()];
  return chars.length > max ? `${chars.slice(0, max).join("").trimEnd()}...` : chars.join("");
}

/** The untruncated card title: ProductName for manufacturer coupons (NewsCategoryId 4), else Title. */
export function fullTitle(c: Pick<CouponTextFields, "Title" | "ProductName" | "NewsCategoryId">): string {
  const product = c.ProductName.trim();
  return c.NewsCategoryId === MANUFACTURER_NEWS_CATEGORY && product !== "" ? product : c.Title.trim();
}

/** The card title: the full title cut at 35 characters plus an ellipsis. */
export function cardTitle(c: Pick<CouponTextFields, "Title" | "ProductName" | "NewsCategoryId">): string {
  return truncate(fullTitle(c));
}

/**
 * The savings value as text: PLUCode kept whole ("$10.00"), else made from Amount in the page's
 * locale (`texts`' "en-US" entry: lib/i18n/page-texts.ts); '' when unknown.
 */
export function savingsValue(
  c: Pick<CouponTextFields, "PLUCode" | "Amount" | "IsDiscountPercentage">,
  texts?: Texts,
): string {
  const plu = c.PLUCode.trim();
  if (plu !== "") return plu;
  if (!(c.Amount > 0)) return "";
  return c.IsDiscountPercentage ? `${c.Amount}%` : formatUSD(c.Amount, tr(texts, "en-US"));
}

/**
 * 'Free!' when the savings text is '100%', 'Save {value}' otherwise, in the page's language (`texts`);
 * '' when the coupon names no saving.
 */
export function savingsText(
  c: Pick<CouponTextFields, "PLUCode" | "Amount" | "IsDiscountPercentage">,
  texts?: Texts,
): string {
  const value = savingsValue(c, texts);
  if (value === "") return "";
  // Not trFill: this module is on the home page, whose JavaScript is at its budget.
  return value === FREE_SAVINGS_TEXT ? tr(texts, "Free!") : tr(texts, "Save {value}").replace("{value}", value);
}

/** Details as description and disclaimer (the gateway joins them with `||`). */
export type DetailParts = { description: string; disclaimer: string };

/** Splits Details at the first `||` into its description and disclaimer. */
export function detailParts(details: string): DetailParts {
  const at = details.indexOf("||");
  if (at < 0) return { description: details.trim(), disclaimer: "" };
  return {
    description: details.slice(0, at).trim(),
    disclaimer: details
      .slice(at + 2)
      .replace(/\|\|/g, " ")
      .trim(),
  };
}

/** A day as the page writes it: MM/DD/YYYY in en-US (the spec's), else day first as es-US writes it (DD/MM/YYYY). */
export function shownDay(date: Date | null, texts?: Texts): string {
  const day = formatUSDate(date);
  return texts === undefined ? day : day.replace(/^(..)\/(..)/, "$2/$1");
}

/** 'Offer Expires on MM/DD/YYYY' in the page's language (`texts`), or '' when the expiry date is unreadable. */
export function expiryText(expiresAt: Date | null, texts?: Texts): string {
  const date = shownDay(expiresAt, texts);
  return date === "" ? "" : tr(texts, "Offer Expires on {date}").replace("{date}", date);
}
