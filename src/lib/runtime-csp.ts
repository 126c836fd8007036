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

/** Extra CSP sources by directive. */
export type RuntimeCspSources = { scriptSrc?: string[]; frameSrc?: string[]; imgSrc?: string[]; connectSrc?: string[] };

/** The origin of a URL template such as `https://{s}.tiles.example/{z}/{x}/{y}.png`. */
function templateOrigin(template: string): string[] {
  try {
    const url = new URL(template.replace("{s}", "a"));
    const origin = url.origin;
    // A {s} subdomain switch needs every subdomain; Leaflet's default set is a, b and c.
    return template.includes("{s}") ? ["a", "b", "c"].map((s) => origin.replace("//a.", `//${s}.`)) : [origin];
  } catch {
    return [];
  }
}

/** Extra CSP sources by directive (reCAPTCHA, careers widget, map tiles, form relay), or undefined when none. */
export function runtimeCspSources(tenant: Tenant): RuntimeCspSources | undefined {
  if (tenant.status !== "ok") return undefined;
  const sources: RuntimeCspSources = {};
  if (tenant.data.RECAPTCHA_SITE_KEY) {
    sources.scriptSrc = [...RECAPTCHA.scriptSrc];
    sources.frameSrc = [...RECAPTCHA.frameSrc];
  }
  // The careers widget (the hiring service's page, served by the gateway in the demo) draws in a frame.
  if (tenant.flags.careersWidget)
    sources.frameSrc = [...(sources.frameSrc ?? []), ...templateOrigin(tenant.gatewayUrl)];
  if (tenant.data.MAP_TILE_URL) sources.imgSrc = templateOrigin(tenant.data.MAP_TILE_URL);
  if (tenant.formRelayUrl && tenant.data.EMAIL) sources.connectSrc = templateOrigin(tenant.formRelayUrl);
  return Object.keys(sources).length > 0 ? sources : undefined;
}
