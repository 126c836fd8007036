/**
 * Origins a chain's pages reach only from run-time code, so the Content-Security-Policy built from
 * the HTML (scripts/lib/routing-model.ts) cannot see them: written into dist/_routing/sites.json.
 * Each chain gets only the origins its own settings need.
 */
import type { Tenant } from "../tenant/tenant.ts";
import { analyticsOrigins } from "./analytics.ts";

/** reCAPTCHA v2 loads its script from google.com, pulls more from gstatic.com and draws in a frame. */
const RECAPTCHA = {
  scriptSrc: ["https://www.google.com", "https://www.gstatic.com"],
  frameSrc: ["https://www.google.com", "https://recaptcha.google.com"],
};

/** Extra CSP sources by directive. */
export type RuntimeCsp = { scriptSrc: string[]; frameSrc: string[]; connectSrc: string[]; imgSrc: string[] };

/** Extra CSP sources by directive, or undefined when the chain needs none. */
export function runtimeCspSources(tenant: Tenant): RuntimeCsp | undefined {
  if (tenant.status !== "ok") return undefined;
  const csp: RuntimeCsp = { scriptSrc: [], frameSrc: [], connectSrc: [], imgSrc: [] };
  if (tenant.data.RECAPTCHA_SITE_KEY) {
    csp.scriptSrc.push(...RECAPTCHA.scriptSrc);
    csp.frameSrc.push(...RECAPTCHA.frameSrc);
  }
  const analytics = analyticsOrigins(tenant.data.ANALYTICS);
  csp.scriptSrc.push(...analytics.scriptSrc);
  csp.connectSrc.push(...analytics.connectSrc);
  csp.imgSrc.push(...analytics.imgSrc);
  const unique = (list: string[]) => [...new Set(list)];
  const out = {
    scriptSrc: unique(csp.scriptSrc),
    frameSrc: unique(csp.frameSrc),
    connectSrc: unique(csp.connectSrc),
    imgSrc: unique(csp.imgSrc),
  };
  return Object.values(out).some((l) => l.length > 0) ? out : undefined;
}
