/**
 * Coupon departments (categories) and coupon lists. Dates are kept twice: the raw wire text (echoed
 * back to SaveMyCart unchanged) and a parsed wall-clock Date (`validFromAt`, `expiresAt`; see wire.ts).
 */
import * as z from "zod/mini";
import { describeIssues, type CallFailure, type CallResult, type GatewayClient } from "./client.ts";
import { jsonArrayStream } from "./json-array-stream.ts";
import { errorMessageSchema, methodOnlyRequestSchema, postMethod, seg } from "./envelope.ts";
import { flag, list, num, numOr, optNum, rawDate, text, toDate, wireObject } from "./wire-fields.ts";

/** Category id of "all coupons" in GetDetailsForCoupons (a gateway fact: the pull and the watch ask for it). */
export const ALL_CATEGORY = 0;
/** The gateway's category id of the deals of the week. */
export const DEALS_CATEGORY = 10002;

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

/** How `getDetailsForCoupons` reads a long list. */
export type DetailsOptions = {
  /** Awaited between slices of COUPON_SLICE coupons (the browser passes a yield to the page). */
  pause?: () => Promise<void>;
  /**
   * Takes the coupons as they arrive, checked, a slice at a time and in order, while the answer is
   * still coming (a 2,000-coupon list is 1.4 MB; its first coupons come in its first kilobytes).
   * The result still holds the whole list; a failure found later (an ErrorCode, a bad coupon) still
   * fails the call, so the caller must drop what it drew.
   */
  onCoupons?: (coupons: Coupon[]) => void;
};

const noPause = () => Promise.resolve();

/** Why a list's coupons could not be read. */
type BadList = Extract<CallFailure, { kind: "invalid-response" }>;

/** A coupon that breaks the schema, named by its place in the whole list. */
function badCoupon(issues: readonly z.core.$ZodIssue[], start: number, raw: unknown): BadList {
  const named = issues.map((issue) => ({
    ...issue,
    path: ["Specials", start + Number(issue.path[0]), ...issue.path.slice(1)],
  }));
  return { ok: false, kind: "invalid-response", error: describeIssues(named), raw };
}

/**
 * `POST GetDetailsForCoupons/{categoryId}/{token}/0`: the coupons of one department (or all), checked
 * with `getDetailsForCouponsResponseSchema`'s rules. A list can hold thousands, so its coupons are
 * checked a slice at a time with `pause()` between slices (the browser passes a yield to the page, so
 * no single task holds the main thread for the whole list); with `onCoupons` they are read while the
 * answer arrives (`jsonArrayStream`). A bad coupon is named by its place in the whole list.
 */
export async function getDetailsForCoupons(
  client: GatewayClient,
  { categoryId, token }: GetDetailsForCouponsArgs,
  { pause = noPause, onCoupons }: DetailsOptions = {},
): Promise<CallResult<GetDetailsForCouponsResponse>> {
  const path = `GetDetailsForCoupons/${seg(categoryId)}/${seg(token)}/0`;
  const checker = couponChecker(pause, onCoupons);
  const reader = onCoupons === undefined ? undefined : jsonArrayStream("Specials");
  const stream = reader && {
    onText: (text: string) => checker.add(reader.push(text), true),
    remainder: reader.remainder,
    pause,
  };
  const result = await client.post(path, getDetailsForCouponsRequestSchema, {}, detailsEnvelopeSchema, {
    ...(stream ? { stream } : {}),
  });
  if (!result.ok) return result;
  const { Specials: raw, ...rest } = result.data;
  if (reader === undefined) checker.add(raw, false);
  const checked = await checker.done();
  if (!checked.ok) return { ...checked.failure, raw: result.data };
  return { ok: true, data: { ...rest, Specials: checked.coupons } };
}

/**
 * Checks coupons a slice at a time, in order, as they are added (element texts while an answer
 * streams, or the decoded list), pausing between slices; `done()` waits for the last slice.
 */
function couponChecker(pause: () => Promise<void>, onCoupons?: (coupons: Coupon[]) => void) {
  const slice = z.array(couponSchema);
  const coupons: Coupon[] = [];
  const queue: unknown[] = [];
  let failure: BadList | null = null;
  let work = Promise.resolve();
  const drain = async () => {
    while (queue.length > 0 && failure === null) {
      if (coupons.length > 0) await pause();
      const start = coupons.length;
      const parsed = slice.safeParse(queue.splice(0, COUPON_SLICE));
      if (!parsed.success) failure = badCoupon(parsed.error.issues, start, undefined);
      else {
        coupons.push(...parsed.data);
        onCoupons?.(parsed.data);
      }
    }
  };
  return {
    add(items: readonly unknown[], texts: boolean) {
      if (items.length === 0 || failure !== null) return;
      try {
        queue.push(...(texts ? items.map((t) => JSON.parse(t as string) as unknown) : items));
      } catch {
        failure = { ok: false, kind: "invalid-response", error: "Response is not JSON", raw: undefined };
        return;
      }
      work = work.then(drain);
    },
    async done(): Promise<{ ok: true; coupons: Coupon[] } | { ok: false; failure: BadList }> {
      await work;
      return failure === null ? { ok: true, coupons } : { ok: false, failure };
    },
  };
}
