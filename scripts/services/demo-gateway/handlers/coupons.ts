/**
 * Coupon categories (member/guest token variant and the support variant) and the coupon list of a
 * category. Guests never see category 10001; IsInCart follows the member's cart.
 */
import type { CallContext, CallSpec } from "../calls.ts";
import { categoriesFor, departmentImage, inCategory, toSpecial, visibleCoupons } from "../offers.ts";
import { requestSchemas } from "../schemas.ts";
import { ok } from "../wire.ts";

/** Flags the real coupon list carries for the chain's mobile apps. */
const APP_FLAGS = {
  IsAppUpdateAvailable: false,
  IsForceUpdate: false,
  AndroidAppVersion: "4.2.0",
  IOSAppVersion: "4.2.0",
};

function categories({ gw, chain, member }: CallContext) {
  return ok({
    GetProductCategories: categoriesFor(chain, member, gw.now()).map(({ dept, count }) => ({
      ProductCategoryId: dept.id,
      ProductCategoryName: dept.name,
      NoOfCoupons: count,
      DepartmentImageUrl: departmentImage(dept),
      DepartmentDescription: dept.description,
    })),
  });
}

/** The support variant answers the guest view under `Categories`, with the page-variant fields too. */
function supportCategories({ gw, chain }: CallContext) {
  return ok({
    Categories: categoriesFor(chain, null, gw.now()).map(({ dept, count }) => ({
      ProductCategoryId: dept.id,
      ProductCategoryName: dept.name,
      NoOfCoupons: count,
      DepartmentImageUrl: departmentImage(dept),
      DepartmentID: dept.id,
      DepartmentName: dept.name,
      DepartmentDescription: dept.description,
      WebDepartmentImageName: departmentImage(dept),
    })),
  });
}

function specials({ gw, chain, member, params }: CallContext) {
  const categoryId = Number(params["categoryId"]);
  if (!Number.isInteger(categoryId)) return { ...ok({ Specials: [] }, "No Specials found."), ...APP_FLAGS };
  const cart = new Set(member?.cart ?? []);
  const list = inCategory(visibleCoupons(chain, member, gw.now()), categoryId).map((c) => toSpecial(c, cart.has(c.id)));
  return { ...ok({ Specials: list }, list.length === 0 ? "No Specials found." : "Success"), ...APP_FLAGS };
}

/** Coupon calls. */
export const couponCalls: CallSpec[] = [
  {
    name: "GetCategoriesForCoupons",
    method: "POST",
    path: "/GetCategoriesForCoupons/:token",
    schema: requestSchemas.GetCategoriesForCoupons,
    auth: "browse",
    token: { param: "token" },
    handler: categories,
  },
  {
    name: "GetCategoriesForCoupons",
    method: "POST",
    path: "/GetCategoriesForCoupons",
    schema: requestSchemas.GetCategoriesForCouponsVariant,
    chainFrom: "body",
    handler: supportCategories,
  },
  {
    name: "GetDetailsForCoupons",
    method: "POST",
    path: "/GetDetailsForCoupons/:categoryId/:token/:flag",
    schema: requestSchemas.GetDetailsForCoupons,
    auth: "browse",
    token: { param: "token" },
    handler: specials,
  },
];
