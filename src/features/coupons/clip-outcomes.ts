/**
 * The clip flow of the shopping spec §4 and §8 as pure rules: the SaveMyCart body, and what each
 * gateway answer means for the shopper (state change, toast text and kind, or logging only).
 */
import type { SaveMyCartArgs } from "../../api/cart.ts";
import type { CallResult } from "../../api/client.ts";
import type { Coupon } from "../../api/coupons.ts";

/** Toast after a successful save (§4). */
export const ADDED_TEXT = "Item added to cart.";
/** Toast after a successful removal (§4, a warning). */
export const REMOVED_TEXT = "Item removed from cart.";
/** Shown to a guest who tries to clip (§4, §8). */
export const LOGIN_TO_ADD_TEXT = "Please login to add item to cart!";

/** Save (clip) or remove (unclip). */
export type ClipAction = "save" | "remove";

/** The member fields the SaveMyCart body carries. */
export type ClipMember = { UserToken: string; MemberNumber: string; FirstName: string };

/** The member fields a SaveMyCart carries, from the stored session. */
export function clipMember(user: { UserToken: string; MemberNumber?: unknown; FirstName?: unknown }): ClipMember {
  return {
    UserToken: user.UserToken,
    MemberNumber: String(user.MemberNumber ?? ""),
    FirstName: String(user.FirstName ?? ""),
  };
}

/** The coupon fields the SaveMyCart body carries. */
export type ClipCoupon = Pick<
  Coupon,
  | "SSNewsId"
  | "ProductCategoryId"
  | "NCRPromotionCode"
  | "IsInNCRImpressions"
  | "Title"
  | "Details"
  | "Amount"
  | "ProductName"
  | "ValidFromDate"
  | "ExpiresOn"
>;

/**
 * The SaveMyCart body (every field the spec lists; `method` and the empty UPC are added by the
 * client). CategoryId is the coupon's own department, else the department being shown. Dates go
 * back exactly as the gateway sent them. Always the member token: guests cannot save.
 */
export function saveCartArgs(coupon: ClipCoupon, member: ClipMember, shownCategoryId: number): SaveMyCartArgs {
  return {
    OfferId: coupon.SSNewsId,
    CategoryId: coupon.ProductCategoryId ?? shownCategoryId,
    MemberNumber: member.MemberNumber,
    UserFirstName: member.FirstName,
    NCRPromotionCode: coupon.NCRPromotionCode,
    IsInNCRImpressions: coupon.IsInNCRImpressions,
    Title: coupon.Title,
    Details: coupon.Details,
    Amount: coupon.Amount,
    ProductName: coupon.ProductName,
    ValidFrom: coupon.ValidFromDate,
    ExpiresOn: coupon.ExpiresOn,
    UserToken: member.UserToken,
  };
}

/** A toast to show: its kind and the text. */
export type ToastSpec = { type: "success" | "info" | "warning"; text: string };

/** What a clip answer means. */
export type ClipOutcome =
  /** ErrorCode 1: flip the coupon, move the counter, show the toast. */
  | { kind: "done"; toast: ToastSpec }
  /** Another ErrorCode: nothing changes; ErrorDetails as info (save) or warning (remove). */
  | { kind: "rejected"; toast: ToastSpec | null }
  /** ErrorCode -1001: the session is over (sign out, go to /login). */
  | { kind: "expired" }
  /** Network, HTTP or unreadable answer: logged only, nothing shown (§8). */
  | { kind: "logged"; message: string };

/** Decides what a SaveMyCart / RemoveFromCart answer means. Success is ErrorCode 1 only. */
export function clipOutcome(action: ClipAction, result: CallResult<unknown>): ClipOutcome {
  if (result.ok) {
    return {
      kind: "done",
      toast: action === "save" ? { type: "success", text: ADDED_TEXT } : { type: "warning", text: REMOVED_TEXT },
    };
  }
  const call = action === "save" ? "SaveMyCart" : "RemoveFromCart";
  switch (result.kind) {
    case "rejected": {
      const text = result.details.trim();
      return { kind: "rejected", toast: text === "" ? null : { type: action === "save" ? "info" : "warning", text } };
    }
    case "session-expired":
      return { kind: "expired" };
    case "http":
      return {
        kind: "logged",
        message: `${call} failed: ${result.error}${result.details ? ` (${result.details})` : ""}`,
      };
    default:
      return { kind: "logged", message: `${call} failed: ${result.error}` };
  }
}

/** The action a clip button performs for a coupon in or out of the cart. */
export function actionFor(inCart: boolean): ClipAction {
  return inCart ? "remove" : "save";
}

/** The button's visible text with the chain's wording. */
export function buttonText(inCart: boolean, texts: { add: string; remove: string }): string {
  return inCart ? texts.remove : texts.add;
}

/** The 'already in cart' badge; list-wording chains call the cart a list. */
export function badgeText(listWording: boolean): string {
  return listWording ? "Already in list" : "Already in cart";
}

/** Button and badge texts of a chain (site config's cartTexts plus the badge). */
export type ClipTexts = { add: string; remove: string; badge: string };

/** Ids the cart must gain or lose so that it agrees with a fresh coupon list. */
export type CartCorrections = { clip: number[]; unclip: number[] };

/**
 * Where a member's fresh coupon list (IsInCart per offer) disagrees with the cart's clipped ids:
 * the list is the newer word of the gateway on those offers, so the cart follows it.
 */
export function cartCorrections(
  coupons: readonly { SSNewsId: number; IsInCart: boolean }[],
  clipped: ReadonlySet<number>,
): CartCorrections {
  const clip: number[] = [];
  const unclip: number[] = [];
  for (const c of coupons) {
    if (c.IsInCart && !clipped.has(c.SSNewsId)) clip.push(c.SSNewsId);
    else if (!c.IsInCart && clipped.has(c.SSNewsId)) unclip.push(c.SSNewsId);
  }
  return { clip, unclip };
}
