/**
 * Store locations. Three sources answer the same `GetClientStores` list: the tenant's own stores,
 * the by-client-app variant, and the static list of one backend (sent with the support domain).
 */
import * as z from "zod/mini";
import type { CallResult, GatewayClient } from "./client.ts";
import { errorMessageSchema, methodOnlyRequestSchema, postMethod, seg } from "./envelope.ts";
import { list, num, optNum, text, wireObject } from "./wire-fields.ts";

/** A store location. */
export const storeSchema = wireObject({
  ClientStoreId: num,
  ClientStoreName: text,
  City: text,
  AddressLine1: text,
  /** Often just repeats the state; the spec shows it as the state. */
  AddressLine2: text,
  StateName: text,
  ZipCode: text,
  StorePhoneNumber: text,
  StoreEmail: text,
  /** Multi-line opening hours (`\n` separated). */
  StoreTimings: text,
  /** Label for the hours (sent misspelt as `StoreTimingLable`). */
  StoreTimingLabel: text,
  StoreImage: text,
  /** When the first store has one, stores are grouped by it. */
  SectionName: text,
  Latitude: optNum,
  Longitude: optNum,
  WeeklyAdStoreId: optNum,
  StoreNumber: text,
});
/** A store location. */
export type Store = z.output<typeof storeSchema>;

/** Response of every store call. */
export const getClientStoresResponseSchema = wireObject({
  ErrorMessage: errorMessageSchema,
  GetClientStores: list(storeSchema),
});
/** Response of every store call. */
export type GetClientStoresResponse = z.output<typeof getClientStoresResponseSchema>;

/** Body of `POST GetClientStores/1`: method only. */
export const getClientStoresRequestSchema = methodOnlyRequestSchema;
/** Body of `POST GetclientStoresbyClientapp/{storeGroupId}/''`: method only. */
export const getClientStoresByClientAppRequestSchema = methodOnlyRequestSchema;

/** Body of `POST GetStaticClientStores` (sent with the support domain header). */
export const getStaticClientStoresRequestSchema = z.strictObject({
  method: postMethod,
  ClientDbName: z.string(),
  ClientId: z.number(),
  ClientStoreId: z.literal(0),
  Token: z.literal(""),
});

/**
 * Last path segment of the by-client-app call: the spec's call table writes the path as
 * `GetclientStoresbyClientapp/{storeGroupId}/''`, so the two apostrophes are sent literally, as
 * the existing storefronts do. A gateway should treat `''` (and an empty segment) as "no app name".
 */
export const CLIENT_APP_SEGMENT = "''";

/** `POST GetClientStores/1`: the tenant's stores. */
export function getClientStores(client: GatewayClient): Promise<CallResult<GetClientStoresResponse>> {
  return client.post("GetClientStores/1", getClientStoresRequestSchema, {}, getClientStoresResponseSchema);
}

/** `POST GetclientStoresbyClientapp/{storeGroupId}/''`: stores from the by-client-app source. */
export function getClientStoresByClientApp(
  client: GatewayClient,
  storeGroupId: number | string,
): Promise<CallResult<GetClientStoresResponse>> {
  return client.post(
    `GetclientStoresbyClientapp/${seg(storeGroupId)}/${CLIENT_APP_SEGMENT}`,
    getClientStoresByClientAppRequestSchema,
    {},
    getClientStoresResponseSchema,
  );
}

/** Arguments of `getStaticClientStores`. */
export type GetStaticClientStoresArgs = { ClientDbName: string; ClientId: number; supportDomain: string };

/** `POST GetStaticClientStores` (ClientStoreId 0, empty Token, support domain header). */
export function getStaticClientStores(
  client: GatewayClient,
  { ClientDbName, ClientId, supportDomain }: GetStaticClientStoresArgs,
): Promise<CallResult<GetClientStoresResponse>> {
  return client.post(
    "GetStaticClientStores",
    getStaticClientStoresRequestSchema,
    { ClientDbName, ClientId, ClientStoreId: 0, Token: "" },
    getClientStoresResponseSchema,
    { domainname: supportDomain },
  );
}
