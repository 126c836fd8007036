/**
 * Origins a chain's pages reach only from run-time code, so the Content-Security-Policy built from
 * the HTML (scripts/serve/routing-model.ts) cannot see them: written into dist/_routing/sites.json.
 * Each chain gets only the origins its own settings need.
 */
import type { Tenant } from "../tenant/tenant.ts";
import { analyticsOrigins } from "./analytics.ts";
import { safeOrigin } from "./safe-url.ts";

/** reCAPTCHA v2 loads its script from google.com, pulls more from gstatic.com and draws in a frame. */
const RECAPTCHA = {
  scriptSrc: ["https://www.google.com", "https://www.gstatic.com"],
  frameSrc: ["https://www.google.com", "https://recaptcha.google.com"],
};

/** The origin of a URL template such as `https://{s}.tiles.example/{z}/{x}/{y}.png`. */
function templateOrigin(template: string): string[] {
  const origin = safeOrigin(template.replace("{s}", "a").replace(/\{[a-z_]+\}/gi, "0"));
  if (origin === null) return [];
  // A {s} subdomain switch needs every subdomain; Leaflet's default set is a, b and c.
  return template.includes("{s}") ? ["a", "b", "c"].map((s) => origin.replace("//a.", `//${s}.`)) : [origin];
}

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
  // The careers widget (the hiring service's page, served by the gateway in the demo) draws in a frame.
  if (tenant.flags.careersWidget) csp.frameSrc.push(...templateOrigin(tenant.gatewayUrl));
  if (tenant.data.MAP_TILE_URL) csp.imgSrc.push(...templateOrigin(tenant.data.MAP_TILE_URL));
  // Live coupon pictures through the chain's image CDN.
  if (tenant.local.imageCdnTemplate) csp.imgSrc.push(...templateOrigin(tenant.local.imageCdnTemplate));
  if (tenant.formRelayUrl && tenant.data.EMAIL) csp.connectSrc.push(...templateOrigin(tenant.formRelayUrl));
  const unique = (list: string[]) => [...new Set(list)];
  const out = {
    scriptSrc: unique(csp.scriptSrc),
    frameSrc: unique(csp.frameSrc),
    connectSrc: unique(csp.connectSrc),
    imgSrc: unique(csp.imgSrc),
  };
  return Object.values(out).some((l) => l.length > 0) ? out : undefined;
}
