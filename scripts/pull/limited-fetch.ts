/**
 * The pull's fetch: answers are read with a size limit while they stream (a huge answer is cut off
 * after `maxAnswerBytes`, never held whole), and redirects are followed here, at most
 * `maxRedirects`, so a loop is named with its addresses instead of ending as "fetch failed".
 * Both throw a `FinalFetchError`: the gateway client reports it as is and does not try again.
 */
import { FinalFetchError } from "../../src/api/client.ts";

/** The pull's limits per call. */
export type PullLimits = { maxAnswerBytes: number; maxRedirects: number };

/** Defaults: 16 MB per answer (the largest demo answer, every coupon of a chain, is about 2 MB), 5 redirects. */
export const DEFAULT_PULL_LIMITS: PullLimits = { maxAnswerBytes: 16 * 1024 * 1024, maxRedirects: 5 };

/** PULL_MAX_ANSWER_MB over the default (a clear error for anything but a positive number). */
export function pullLimitsFromEnv(value: string | undefined): PullLimits {
  if (value === undefined || value.trim() === "") return DEFAULT_PULL_LIMITS;
  const mb = Number(value);
  if (!Number.isFinite(mb) || mb <= 0) throw new Error(`PULL_MAX_ANSWER_MB must be a positive number, not "${value}"`);
  return { ...DEFAULT_PULL_LIMITS, maxAnswerBytes: Math.round(mb * 1024 * 1024) };
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const NULL_BODY = new Set([101, 204, 205, 304]);

/** `12.3 MB` */
export function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Wraps `base` (default: the global fetch) with the limits (default: PULL_MAX_ANSWER_MB or the defaults). */
export function limitedFetch(
  base: typeof globalThis.fetch = globalThis.fetch,
  limits: PullLimits = pullLimitsFromEnv(process.env["PULL_MAX_ANSWER_MB"]),
): typeof globalThis.fetch {
  return async (input, init) => {
    let url = input instanceof Request ? input.url : String(input);
    let request: RequestInit = { ...init, redirect: "manual" };
    const visited = [url];
    for (;;) {
      const response = await base(url, request);
      const location = response.headers.get("location");
      if (!REDIRECTS.has(response.status) || location === null) {
        const body = NULL_BODY.has(response.status) ? null : await readLimited(response, url, limits.maxAnswerBytes);
        return new Response(body, {
          status: response.status,
          statusText: response.statusText,
          headers: response.headers,
        });
      }
      await response.body?.cancel();
      const next = new URL(location, url).href;
      if (visited.includes(next)) throw new FinalFetchError(`redirect loop: ${[...visited, next].join(" -> ")}`);
      if (visited.length > limits.maxRedirects) {
        throw new FinalFetchError(`too many redirects (more than ${limits.maxRedirects}) from ${visited[0]}`);
      }
      visited.push(next);
      // As browsers do: 303, and 301/302 after a POST, go on as a GET without the body.
      const method = (request.method ?? "GET").toUpperCase();
      if (response.status === 303 || ((response.status === 301 || response.status === 302) && method === "POST")) {
        const headers = new Headers(request.headers);
        headers.delete("content-type");
        const { body: _body, ...rest } = request;
        request = { ...rest, method: "GET", headers };
      }
      url = next;
    }
  };
}

/** The body of `response`, refused once it passes `max` bytes (checked while it streams). */
async function readLimited(response: Response, url: string, max: number): Promise<Uint8Array<ArrayBuffer>> {
  const tooLarge = (what: string) =>
    new FinalFetchError(`answer too large: over the limit of ${megabytes(max)}, ${what} (${url})`);
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > max) {
    await response.body?.cancel();
    throw tooLarge(`${megabytes(declared)} announced`);
  }
  if (response.body === null) return new Uint8Array(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel();
      throw tooLarge(`stopped after reading ${total} bytes`);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

/** Whether a failed call's error text is one of these limits (reported as is, not as "no answer"). */
export function isPullLimitError(text: string): boolean {
  return /^(answer too large|redirect loop|too many redirects)/.test(text);
}
