/**
 * Weekly ads: the per-store gallery (images and PDF) and the store list of current ads. The
 * gallery's "-1 No WeeklyAds available." answer is an empty gallery, not an error.
 */
import * as z from "zod/mini";
import type { CallResult, GatewayClient } from "./client.ts";
import { FAILURE_CODE, errorMessageSchema, postMethod, seg } from "./envelope.ts";
import { list, num, rawDate, text, toDate, wireObject } from "./wire-fields.ts";

/** One page of the gallery. */
export const galleryItemSchema = wireObject({
  /** Sent as a number or as text. */
  PageNumber: num,
  URL: text,
  GalleryType: text,
});
/** One page of the gallery. */
export type GalleryItem = z.output<typeof galleryItemSchema>;

/** Response of `GET WeeklyAdGallery/{token}/{storeId}` with the ad dates parsed (`startsAt`, `endsAt`). */
export const weeklyAdGalleryResponseSchema = z.pipe(
  wireObject({
    ErrorMessage: errorMessageSchema,
    GalleryItems: list(galleryItemSchema),
    PDFURL: text,
    AdStartDate: rawDate,
    AdEndDate: rawDate,
  }),
  z.transform((g) => ({ ...g, startsAt: toDate(g.AdStartDate), endsAt: toDate(g.AdEndDate) })),
);
/** A weekly-ad gallery. */
export type WeeklyAdGallery = z.output<typeof weeklyAdGalleryResponseSchema>;

/** Body of `POST GetWeeklyAdsByStore` (support domain header). */
export const getWeeklyAdsByStoreRequestSchema = z.strictObject({
  method: postMethod,
  ClientDbName: z.string(),
  ClientId: z.number(),
  Token: z.literal(""),
});

/** Body of `POST GetWeeklyAdsByCustomer`: the by-store body plus ClientStoreGroupId. */
export const getWeeklyAdsByCustomerRequestSchema = z.strictObject({
  ...getWeeklyAdsByStoreRequestSchema.shape,
  ClientStoreGroupId: z.number(),
});

/** A store's current ad; dates parsed into `validFromAt` and `expiresAt`. */
export const weeklyAdSchema = z.pipe(
  wireObject({
    STOREID: num,
    STORENAME: text,
    VALIDFROMDATE: rawDate,
    EXPIRESON: rawDate,
    /** The ad image (1575x1500). */
    PDFFILENAME: text,
    ADDRESSLINE1: text,
  }),
  z.transform((a) => ({ ...a, validFromAt: toDate(a.VALIDFROMDATE), expiresAt: toDate(a.EXPIRESON) })),
);
/** A store's current ad. */
export type WeeklyAd = z.output<typeof weeklyAdSchema>;

/** Response of both weekly-ad list calls. */
export const getWeeklyAdsResponseSchema = wireObject({
  ErrorMessage: errorMessageSchema,
  WeeklyAds: list(weeklyAdSchema),
});
/** Response of the weekly-ad list calls. */
export type GetWeeklyAdsResponse = z.output<typeof getWeeklyAdsResponseSchema>;

/** The gateway's "nothing this week" answer to the gallery call. */
const NO_ADS = /no\s*weekly\s*ads?/i;

/** An empty gallery (what "No WeeklyAds available." means). */
function emptyGallery(details: string): WeeklyAdGallery {
  const ErrorMessage = { ErrorCode: FAILURE_CODE, ErrorDetails: details };
  return { ErrorMessage, GalleryItems: [], PDFURL: "", AdStartDate: "", AdEndDate: "", startsAt: null, endsAt: null };
}

/** Arguments of `getWeeklyAdGallery` (guests use store id 1). */
export type WeeklyAdGalleryArgs = { token: string; storeId: number | string };

/** `GET WeeklyAdGallery/{token}/{storeId}`; "No WeeklyAds available." gives an empty gallery. */
export async function getWeeklyAdGallery(
  client: GatewayClient,
  { token, storeId }: WeeklyAdGalleryArgs,
): Promise<CallResult<WeeklyAdGallery>> {
  const result = await client.get(`WeeklyAdGallery/${seg(token)}/${seg(storeId)}`, weeklyAdGalleryResponseSchema);
  if (!result.ok && result.kind === "rejected" && result.code === FAILURE_CODE && NO_ADS.test(result.details)) {
    return { ok: true, data: emptyGallery(result.details) };
  }
  return result;
}

/** Arguments of `getWeeklyAdsByStore`. */
export type GetWeeklyAdsByStoreArgs = { ClientDbName: string; ClientId: number; supportDomain: string };

/** `POST GetWeeklyAdsByStore` (empty Token, support domain header). */
export function getWeeklyAdsByStore(
  client: GatewayClient,
  { ClientDbName, ClientId, supportDomain }: GetWeeklyAdsByStoreArgs,
): Promise<CallResult<GetWeeklyAdsResponse>> {
  const body = { ClientDbName, ClientId, Token: "" as const };
  return client.post("GetWeeklyAdsByStore", getWeeklyAdsByStoreRequestSchema, body, getWeeklyAdsResponseSchema, {
    domainname: supportDomain,
  });
}

/** Arguments of `getWeeklyAdsByCustomer`. */
export type GetWeeklyAdsByCustomerArgs = GetWeeklyAdsByStoreArgs & { ClientStoreGroupId: number };

/** `POST GetWeeklyAdsByCustomer` (adds ClientStoreGroupId; support domain header). */
export function getWeeklyAdsByCustomer(
  client: GatewayClient,
  { ClientDbName, ClientId, ClientStoreGroupId, supportDomain }: GetWeeklyAdsByCustomerArgs,
): Promise<CallResult<GetWeeklyAdsResponse>> {
  const body = { ClientDbName, ClientId, Token: "" as const, ClientStoreGroupId };
  return client.post("GetWeeklyAdsByCustomer", getWeeklyAdsByCustomerRequestSchema, body, getWeeklyAdsResponseSchema, {
    domainname: supportDomain,
  });
}
