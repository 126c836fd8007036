/**
 * Schemas shared by every gateway area: the error block, the bare acknowledgement and the
 * method-only request body.
 */
import * as z from "zod/mini";
import { num, text, wireObject } from "./wire-fields.ts";

/** ErrorCode meaning success. */
export const SUCCESS_CODE = 1;
/** ErrorCode of a general failure. */
export const FAILURE_CODE = -1;
/** ErrorCode of an invalid or expired session. */
export const SESSION_EXPIRED_CODE = -1001;

/** The error block as sent (`ErrorMessage`, also accepted as `ErrorMesasge` or any casing). */
export const errorMessageSchema = wireObject({
  ErrorCode: num,
  ErrorDetails: text,
  OfflineMessage: z.optional(z.nullable(z.string())),
});

/** A response that carries only the error block (save, remove, profile, password, e-mail …). */
export const ackResponseSchema = wireObject({ ErrorMessage: errorMessageSchema });
/** A response that carries only the error block. */
export type AckResponse = z.output<typeof ackResponseSchema>;

/** Every POST body carries `method: "POST"` (the gateway's form-style convention). */
export const postMethod = z.literal("POST");

/** Body of calls whose only field is `method` (GetClientStores/1, RemoveFromCart, GetMyCartDetails …). */
export const methodOnlyRequestSchema = z.strictObject({ method: postMethod });

/** Encodes one path segment (tokens and ids are caller data). */
export function seg(value: string | number): string {
  return encodeURIComponent(String(value));
}
