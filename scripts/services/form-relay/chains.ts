/**
 * What the relay knows about each chain: addressing, client id, gateway and form variants, from the
 * chain's settings (tenants/<site>/, the same files the build reads) and never from the request.
 * The SendEmail key is not read from there: it comes from the relay's own secret store (secrets.ts).
 */
import { resolve } from "node:path";
import { processBuildEnv, type BuildEnv } from "#src/tenant/build-env.ts";
import { checkTenants, tenantFilter, tenantsDir } from "#src/tenant/load-tenants.server.ts";
import { consoleText } from "../../lib/console-text.ts";
import type { Tenant } from "#src/tenant/tenant.ts";
import type { EmailAddressing } from "#src/features/email-forms/email-settings.ts";
import type { EmploymentVariant } from "#src/features/email-forms/employment-fields.ts";

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

/** The chains the relay serves, and those whose settings it refused (every problem, by chain). */
export type RelayChains = { chains: Map<string, RelayChain>; refused: Map<string, string[]> };

/**
 * Every relay chain of a tenants folder (default TENANTS_DIR or tenants/; TENANTS narrows). A chain
 * whose settings are refused (a bad file, a host another chain owns, a shared RSA_SUBDOMAIN) is
 * left out and listed in `refused`: one chain's settings never keep the relay from the others.
 */
export function relayChainsOf(dir?: string, env: BuildEnv = processBuildEnv()): RelayChains {
  const { tenants, refused } = checkTenants(resolve(dir ?? tenantsDir(env)), env, tenantFilter(env.TENANTS));
  const chains = new Map<string, RelayChain>();
  for (const tenant of tenants) {
    const chain = relayChainOf(tenant);
    if (chain) chains.set(chain.site, chain);
  }
  return { chains, refused };
}

/** The lines a relay prints at start for the chains it refused (terminal controls taken out). */
export function refusedChainLines(refused: ReadonlyMap<string, readonly string[]>): string[] {
  return [...refused].flatMap(([site, lines]) => [
    `form relay: chain ${consoleText(JSON.stringify(site))} refused, its forms are not served:`,
    ...lines.map((line) => `  ${consoleText(line)}`),
  ]);
}

/** Every relay chain of a tenants folder; refused chains are left out, each printed with why. */
export function loadRelayChains(dir?: string, warn: (line: string) => void = console.warn): Map<string, RelayChain> {
  const { chains, refused } = relayChainsOf(dir);
  for (const line of refusedChainLines(refused)) warn(line);
  return chains;
}
