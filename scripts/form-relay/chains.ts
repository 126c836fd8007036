/**
 * What the relay knows about each chain: addressing, client id, gateway and form variants, from the
 * chain's settings (tenants/<site>/, the same files the build reads) and never from the request.
 * The SendEmail key is not read from there: it comes from the relay's own secret store (secrets.ts).
 */
import { loadTenants } from "../../src/tenant/load-tenants.server.ts";
import type { Tenant } from "../../src/tenant/tenant.ts";
import type { EmailAddressing } from "../../src/features/forms/email-settings.ts";
import type { EmploymentVariant } from "../../src/features/forms/fields.ts";

/** One chain as the relay serves it. */
export type RelayChain = {
  site: string;
  /** The hosts serving the chain's pages (domain map, local.json `hosts` and `betaHosts`, `<site>.localhost`): its origins (origins.ts). */
  hosts: readonly string[];
  /** The `domainname` header. */
  subdomain: string;
  /** RSAClientId. */
  clientId: number;
  /** Gateway base URL of SendEmail. */
  gatewayUrl: string;
  /** Recipients, sender, CC/BCC and EnterpriseId (no key). */
  email: EmailAddressing;
  /** Replaces 'Enquiry for Employment' when set. */
  employmentSubject?: string | undefined;
  employment: EmploymentVariant;
  /** True when the chain's pages use reCAPTCHA (siteverify), false for the local check. */
  recaptcha: boolean;
};

/** The relay's view of a tenant; null when the chain sends no e-mail or names no relay. */
export function relayChainOf(tenant: Tenant): RelayChain | null {
  if (tenant.status !== "ok" || tenant.formRelayUrl === null) return null;
  const email = tenant.data.EMAIL;
  if (email === undefined) return null;
  const { security_key: _secret, ...addressing } = email;
  return {
    site: tenant.site,
    hosts: [...new Set([...tenant.hosts, ...tenant.local.betaHosts])],
    subdomain: tenant.data.RSA_SUBDOMAIN,
    clientId: tenant.data.RSA_CLIENT_ID,
    gatewayUrl: tenant.gatewayUrl,
    email: addressing,
    employmentSubject: tenant.flags.employmentEmailSubject,
    employment: {
      ageQuestion: tenant.flags.employmentExtras.ageQuestion,
      positionApplyForLabel: tenant.flags.employmentExtras.positionApplyForLabel,
    },
    recaptcha: Boolean(tenant.data.RECAPTCHA_SITE_KEY?.trim()),
  };
}

/** Every relay chain of a tenants folder (default TENANTS_DIR or tenants/). */
export function loadRelayChains(dir?: string): Map<string, RelayChain> {
  const chains = new Map<string, RelayChain>();
  for (const tenant of loadTenants(dir === undefined ? {} : { dir })) {
    const chain = relayChainOf(tenant);
    if (chain) chains.set(chain.site, chain);
  }
  return chains;
}
