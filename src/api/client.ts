/**
 * The one gateway client, on `ofetch` (browsers and Node 24 alike). Every call goes to
 * `{base}/{CallPath}` with the tenant's `domainname` header, POST bodies carry `method: "POST"`, and
 * every answer is parsed at the boundary into a `CallResult`: callers never see undefined data, a
 * thrown error or a lost ErrorDetails text. Each attempt has a timeout; GETs (idempotent) are retried
 * with a growing delay after no answer or a transient status, POSTs never.
 */
import { createFetch, FetchError } from "ofetch";
import * as z from "zod/mini";
import { SESSION_EXPIRED_CODE, SUCCESS_CODE } from "./envelope.ts";
import { readErrorBlock } from "./wire.ts";

// zod compiles object parsers with `new Function` unless told not to; the site's Content Security
// Policy forbids eval, and the interpreted parser is fast enough for gateway answers.
z.config({ jitless: true });

/** Any zod (mini) schema. */
type Schema = z.ZodMiniType;

/** A successful call: the parsed response. */
export type CallSuccess<T> = { ok: true; data: T };

/** Why a call did not produce data; `raw` is the decoded body when there was one. */
export type CallFailure =
  /** HTTP 200 but ErrorCode ≠ 1: show `details` (the server's ErrorDetails) to the shopper. */
  | { ok: false; kind: "rejected"; code: number; details: string; raw: unknown }
  /** ErrorCode -1001: the member token is invalid or expired. */
  | { ok: false; kind: "session-expired"; details: string; raw: unknown }
  /** A non-2xx status; `details` is the body's ErrorDetails when it had one, else ''. */
  | { ok: false; kind: "http"; status: number; details: string; error: string; raw: unknown }
  /** The answer was not JSON or did not match the call's response schema. */
  | { ok: false; kind: "invalid-response"; error: string; raw: unknown }
  /** No answer at all: offline, DNS, CORS, refused connection or timeout. */
  | { ok: false; kind: "network"; error: string }
  /** The body we were about to send broke the call's request schema (a bug in the caller). */
  | { ok: false; kind: "invalid-request"; error: string };

/** Outcome of one gateway call. */
export type CallResult<T> = CallSuccess<T> | CallFailure;

/**
 * How the error block decides the outcome. `strict` (default): 1 is success, -1001 is
 * session-expired, any other code is rejected. `passthrough`: only -1001 is special; every other
 * code is parsed as data so the caller can read it (ValidateMemberNumber, reward redeem).
 * `none`: the response has no error block (clientinfo, the job list).
 */
export type EnvelopeMode = "strict" | "passthrough" | "none";

/** Per-call options. */
export type CallOptions = {
  /** How the error block decides the outcome; default `strict`. */
  envelope?: EnvelopeMode;
  /** Replaces the client's `domainname` header for this call (support calls); null sends none. */
  domainname?: string | null;
  /**
   * Reads a successful answer as it arrives (a list of thousands): its text goes to `onText` in
   * pieces of at most STREAM_PIECE characters, with `pause()` awaited between them (an answer that
   * arrived whole while the page was busy is still handed over in short tasks), and once it has all
   * come, `remainder()` is what the call interprets (a reader that kept the envelope without the
   * list it handed out, so nothing is parsed twice). A failed answer (non-2xx) is read whole and
   * interpreted as usual. For POSTs (never retried): a retried GET would hand its text over twice.
   */
  stream?: { onText: (text: string) => void; remainder: () => string; pause?: () => Promise<void> };
};

/** Settings for `createGatewayClient`. */
export type GatewayClientOptions = {
  /** Gateway base URL, e.g. `http://localhost:8787` (a trailing slash is ignored). */
  baseUrl: string;
  /** Tenant subdomain sent as the `domainname` header; '' or absent sends none. */
  domainname?: string;
  /** Fetch implementation (tests, server-side); defaults to the global fetch. */
  fetch?: typeof globalThis.fetch;
  /** Timeout of one attempt in milliseconds; default 15000. */
  timeoutMs?: number;
  /** How often a GET is retried after no answer or a transient status; default 2. POSTs never are. */
  getRetries?: number;
  /** Delay before the first GET retry in milliseconds, doubled for each further one; default 300. */
  retryDelayMs?: number;
};

