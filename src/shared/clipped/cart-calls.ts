/**
 * The cart page's gateway calls with the member token. Loaded on demand by the cart store, so the
 * header badge does not ship the client (zod and the schemas) on static pages.
 */
import { getMyCardAndSaveAmountInfo, getMyCartDetails, removeFromCart } from "../../api/cart.ts";
import type { GetMyCardAndSaveAmountInfoResponse, GetMyCartDetailsResponse } from "../../api/cart.ts";
import type { AckResponse } from "../../api/envelope.ts";
import type { CallResult } from "../../api/client.ts";
import { siteClient } from "../session/site-client.ts";

/** `POST GetMyCartDetails/{userToken}`. */
export function fetchMyCart(token: string): Promise<CallResult<GetMyCartDetailsResponse>> {
  return getMyCartDetails(siteClient(), token);
}

/** `GET GetMyCardAndSaveAmountInfo/{userToken}`: the card barcode. */
export function fetchMyCard(token: string): Promise<CallResult<GetMyCardAndSaveAmountInfoResponse>> {
  return getMyCardAndSaveAmountInfo(siteClient(), token);
}

/** `POST RemoveFromCart/{offerId}/{userToken}`. */
export function removeOffer(offerId: number, token: string): Promise<CallResult<AckResponse>> {
  return removeFromCart(siteClient(), { offerId, userToken: token });
}
