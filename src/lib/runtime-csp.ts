/**
 * Origins a chain's pages reach only from run-time code, so the Content-Security-Policy built from
 * the HTML (scripts/lib/routing-model.ts) cannot see them: written into dist/_routing/sites.json.
 */
import type { Tenant } from "../tenant/tenant.ts";

/** reCAPTCHA v2 loads its script from google.com, pulls more from gstatic.com and draws in a frame. */
const RECAPTCHA = {
  scriptSrc: ["https://www.google.com", "https://www.gstatic.com"],
  frameSrc: ["https://www.google.com", "https://recaptcha.google.com"],
};

/** Extra CSP sources by directive, or undefined when the chain needs none. */
export function runtimeCspSources(tenant: Tenant): { scriptSrc: string[]; frameSrc: string[] } | undefined {
  if (tenant.status !== "ok" || !tenant.data.RECAPTCHA_SITE_KEY) return undefined;
  return { scriptSrc: [...RECAPTCHA.scriptSrc], frameSrc: [...RECAPTCHA.frameSrc] };
}
