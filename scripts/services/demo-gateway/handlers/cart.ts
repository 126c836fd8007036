/**
 * The member's coupon cart (clipped coupons) and loyalty card: save, remove, list, barcode.
 * Guests see an empty cart; saving needs the member token.
 */
import type { CallContext, CallSpec } from "../calls.ts";
import { membersOf } from "../gateway.ts";
import { findCoupon, toCartItem } from "../offers.ts";
import { requestSchemas } from "../schemas.ts";
import { num, text } from "../validate.ts";
import { BASE, fail, money, ok } from "../wire.ts";

function details({ chain, member }: CallContext) {
  const items = (member?.cart ?? []).flatMap((id) => {
    const coupon = findCoupon(chain, member, id);
    return coupon === undefined ? [] : [toCartItem(coupon)];
  });
  return ok({ MyCartInfo: items, MyCartProductInfo: [] }, items.length === 0 ? "No items in cart." : "Success");
}

function card({ member }: CallContext) {
  if (member === null) return fail("Member not found.");
  return ok({
    MemberNumber: member.MemberNumber,
    BarCodeUrl: `${BASE}/images/barcode/${member.MemberNumber}.svg`,
    // Display texts, as the real gateway sends them.
    TotalSavingsAmount: money(member.savings),
    TotalPurchasedAmount: money(member.purchased),
  });
}

function save({ gw, chain, member, body }: CallContext) {
  if (member === null) return fail("Member not found.");
  const offerId = num(body, "OfferId");
  const memberNumber = text(body, "MemberNumber");
  if (memberNumber !== "" && memberNumber !== member.MemberNumber)
    return fail("Member number does not match the signed-in member.");
  const coupon = findCoupon(chain, member, offerId);
  if (coupon === undefined) return fail("This offer is no longer available.");
  if (coupon.expires <= gw.now()) return fail("This offer has expired.");
  if (member.cart.includes(coupon.id)) return fail("This coupon is already in your cart.");
  const clips = membersOf(gw, chain.site).filter((m) => m.cart.includes(coupon.id)).length;
  if (coupon.limit > 0 && clips >= coupon.limit)
    return fail("Coupon limit reached. This offer can no longer be clipped.");
  member.cart.push(coupon.id);
  gw.store.changed();
  return ok({}, "Coupon added to cart successfully.");
}

function remove({ gw, member, params }: CallContext) {
  if (member === null) return fail("Member not found.");
  const offerId = Number(params["offerId"]);
  if (!member.cart.includes(offerId)) return fail("This coupon is not in your cart.");
  member.cart = member.cart.filter((id) => id !== offerId);
  gw.store.changed();
  return ok({}, "Coupon removed from cart successfully.");
}

/** Cart and card calls. */
export const cartCalls: CallSpec[] = [
  {
    name: "GetMyCartDetails",
    method: "POST",
    path: "/GetMyCartDetails/:token",
    schema: requestSchemas.GetMyCartDetails,
    auth: "browse",
    token: { param: "token" },
    handler: details,
  },
  {
    name: "GetMyCardAndSaveAmountInfo",
    method: "GET",
    path: "/GetMyCardAndSaveAmountInfo/:token",
    auth: "member",
    token: { param: "token" },
    handler: card,
  },
  {
    name: "SaveMyCart",
    method: "POST",
    path: "/SaveMyCart",
    schema: requestSchemas.SaveMyCart,
    auth: "member",
    token: { body: "UserToken" },
    handler: save,
  },
  {
    name: "RemoveFromCart",
    method: "POST",
    path: "/RemoveFromCart/:offerId/:token",
    schema: requestSchemas.RemoveFromCart,
    auth: "member",
    token: { param: "token" },
    handler: remove,
  },
];
