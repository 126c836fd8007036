/**
 * Wire-quirk helpers for the gateway (see gateway-wire-facts.md): its date formats, its two spellings
 * of the error block and its key-casing drift. Framework-free so islands, the build and the demo
 * gateway can all use them.
 *
 * Date convention: a parsed gateway date is a "wall-clock" Date whose UTC fields hold the date and
 * time the gateway wrote. `/Date(ms-0500)/` becomes `ms - 5h`, `2024-01-31T23:59:59-05:00` and
 * `01/31/2024 23:59:59` both become 2024-01-31 23:59:59 UTC. Formatting reads UTC fields only, so the
 * shopper's time zone can never move an expiry date to another day.
 */

/** `/Date(ms)/` or `/Date(ms±hhmm)/`, any digit count, optionally with JSON-escaped slashes. */
const MS_DATE = /^\\?\/Date\((-?\d+)(?:([+-])(\d{2})(\d{2}))?\)\\?\/$/;
/** `M/d/yyyy`, optionally followed by `H:mm[:ss]` and an AM/PM marker. */
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?\s*([AaPp][Mm])?)?$/;
/** ISO 8601 date or date-time; the zone, when present, is validated but the wall clock is kept. */
const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(?:Z|[+-]\d{2}:?\d{2})?$/i;
/** Largest magnitude a JavaScript Date accepts. */
const MAX_EPOCH_MS = 8.64e15;

/** Builds a wall-clock Date from parts, or null when a part is out of range (e.g. 02/30). */
function wallClock(y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0): Date | null {
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s, ms));
  date.setUTCFullYear(y); // Date.UTC maps years 0-99 to 19xx
  const same =
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo - 1 &&
    date.getUTCDate() === d &&
    date.getUTCHours() === h &&
    date.getUTCMinutes() === mi &&
    date.getUTCSeconds() === s;
  return same ? date : null;
}

/** Epoch milliseconds to a Date, or null when out of range. */
function fromEpoch(ms: number): Date | null {
  return Number.isFinite(ms) && Math.abs(ms) <= MAX_EPOCH_MS ? new Date(ms) : null;
}

/** `/Date(ms±hhmm)/`: the offset moves the instant to the writer's wall clock. */
function parseMsDate(m: RegExpExecArray): Date | null {
  const [, digits = "", sign, hh = "0", mm = "0"] = m;
  const offsetMinutes = sign === undefined ? 0 : (sign === "-" ? -1 : 1) * (Number(hh) * 60 + Number(mm));
  return fromEpoch(Number(digits) + offsetMinutes * 60_000);
}

/** `M/d/yyyy[ H:mm[:ss][ AM|PM]]`. */
function parseUsDate(m: RegExpExecArray): Date | null {
  const [, mo = "", d = "", y = "", h, mi, s, ampm] = m;
  let hour = h === undefined ? 0 : Number(h);
  if (ampm !== undefined) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (ampm.toLowerCase() === "pm" ? 12 : 0);
  }
  return wallClock(Number(y), Number(mo), Number(d), hour, Number(mi ?? 0), Number(s ?? 0));
}

/** ISO 8601, keeping the written wall clock (see the module note). */
function parseIsoDate(m: RegExpExecArray): Date | null {
  const [, y = "", mo = "", d = "", h, mi, s, frac] = m;
  const ms = frac === undefined ? 0 : Math.floor(Number(`0.${frac}`) * 1000);
  return wallClock(Number(y), Number(mo), Number(d), Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0), ms);
}

/** Parses any date form the gateway sends (Microsoft JSON, MM/dd/yyyy[ HH:mm:ss], ISO, epoch ms); null for anything else. */
export function parseGatewayDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : new Date(value.getTime());
  if (typeof value === "number") return fromEpoch(value);
  if (typeof value !== "string") return null;
  const text = value.trim();
  const ms = MS_DATE.exec(text);
  if (ms) return parseMsDate(ms);
  const us = US_DATE.exec(text);
  if (us) return parseUsDate(us);
  const iso = ISO_DATE.exec(text);
  return iso ? parseIsoDate(iso) : null;
}