/** Statuses after which a GET is worth repeating (the server or a proxy said "not now"). */
export const RETRY_STATUSES: readonly number[] = [408, 429, 500, 502, 503, 504];

/** The typed client the area modules call through. */
export type GatewayClient = {
  /** Base URL without a trailing slash. */
  readonly baseUrl: string;
  /** The tenant's `domainname` header value ('' when none). */
  readonly domainname: string;
  /** GET `{base}/{path}` (or an absolute http(s) URL) and parse the answer with `response`. */
  get<S extends Schema>(path: string, response: S, options?: CallOptions): Promise<CallResult<z.output<S>>>;
  /** POST `{base}/{path}` with `body` plus `method: "POST"`, checked against `request` first. */
  post<Q extends Schema, S extends Schema>(
    path: string,
    request: Q,
    body: Omit<z.input<Q>, "method">,
    response: S,
    options?: CallOptions,
  ): Promise<CallResult<z.output<S>>>;
};

/**
 * Thrown by a fetch implementation when trying again cannot help (an answer over the pull's size
 * limit, a redirect loop): reported with its own message and never retried.
 */
export class FinalFetchError extends Error {}

/** Raw HTTP outcome before interpretation (`final`: no use trying again). */
type Transport = { status: number; text: string } | { error: string; final?: boolean };

/** One issue as text naming the field (zod/mini ships no locale, so the message alone says little). */
function issueText(issue: z.core.$ZodIssue): string {
  const where = issue.path.map(String).join(".") || "(root)";
  if (issue.code === "unrecognized_keys") return `${where}: unknown field ${issue.keys.join(", ")}`;
  if (issue.code === "invalid_type") return `${where}: expected ${issue.expected}`;
  if (issue.code === "invalid_value")
    return `${where}: expected ${issue.values.map((v) => JSON.stringify(v)).join(" or ")}`;
  return `${where}: ${issue.message}`;
}

/** Issues as one line (at most three), naming the fields. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues.slice(0, 3).map(issueText).join("; ");
}

/** Decodes a body, or undefined when empty or not JSON. */
function decode(text: string): unknown {
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Turns a raw HTTP outcome into a typed result (see `EnvelopeMode`). */
export function interpret<S extends Schema>(
  transport: Transport,
  response: S,
  envelope: EnvelopeMode,
): CallResult<z.output<S>> {
  if ("error" in transport) return { ok: false, kind: "network", error: transport.error };
  const raw = decode(transport.text);
  const { status } = transport;
  if (status < 200 || status > 299) {
    const details = readErrorBlock(raw)?.details ?? "";
    return { ok: false, kind: "http", status, details, error: `HTTP ${status}`, raw: raw ?? transport.text };
  }
  if (raw === undefined)
    return { ok: false, kind: "invalid-response", error: "Response is not JSON", raw: transport.text };
  if (envelope !== "none") {
    const block = readErrorBlock(raw);
    if (block?.code === SESSION_EXPIRED_CODE)
      return { ok: false, kind: "session-expired", details: block.details, raw };
    if (envelope === "strict" && block !== null && block.code !== SUCCESS_CODE) {
      return { ok: false, kind: "rejected", code: block.code, details: block.details, raw };
    }
  }
  return parseData(response, raw);
}

/** Parses decoded data with a schema into a result (for callers that post-process a raw answer). */
export function parseData<S extends Schema>(schema: S, raw: unknown): CallResult<z.output<S>> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return { ok: false, kind: "invalid-response", error: describeIssues(parsed.error.issues), raw };
  return { ok: true, data: parsed.data };
}

