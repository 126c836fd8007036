/**
 * Requests a page's head script starts before any module has loaded (the coupon pages' list, see
 * features/coupons/CouponListStart.astro), handed to the code that would have made them: the head
 * script keeps each response promise under its absolute URL in `window.__earlyFetch`, and
 * `takeEarlyFetch` gives it out once. `earlyAwareFetch` is a `fetch` that answers a request matching
 * an early one (URL, method and body) with it, so a call made through the API client still reads,
 * checks and interprets the answer as always; any other request goes to the network. Framework-free.
 */

/** The property of `window` the head script fills. */
export const EARLY_FETCH_GLOBAL = "__earlyFetch";

/** An early request: its answer, and the method and body it was sent with. */
export type EarlyRequest = { response: Promise<Response>; method: string; body: string | null };

const earlyRequests = (): Record<string, EarlyRequest | undefined> | undefined =>
  typeof window === "undefined"
    ? undefined
    : (window as unknown as Record<string, Record<string, EarlyRequest | undefined> | undefined>)[EARLY_FETCH_GLOBAL];

/**
 * The answer of the request the head script sent to `url` (relative to the page or absolute) with
 * `method` and `body`, once; null when it sent none (or another one).
 */
export function takeEarlyFetch(url: string, method = "GET", body: string | null = null): Promise<Response> | null {
  const early = earlyRequests();
  if (early === undefined) return null;
  const key = new URL(url, location.href).href;
  const request = early[key];
  if (request === undefined || request.method !== method.toUpperCase() || request.body !== body) return null;
  delete early[key];
  return request.response;
}

/** The early answer, given up when `signal` aborts (the caller's timeout), as a fetch would. */
function untilAborted(response: Promise<Response>, signal: AbortSignal | null | undefined): Promise<Response> {
  if (!signal) return response;
  return new Promise((resolve, reject) => {
    const abort = () =>
      reject(signal.reason instanceof Error ? signal.reason : new DOMException("Aborted", "AbortError"));
    if (signal.aborted) return abort();
    signal.addEventListener("abort", abort, { once: true });
    response.then(resolve, reject);
  });
}

/** `fetch`, answering a request the head script already sent with that request's answer. */
export const earlyAwareFetch: typeof fetch = (input, init) => {
  const url = input instanceof Request ? input.url : String(input);
  const method = init?.method ?? (input instanceof Request ? input.method : "GET");
  const body = typeof init?.body === "string" ? init.body : null;
  const early = takeEarlyFetch(url, method, body);
  return early === null ? fetch(input, init) : untilAborted(early, init?.signal);
};
