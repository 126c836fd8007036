/**
 * Wire-format helpers: the envelope, date formats and money texts exactly as the real gateway sends
 * them (see gateway-wire-facts.md), so the client is exercised against the real quirks.
 */

/** The error block carried by almost every response. */
export type ErrorBlock = { ErrorCode: number; ErrorDetails: string; OfflineMessage: string | null };

/** ErrorCode for success, general failure and an expired session. */
export const OK = 1;
export const FAIL = -1;
export const EXPIRED = -1001;
/** Text the real gateway sends with -1001. */
export const EXPIRED_TEXT = "Your session has expired";

/** Builds an error block. */
export function errorBlock(code: number, details: string): ErrorBlock {
  return { ErrorCode: code, ErrorDetails: details, OfflineMessage: null };
}

/** A success envelope with extra fields. */
export function ok<T extends object>(fields: T, details = "Success"): T & { ErrorMessage: ErrorBlock } {
  return { ErrorMessage: errorBlock(OK, details), ...fields };
}

/** A failure envelope (HTTP 200, only the body says it failed). */
export function fail(details: string, code: number = FAIL): { ErrorMessage: ErrorBlock } {
  return { ErrorMessage: errorBlock(code, details) };
}

/** The -1001 envelope for unknown or expired tokens. */
export function expired(): { ErrorMessage: ErrorBlock } {
  return fail(EXPIRED_TEXT, EXPIRED);
}

/** The chain's wall-clock offset, used in Microsoft JSON dates (five hours behind UTC, all year). */
const OFFSET_MINUTES = -300;
/**
 * The demo chains' time zone as an IANA name (POSIX sign: `Etc/GMT+5` is UTC-5), for what reads
 * their dates as their shoppers do: the browser tests run their browsers and specs in it.
 */
export const DEMO_TIME_ZONE = "Etc/GMT+5";

/** `/Date(ms-0500)/`: epoch milliseconds with the chain's offset, as older endpoints send. */
export function msDate(ms: number): string {
  return `/Date(${ms}-0500)/`;
}

/** Wall-clock parts of an instant in the chain's time zone. */
function localParts(ms: number): Date {
  return new Date(ms + OFFSET_MINUTES * 60_000);
}

const pad = (n: number): string => String(n).padStart(2, "0");

/** `MM/dd/yyyy` in the chain's time zone. */
export function mdy(ms: number): string {
  const d = localParts(ms);
  return `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}`;
}

/** `MM/dd/yyyy HH:mm:ss` in the chain's time zone. */
export function mdyTime(ms: number): string {
  const d = localParts(ms);
  return `${mdy(ms)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** `$1,234.50` */
export function money(amount: number): string {
  return `$${amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** `1,250` */
export function thousands(n: number): string {
  return n.toLocaleString("en-US");
}

/** Placeholder stored in seed data and state for the gateway's own origin; replaced per response. */
export const BASE = "{{GATEWAY_BASE}}";

/** Serialises a body, pointing every seeded URL at the origin the caller used. */
export function serialise(body: unknown, base: string): string {
  return JSON.stringify(body).replaceAll(BASE, base);
}

/** Midnight (chain time) of the Sunday that starts the week containing `ms`: the seed's anchor. */
export function weekStart(ms: number): number {
  const d = localParts(ms);
  const midnight = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  return midnight - d.getUTCDay() * 86_400_000 - OFFSET_MINUTES * 60_000;
}

/** One day in milliseconds. */
export const DAY = 86_400_000;