/** Creates the gateway client for one tenant. */
export function createGatewayClient(options: GatewayClientOptions): GatewayClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const domainname = options.domainname ?? "";
  const $fetch = createFetch({ fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)) });
  const timeout = options.timeoutMs ?? 15_000;
  const getRetries = options.getRetries ?? 2;
  const firstDelay = options.retryDelayMs ?? 300;

  const url = (path: string): string => (/^https?:\/\//i.test(path) ? path : `${baseUrl}/${path}`);

  /** One attempt: the status and body text, or why there was no answer. */
  async function attempt(
    method: "GET" | "POST",
    target: string,
    headers: Record<string, string>,
    body: unknown,
    stream?: CallOptions["stream"],
  ) {
    try {
      const request = { method, headers, timeout, retry: false as const };
      const payload = body === undefined ? {} : { body: JSON.stringify(body) };
      if (stream !== undefined) {
        const res = await $fetch.raw<ReadableStream<Uint8Array>, "stream">(target, {
          ...request,
          ...payload,
          responseType: "stream",
          ignoreResponseError: true,
        });
        const ok = res.status >= 200 && res.status <= 299;
        const text = await readText(res._data, ok ? stream : undefined);
        return { status: res.status, text: ok ? stream.remainder() : text };
      }
      const res = await $fetch.raw<string, "text">(target, { ...request, ...payload, responseType: "text" });
      return { status: res.status, text: res._data ?? "" };
    } catch (error) {
      if (error instanceof FetchError && error.response !== undefined) {
        const data: unknown = error.response._data;
        return { status: error.response.status, text: typeof data === "string" ? data : "" };
      }
      const final = error instanceof FetchError && error.cause instanceof FinalFetchError;
      return { error: errorText(error), ...(final ? { final } : {}) };
    }
  }

  async function send(method: "GET" | "POST", path: string, body: unknown, opts: CallOptions): Promise<Transport> {
    const headers: Record<string, string> = { accept: "application/json" };
    const header = opts.domainname === undefined ? domainname : opts.domainname;
    if (header) headers["domainname"] = header;
    if (body !== undefined) headers["content-type"] = "application/json";
    // A retried POST could clip a coupon or register a member twice: only GETs are repeated, after
    // no answer (offline, timeout) or a transient status, waiting 300 ms, 600 ms, 1200 ms …
    const retries = method === "GET" ? getRetries : 0;
    let outcome: Transport = await attempt(method, url(path), headers, body, opts.stream);
    for (let n = 0; n < retries && isTransient(outcome); n += 1) {
      await new Promise((resolve) => setTimeout(resolve, firstDelay * 2 ** n));
      outcome = await attempt(method, url(path), headers, body);
    }
    return outcome;
  }

  return {
    baseUrl,
    domainname,
    async get(path, response, opts = {}) {
      return interpret(await send("GET", path, undefined, opts), response, opts.envelope ?? "strict");
    },
    async post(path, request, body, response, opts = {}) {
      const full = { ...(body as object), method: "POST" };
      const checked = request.safeParse(full);
      if (!checked.success) return { ok: false, kind: "invalid-request", error: describeIssues(checked.error.issues) };
      return interpret(await send("POST", path, full, opts), response, opts.envelope ?? "strict");
    },
  };
}

/** Characters handed to a streaming reader at a time. */
export const STREAM_PIECE = 65_536;

/**
 * A body's text; with `to`, each decoded piece goes to `to.onText` as it arrives, in pieces of at
 * most STREAM_PIECE characters with `to.pause()` between them (and only the caller keeps the text).
 */
async function readText(
  body: ReadableStream<Uint8Array> | undefined,
  to?: { onText: (text: string) => void; pause?: () => Promise<void> },
) {
  if (body === undefined) return "";
  const decoder = new TextDecoder();
  const reader = body.getReader();
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    const decoded = done ? decoder.decode() : decoder.decode(value, { stream: true });
    if (to === undefined) text += decoded;
    for (let at = 0; to !== undefined && at < decoded.length; at += STREAM_PIECE) {
      if (at > 0) await to.pause?.();
      to.onText(decoded.slice(at, at + STREAM_PIECE));
    }
    if (done) return text;
  }
}

/** Whether an attempt's outcome is worth repeating (for an idempotent call). */
function isTransient(outcome: Transport): boolean {
  return "error" in outcome ? outcome.final !== true : RETRY_STATUSES.includes(outcome.status);
}

/** The underlying reason of a failed request (ofetch wraps it in a FetchError). */
function errorText(error: unknown): string {
  const cause = error instanceof FetchError && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

/** The text to show or log for a failure: the server's ErrorDetails when there is one, else the error. */
export function failureMessage(failure: CallFailure): string {
  if (failure.kind === "rejected" || failure.kind === "session-expired") return failure.details;
  if (failure.kind === "http" && failure.details !== "") return failure.details;
  return failure.error;
}
