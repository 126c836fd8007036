/**
 * The one way build-time code fetches an address a chain's settings name (pictures, the logo of the
 * app icons, anything added later). A chain's settings are not trusted, so the fetch
 * - resolves the host itself and refuses it when any of its addresses is not public
 *   (public-address.ts: loopback, private, CGNAT, link-local and the cloud metadata address,
 *   unique-local, multicast …), and connects to the very address it checked (the check is the
 *   socket's `lookup`), so a DNS answer that changes between check and connect changes nothing;
 * - follows at most `maxRedirects` redirects by hand, each hop checked again like the first;
 * - stops reading at `maxBytes` (streamed, never buffered whole first) and gives up after
 *   `timeoutMs` for the whole exchange, redirects included.
 *
 * Loopback and private addresses are reachable only at origins the operator names
 * (`privateOrigins`: the build's `GATEWAY_URL` or its default, and `BUILD_PRIVATE_ORIGINS`, see
 * `buildFetchPolicy`), never through a chain's settings: the demo gateway, which serves the demo's
 * pictures from localhost, is such an origin in `npm start` and `npm test`.
 */
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { DEFAULT_GATEWAY_URL } from "../../tenant/gateway-url.ts";
import { addressRefusal } from "./public-address.ts";

/** What a fetch may reach. */
export type FetchPolicy = {
  /** Origins (`http://localhost:8787`) whose loopback or private addresses may be fetched. */
  privateOrigins: readonly string[];
  /** When set, the only host names fetched (`img.example.com`, or `*.example.com` for its subdomains). */
  hosts?: readonly string[] | undefined;
};

/** Limits of one fetch. */
export type FetchLimits = { maxBytes: number; timeoutMs: number; maxRedirects?: number };

/** A fetch refused by the policy before anything was sent (an address or host not allowed). */
export class FetchRefusedError extends Error {
  override name = "FetchRefusedError";
}

/** The origins besides GATEWAY_URL that may be private, from `BUILD_PRIVATE_ORIGINS` (comma-separated). */
export const PRIVATE_ORIGINS_VARIABLE = "BUILD_PRIVATE_ORIGINS";

/**
 * The operator's policy from the environment: the origin of `GATEWAY_URL` (the gateway the build
 * was pointed at; unset, the demo gateway's default) and those of `BUILD_PRIVATE_ORIGINS` may be
 * loopback or private; `hosts` is a chain's own allow-list (local.json `pictureHosts`). A chain's
 * own `gatewayUrl` (local.json) is a chain setting and opens nothing.
 */
export function buildFetchPolicy(
  env: Readonly<Record<string, string | undefined>> = process.env,
  hosts?: readonly string[],
): FetchPolicy {
  const gateway = env["GATEWAY_URL"]?.trim() || DEFAULT_GATEWAY_URL;
  const named = [gateway, ...(env[PRIVATE_ORIGINS_VARIABLE] ?? "").split(",")];
  const privateOrigins = named.flatMap((text) => {
    try {
      return text.trim() === "" ? [] : [new URL(text.trim()).origin];
    } catch {
      return [];
    }
  });
  return { privateOrigins, ...(hosts && hosts.length > 0 ? { hosts } : {}) };
}

/** Whether `host` is on the allow-list (exact, or a subdomain of a `*.` entry). */
export function hostListed(host: string, hosts: readonly string[]): boolean {
  const h = host.toLowerCase();
  return hosts.some((entry) => {
    const e = entry.toLowerCase();
    return e.startsWith("*.") ? h.endsWith(e.slice(1)) : h === e;
  });
}

/** Why `url` may not be fetched at all (scheme, host list, an IP literal not public), or null. */
export function urlRefusal(url: URL, policy: FetchPolicy): string | null {
  if (url.protocol !== "http:" && url.protocol !== "https:") return `${url.protocol} is not http(s)`;
  if (url.username !== "" || url.password !== "") return "credentials in the URL";
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (policy.hosts !== undefined && !hostListed(host, policy.hosts))
    return `host ${host} is not in the chain's pictureHosts`;
  if (isIP(host) !== 0 && !policy.privateOrigins.includes(url.origin)) {
    const why = addressRefusal(host);
    if (why !== null) return `address ${host} is ${why}`;
  }
  return null;
}

/** A socket `lookup` that resolves every address of the host and refuses the host when one is not public. */
function checkedLookup(privateAllowed: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (error, found: LookupAddress[]) => {
      if (error) return callback(error, "", 0);
      if (found.length === 0) return callback(new Error(`${hostname} has no address`), "", 0);
      for (const a of found) {
        const why = privateAllowed ? null : addressRefusal(a.address);
        if (why !== null) return callback(new FetchRefusedError(`${hostname} resolves to ${a.address}, ${why}`), "", 0);
      }
      if (options.all) (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, found);
      else callback(null, found[0]!.address, found[0]!.family);
    });
  };
}

/** One request; resolves with the response (the caller reads or drops it). */
function requestOnce(url: URL, policy: FetchPolicy, signal: AbortSignal): Promise<IncomingMessage> {
  const why = urlRefusal(url, policy);
  if (why !== null) return Promise.reject(new FetchRefusedError(why));
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, {
      method: "GET",
      agent: false,
      signal,
      lookup: checkedLookup(policy.privateOrigins.includes(url.origin)),
      headers: { accept: "image/avif,image/webp,image/*;q=0.9,*/*;q=0.5", "user-agent": "storefront-build" },
    });
    req.once("response", resolve);
    req.once("error", reject);
    req.end();
  });
}

/** Reads a response up to `maxBytes`, streamed; throws past it. */
async function readCapped(response: IncomingMessage, maxBytes: number): Promise<Uint8Array> {
  const tooLarge = () => new Error(`larger than ${maxBytes} bytes`);
  if (Number(response.headers["content-length"] ?? 0) > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Fetches `address` under `policy` and `limits`; resolves with the body of a 2xx answer. Throws
 * FetchRefusedError when the policy refuses a hop, an Error for anything else (HTTP status, size,
 * timeout, too many redirects, network).
 */
export async function guardedFetch(address: string, policy: FetchPolicy, limits: FetchLimits): Promise<Uint8Array> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  const maxRedirects = limits.maxRedirects ?? 3;
  let url = new URL(address);
  try {
    for (let hop = 0; ; hop++) {
      const response = await requestOnce(url, policy, signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location !== undefined) {
        response.destroy();
        if (hop >= maxRedirects) throw new Error(`more than ${maxRedirects} redirects`);
        url = new URL(location, url);
        continue;
      }
      if (status < 200 || status > 299) {
        response.destroy();
        throw new Error(`HTTP ${status}`);
      }
      return await readCapped(response, limits.maxBytes);
    }
  } catch (error) {
    if (signal.aborted) throw new Error(`no answer within ${limits.timeoutMs} ms`, { cause: error });
    throw error;
  }
}
