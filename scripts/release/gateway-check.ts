/**
 * The gateway a release builds against must be a real one: `GATEWAY_URL` ends up in every page
 * (API calls, CSP `connect-src`), and unset it falls back to the demo gateway on `localhost:8787`,
 * which a shopper's browser would call on the shopper's own machine. `npm run release` refuses an
 * unset, malformed or loopback `GATEWAY_URL` unless told it is a local run (`--allow-local-gateway`:
 * the demo, the release tests, the bench).
 */
import { isIP } from "node:net";

/** Whether a URL's host name is this machine: localhost, `*.localhost`, 127.0.0.0/8, ::1, 0.0.0.0, ::. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "");
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  if (isIP(host) === 4) return host.startsWith("127.") || host === "0.0.0.0";
  if (isIP(host) === 6) {
    // As a URL writes them: ::1, ::, and IPv4-mapped loopback (::ffff:7f00:1 or ::ffff:127.0.0.1).
    const mapped = /^::ffff:(.+)$/.exec(host)?.[1];
    if (mapped !== undefined) return isIP(mapped) === 4 ? isLoopbackHost(mapped) : /^7f[0-9a-f]{2}:/.test(mapped);
    return host === "::1" || host === "::";
  }
  return false;
}

/** Why `GATEWAY_URL` cannot serve a release, or null when it can. */
export function releaseGatewayProblem(value: string | undefined): string | null {
  const raw = value?.trim() ?? "";
  const hint = "set GATEWAY_URL to the production gateway, or pass --allow-local-gateway for a local release";
  if (raw === "") return `GATEWAY_URL is not set: the pages would call the demo gateway on localhost; ${hint}`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return `GATEWAY_URL "${raw}" is not a URL; ${hint}`;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    return `GATEWAY_URL "${raw}" is not an http(s) URL; ${hint}`;
  if (isLoopbackHost(url.hostname))
    return `GATEWAY_URL "${raw}" is this machine (${url.hostname}): shoppers' browsers would call their own; ${hint}`;
  return null;
}