/** Parsed wall-clock Date of a raw date text as the gateway sent it ('' or unreadable: null; a long digit string is epoch ms). */
export function parseRawDate(raw: string): Date | null {
  return raw === "" ? null : parseGatewayDate(/^-?\d+$/.test(raw) && raw.length > 8 ? Number(raw) : raw);
}

const pad2 = (n: number): string => String(n).padStart(2, "0");

/** Formats a parsed gateway date as MM/DD/YYYY from its UTC fields ('' for null or an invalid Date). */
export function formatUSDate(d: Date | null): string {
  if (d === null || Number.isNaN(d.getTime())) return "";
  return `${pad2(d.getUTCMonth() + 1)}/${pad2(d.getUTCDate())}/${d.getUTCFullYear()}`;
}

/** Parses and formats in one go: any gateway date value to MM/DD/YYYY ('' when unreadable). */
export function formatGatewayDate(value: unknown): string {
  return formatUSDate(parseGatewayDate(value));
}

/** Misspellings the server is known for, keyed by their lower-case form, mapped to the lower-case canonical key. */
const KEY_ALIASES: Readonly<Record<string, string>> = {
  errormesasge: "errormessage",
  storetiminglable: "storetiminglabel",
};

/** Lower-cases a key and resolves known misspellings, giving the form canonical keys are matched on. */
function matchForm(key: string): string {
  const lower = key.toLowerCase();
  return KEY_ALIASES[lower] ?? lower;
}

/** True for a plain JSON object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Makes a normaliser that renames the keys of one object to the canonical names given
 * (case-insensitively, known misspellings included); keys with no canonical match are kept as they
 * are. An exact canonical key wins over a variant unless it is null. Non-objects pass untouched.
 */
export function keyNormalizer(canonicalKeys: readonly string[]): (value: unknown) => unknown {
  const byForm = new Map(canonicalKeys.map((k) => [matchForm(k), k] as const));
  const exact = new Set(canonicalKeys);
  return (value) => {
    if (!isRecord(value)) return value;
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) if (exact.has(key)) out[key] = v;
    for (const [key, v] of Object.entries(value)) {
      if (exact.has(key) || key === "__proto__") continue;
      const target = byForm.get(matchForm(key)) ?? key;
      if (!Object.hasOwn(out, target) || out[target] === null || out[target] === undefined) out[target] = v;
    }
    return out;
  };
}

/** Renames the keys of one object to the canonical names given (see `keyNormalizer`). */
export function normalizeKeys(value: unknown, canonicalKeys: readonly string[]): unknown {
  return keyNormalizer(canonicalKeys)(value);
}

/** The error block as callers need it: the code and the server's human text. */
export type ErrorBlock = { code: number; details: string };

/** Finds a key of an object case-insensitively (misspellings included). */
function findKey(obj: Record<string, unknown>, canonical: string): unknown {
  const form = matchForm(canonical);
  if (canonical in obj) return obj[canonical];
  const key = Object.keys(obj).find((k) => matchForm(k) === form);
  return key === undefined ? undefined : obj[key];
}

/** Reads the error block under `ErrorMessage` or `ErrorMesasge` (any casing); null when absent or without a numeric code. */
export function readErrorBlock(envelope: unknown): ErrorBlock | null {
  if (!isRecord(envelope)) return null;
  const block = findKey(envelope, "ErrorMessage");
  if (!isRecord(block)) return null;
  const rawCode = findKey(block, "ErrorCode");
  const code = typeof rawCode === "string" && rawCode.trim() !== "" ? Number(rawCode) : rawCode;
  if (typeof code !== "number" || !Number.isFinite(code)) return null;
  const details = findKey(block, "ErrorDetails");
  return { code, details: typeof details === "string" ? details : details == null ? "" : String(details) };
}
