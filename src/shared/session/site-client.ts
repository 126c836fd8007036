/**
 * The gateway client of this page's chain, and the one rule every member call shares: ErrorCode
 * -1001 (expired session) signs the member out and sends them to /login with a message.
 */
import { createGatewayClient, type CallResult, type GatewayClient } from "../../api/client.ts";
import { readSiteConfig, type SiteConfig } from "../../lib/site-config.ts";
import { setFlash } from "../../lib/flash.ts";
import { signOut } from "./session-store.ts";
import { goToLogin } from "./site-url.ts";

/** The notice shown on /login after an expired session. */
export const SESSION_EXPIRED_MESSAGE = "Your session has expired. Please login again.";

let client: GatewayClient | undefined;

/** The api client for this page's chain (gateway URL and `domainname` from the site config). */
export function siteClient(config: SiteConfig = readSiteConfig()): GatewayClient {
  client ??= createGatewayClient({ baseUrl: config.gatewayUrl, domainname: config.subdomain });
  return client;
}

/**
 * Call after any member call: on ErrorCode -1001 it signs out (keeping the redirect target), leaves
 * the message for /login and navigates there, and returns true so the caller stops.
 */
export function handleSessionExpired(result: CallResult<unknown>): boolean {
  if (result.ok || result.kind !== "session-expired") return false;
  signOut({ reload: false });
  setFlash({ type: "error", message: SESSION_EXPIRED_MESSAGE });
  goToLogin();
  return true;
}
