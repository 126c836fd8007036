/**
 * Site settings: the host → site map and one site's clientinfo file. `data` and `common` stay loosely
 * typed here; the tenant schema validates them at build time.
 */
import * as z from "zod/mini";
import { parseData, type CallResult, type GatewayClient } from "./client.ts";
import { isRecord } from "./wire.ts";

/**
 * The `error` of a clientinfo answer as text, or null for none. Chains' files write "no error" as
 * null, "", false or leave it out; a non-blank text (or true, or any other value) is an error.
 */
export function clientInfoError(value: unknown): string | null {
  if (value === undefined || value === null || value === false) return null;
  if (typeof value === "string") return value.trim() === "" ? null : value.trim();
  return value === true ? "error: true" : JSON.stringify(value);
}

/** The `error` field, read with `clientInfoError`. */
export const clientInfoErrorSchema = z.pipe(z.optional(z.unknown()), z.transform(clientInfoError));

/** The loose `data` / `common` blocks of a clientinfo file. */
const looseRecord = z.record(z.string(), z.unknown());

/** `GET clientinfo?FileName=domainFileMap`: `{ error, data: { host: site } }`. */
export const domainFileMapResponseSchema = z.object({
  error: clientInfoErrorSchema,
  data: z.record(z.string(), z.string()),
});
/** The host → site map. */
export type DomainFileMapResponse = z.output<typeof domainFileMapResponseSchema>;

/** `GET clientinfo?FileName={site}`: `{ error, basename, data, common }`. */
export const clientInfoResponseSchema = z.object({
  error: clientInfoErrorSchema,
  basename: z.string(),
  data: looseRecord,
  common: z.pipe(
    z.optional(z.nullable(looseRecord)),
    z.transform((v) => v ?? {}),
  ),
});
/** One site's settings file. */
export type ClientInfoResponse = z.output<typeof clientInfoResponseSchema>;

/**
 * Checks the `error` field before the shape: an error answer usually lacks `data`, and its text is
 * what the caller logs (the spec shows a full-page error for it).
 */
async function fetchInfo<S extends z.ZodMiniType>(
  client: GatewayClient,
  path: string,
  schema: S,
  domainname?: null,
): Promise<CallResult<z.output<S>>> {
  const result = await client.get(
    path,
    z.unknown(),
    domainname === null ? { envelope: "none", domainname } : { envelope: "none" },
  );
  if (!result.ok) return result;
  const error = clientInfoError(isRecord(result.data) ? result.data["error"] : undefined);
  if (error !== null) {
    return { ok: false, kind: "rejected", code: -1, details: error, raw: result.data };
  }
  return parseData(schema, result.data);
}

/** Fetches the host → site key map (sent without a `domainname` header: no site is known yet). */
export function getDomainFileMap(client: GatewayClient): Promise<CallResult<DomainFileMapResponse>> {
  return fetchInfo(client, "clientinfo?FileName=domainFileMap", domainFileMapResponseSchema, null);
}

/** Fetches one site's clientinfo; an `error` text becomes a rejected result with code -1. */
export function getClientInfo(client: GatewayClient, site: string): Promise<CallResult<ClientInfoResponse>> {
  return fetchInfo(client, `clientinfo?FileName=${encodeURIComponent(site)}`, clientInfoResponseSchema);
}
