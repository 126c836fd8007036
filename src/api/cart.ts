/**
 * The member's cart (clipped coupons), card barcode and savings, and clipping/unclipping. Saving and
 * removing always use the member token.
 */
import * as z from "zod/mini";
import type { CallResult, GatewayClient } from "./client.ts";
import { ackResponseSchema, errorMessageSchema, methodOnlyRequestSchema, postMethod, seg } from "./envelope.ts";
import type { AckResponse } from "./envelope.ts";
import { list, num, numOr, rawDate, text, toDate, wireObject } from "./wire-fields.ts";

/** Body of `POST GetMyCartDetails/{userToken}`: method only. */
export const getMyCartDetailsRequestSchema = methodOnlyRequestSchema;

/** A cart item as sent. */
const cartItemWireSchema = wireObject({
  OfferId: num,
  Title: text,
  ProductName: text,
  ImagePath: text,
  NewsCategoryId: numOr(0),
  CategoryId: numOr(0),
  Amount: numOr(0),
  /** The savings text, kept whole. */
  PLUCode: text,
  ExpiresOn: rawDate,
  ValidFrom: rawDate,
  Details: text,
});

/** A cart item with its dates parsed (`validFromAt`, `expiresAt`). */
export const cartItemSchema = z.pipe(
  cartItemWireSchema,
  z.transform((c) => ({ ...c, validFromAt: toDate(c.ValidFrom), expiresAt: toDate(c.ExpiresOn) })),
);
/** A cart item. */
export type CartItem = z.output<typeof cartItemSchema>;

/** Response of `GetMyCartDetails`. */
export const getMyCartDetailsResponseSchema = wireObject({
  ErrorMessage: errorMessageSchema,
  MyCartInfo: list(cartItemSchema),
});
/** Response of `GetMyCartDetails`. */
export type GetMyCartDetailsResponse = z.output<typeof getMyCartDetailsResponseSchema>;

/** Response of `GET GetMyCardAndSaveAmountInfo/{userToken}`; amounts are display texts kept whole. */
export const getMyCardAndSaveAmountInfoResponseSchema = wireObject({
  ErrorMessage: errorMessageSchema,
  MemberNumber: text,
  BarCodeUrl: text,
  TotalSavingsAmount: text,
  TotalPurchasedAmount: text,
});
/** The member's card and savings. */
export type GetMyCardAndSaveAmountInfoResponse = z.output<typeof getMyCardAndSaveAmountInfoResponseSchema>;

/** Body of `POST SaveMyCart`, exactly as the spec lists it. */
export const saveMyCartRequestSchema = z.strictObject({
  method: postMethod,
  OfferId: z.number(),
  CategoryId: z.number(),
  MemberNumber: z.string(),
  UserFirstName: z.string(),
  NCRPromotionCode: z.string(),
  IsInNCRImpressions: z.boolean(),
  Title: z.string(),
  Details: z.string(),
  Amount: z.number(),
  ProductName: z.string(),
  ValidFrom: z.string(),
  ExpiresOn: z.string(),
  UPC: z.literal(""),
  UserToken: z.string(),
});
/** Body of `SaveMyCart`. */
export type SaveMyCartRequest = z.output<typeof saveMyCartRequestSchema>;
/** Response of `SaveMyCart`: the error block only. */
export const saveMyCartResponseSchema = ackResponseSchema;

/** Body of `POST RemoveFromCart/{offerId}/{userToken}`: method only. */
export const removeFromCartRequestSchema = methodOnlyRequestSchema;
/** Response of `RemoveFromCart`: the error block only. */
export const removeFromCartResponseSchema = ackResponseSchema;

/** `POST GetMyCartDetails/{userToken}`. */
export function getMyCartDetails(
  client: GatewayClient,
  userToken: string,
): Promise<CallResult<GetMyCartDetailsResponse>> {
  return client.post(
    `GetMyCartDetails/${seg(userToken)}`,
    getMyCartDetailsRequestSchema,
    {},
    getMyCartDetailsResponseSchema,
  );
}

/** `GET GetMyCardAndSaveAmountInfo/{userToken}`: barcode and savings. */
export function getMyCardAndSaveAmountInfo(
  client: GatewayClient,
  userToken: string,
): Promise<CallResult<GetMyCardAndSaveAmountInfoResponse>> {
  return client.get(`GetMyCardAndSaveAmountInfo/${seg(userToken)}`, getMyCardAndSaveAmountInfoResponseSchema);
}

/** Arguments of `saveMyCart`: the body without `method` and the always-empty `UPC`. */
export type SaveMyCartArgs = Omit<SaveMyCartRequest, "method" | "UPC">;

/** `POST SaveMyCart`: clips a coupon. */
export function saveMyCart(client: GatewayClient, args: SaveMyCartArgs): Promise<CallResult<AckResponse>> {
  return client.post("SaveMyCart", saveMyCartRequestSchema, { ...args, UPC: "" }, saveMyCartResponseSchema);
}

/** Arguments of `removeFromCart`. */
export type RemoveFromCartArgs = { offerId: number | string; userToken: string };

/** `POST RemoveFromCart/{offerId}/{userToken}`: unclips a coupon. */
export function removeFromCart(
  client: GatewayClient,
  { offerId, userToken }: RemoveFromCartArgs,
): Promise<CallResult<AckResponse>> {
  return client.post(
    `RemoveFromCart/${seg(offerId)}/${seg(userToken)}`,
    removeFromCartRequestSchema,
    {},
    removeFromCartResponseSchema,
  );
}
