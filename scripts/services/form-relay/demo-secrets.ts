/**
 * The demo's secret store: the keys the demo gateway issued to its chains (its seed). `npm start`
 * and the e2e setup hand them to the relay as a deployment would from its secret manager; the
 * relay itself never reads tenants/ for them.
 */
import { buildChains } from "../demo-gateway/seed/index.ts";
import { staticSecrets, type RelaySecrets } from "./secrets.ts";

/** SendEmail keys of the demo chains by site. */
export function demoRelaySecrets(): RelaySecrets {
  const keys: Record<string, string> = {};
  for (const chain of buildChains({ now: Date.now() })) {
    const email = chain.data["EMAIL"] as { security_key?: string } | undefined;
    if (email?.security_key) keys[chain.site] = email.security_key;
  }
  return staticSecrets(keys);
}
