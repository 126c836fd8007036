/**
 * Coupon departments (categories) and coupon lists. Dates are kept twice: the raw wire text (echoed
 * back to SaveMyCart unchanged) and a parsed wall-clock Date (`validFromAt`, `expiresAt`; see wire.ts).
 */
import * as z from "zod/mini";
import { describeIssues, type CallResult, type GatewayClient } from "./client.ts";
import { errorMessageSchema, methodOnlyRequestSchema, postMethod, seg } from "./envelope.ts";
import { flag, list, num, numOr, optNum, rawDate, text, toDate, wireObject } from "./wire-fields.ts";

/** Body of `POST GetCategoriesForCoupons/{token}`: method only. */
export const getCategoriesForCouponsRequestSchema = methodOnlyRequestSchema;

/** A coupon department as the coupons page lists it. */
export const productCategorySchema = wireObject({
  ProductCategoryId: num,
  ProductCategoryName: text,
  NoOfCoupons: numOr(0),
  DepartmentImageUrl: text,
  DepartmentDescription: z.optional(text),
});
/** A coupon department. */
export type ProductCategory = z.output<typeof productCategorySchema>;

/** Response of `GetCategoriesForCoupons/{token}`. */
export const getCategoriesForCouponsResponseSchema = wireObject({
  ErrorMessage: errorMessageSchema,
  GetProductCategories: list(productCategorySchema),
});
/** Response of `GetCategoriesForCoupons/{token}`. */
export type GetCategoriesForCouponsResponse = z.output<typeof getCategoriesForCouponsResponseSchema>;

/** Body of the variant `POST GetCategoriesForCoupons` (sent with the support domain header). */
export const getCategoriesForCouponsByClientRequestSchema = z.strictObject({
  method: postMethod,
  ClientDbName: z.string(),
  ClientId: z.number(),
  Token: z.literal(""),
});

/** A department of the variant call (the department-page shape). */
export const departmentSchema = wireObject({
  DepartmentID: num,
  DepartmentName: text,
  DepartmentDescription: text,
  WebDepartmentImageName: text,
});

/** Response of the variant call. */
export const getCategoriesForCouponsByClientResponseSchema = wireObject({
  ErrorMessage: errorMessageSchema,
  Categories: list(departmentSchema),
});
/** Response of the category variant. */
export type GetCategoriesForCouponsByClientResponse = z.output<typeof getCategoriesForCouponsByClientResponseSchema>;

/** Body of `POST GetDetailsForCoupons/{categoryId}/{token}/0`: method only. */
export const getDetailsForCouponsRequestSchema = methodOnlyRequestSchema;

/** A coupon ("special") as sent. */
const couponWireSchema = wireObject({
  /** The offer id. */
  SSNewsId: num,
  Title: text,
  /** Description, optionally followed by `||` and a disclaimer. */
  Details: text,
  ImagePath: text,
  ValidFromDate: rawDate,
  ExpiresOn: rawDate,
  ProductName: text,
  Amount: numOr(0),
  DiscountAmount: numOr(0),
  IsDiscountPercentage: flag,
  /** Already clipped by this member. */
  IsInCart: flag,
  /** The savings text, kept whole ("$10.00"; "100%" means free). */
  PLUCode: text,
  NCRPromotionCode: text,
  IsInNCRImpressions: flag,
  /** 1 weekly special, 2 product, 3 basket, 4 manufacturer, 5 group, 6 group basket, 7 BOGO, 9 distributor. */
  NewsCategoryId: numOr(0),
  ProductCategoryId: optNum,
  CustomerName: text,
  CouponLimit: optNum,
  IsFeatured: flag,
});

/** A coupon with its dates parsed. */
export const couponSchema = z.pipe(
  couponWireSchema,
  z.transform((c) => ({ ...c, validFromAt: toDate(c.ValidFromDate), expiresAt: toDate(c.ExpiresOn) })),
);
/** A coupon. */
export type Coupon = z.output<typeof couponSchema>;

/** Response of `GetDetailsForCoupons`. */
export const getDetailsForCouponsResponseSchema = wireObject({
  ErrorMessage: errorMessageSchema,
  Specials: list(couponSchema),
});
/** Response of `GetDetailsForCoupons`. */
export type GetDetailsForCouponsResponse = z.output<typeof getDetailsForCouponsResponseSchema>;

/** `POST GetCategoriesForCoupons/{token}` (guest or member token). */
export function getCategoriesForCoupons(
  client: GatewayClient,
  token: string,
): Promise<CallResult<GetCategoriesForCouponsResponse>> {
  return client.post(
    `GetCategoriesForCoupons/${seg(token)}`,
    getCategoriesForCouponsRequestSchema,
    {},
    getCategoriesForCouponsResponseSchema,
  );
}

/** Arguments of the category variant: the body fields plus the fixed support `domainname`. */
export type GetCategoriesForCouponsByClientArgs = { ClientDbName: string; ClientId: number; supportDomain: string };

/** Variant `POST GetCategoriesForCoupons` with ClientDbName/ClientId, an empty Token and the support domain header. */
export function getCategoriesForCouponsByClient(
  client: GatewayClient,
  { ClientDbName, ClientId, supportDomain }: GetCategoriesForCouponsByClientArgs,
): Promise<CallResult<GetCategoriesForCouponsByClientResponse>> {
  return client.post(
    "GetCategoriesForCoupons",
    getCategoriesForCouponsByClientRequestSchema,
    { ClientDbName, ClientId, Token: "" },
    getCategoriesForCouponsByClientResponseSchema,
    { domainname: supportDomain },
  );
}

/** Arguments of `getDetailsForCoupons`. */
export type GetDetailsForCouponsArgs = { categoryId: number | string; token: string };

/** The coupons of an answer, before they are checked (they are checked in slices). */
const detailsEnvelopeSchema = wireObject({
  ErrorMessage: errorMessageSchema,
  Specials: list(z.unknown()),
});

/** Coupons checked per slice: well under a 50 ms task on a slow phone. */
export const COUPON_SLICE = 100;

const noPause = () => Promise.resolve();

/**
 * `POST GetDetailsForCoupons/{categoryId}/{token}/0`: the coupons of one department (or all), checked
 * with `getDetailsForCouponsResponseSchema`'s rules. A list can hold thousands, so its coupons are
 * checked a slice at a time with `pause()` between slices (the browser passes a yield to the page, so
 * no single task holds the main thread for the whole list); a bad coupon is named by its place in
 * the whole list.
 */
export async function getDetailsForCoupons(
  client: GatewayClient,
  { categoryId, token }: GetDetailsForCouponsArgs,
  pause: () => Promise<void> = noPause,
): Promise<CallResult<GetDetailsForCouponsResponse>> {
  const result = await client.post(
    `GetDetailsForCoupons/${seg(categoryId)}/${seg(token)}/0`,
    getDetailsForCouponsRequestSchema,
    {},
    detailsEnvelopeSchema,
  );
  if (!result.ok) return result;
  const { Specials: raw, ...rest } = result.data;
  const slice = z.array(couponSchema);
  const coupons: Coupon[] = [];
  for (let start = 0; start < raw.length; start += COUPON_SLICE) {
    if (start > 0) await pause();
    const parsed = slice.safeParse(raw.slice(start, start + COUPON_SLICE));
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({
        ...issue,
        path: ["Specials", start + Number(issue.path[0]), ...issue.path.slice(1)],
      }));
      return { ok: false, kind: "invalid-response", error: describeIssues(issues), raw: result.data };
    }
    coupons.push(...parsed.data);
  }
  return { ok: true, data: { ...rest, Specials: coupons } };
}
