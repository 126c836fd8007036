/**
 * Analytics and custom scripts (spec 000 §2: "Analytics and custom scripts are loaded as
 * configured"): the chain's ANALYTICS settings as the loader reads them, and the origins each
 * chain's Content-Security-Policy must allow for them (that chain's only).
 */
import { safeOrigin } from "./safe-url.ts";

/** The ANALYTICS block of a chain's settings. */
export type AnalyticsSettings = { ga_id?: string | undefined; scripts: string[] } | undefined;

/** What the page's loader needs: script URLs and a Google Analytics id. */
export type AnalyticsConfig = { gaId: string | null; scripts: string[] };

/** Google Analytics 4: the tag's script origin and the origins it reports to. */
const GA = {
  script: "https://www.googletagmanager.com",
  connect: ["https://www.google-analytics.com", "https://*.google-analytics.com", "https://*.analytics.google.com"],
};

/** A GA measurement id (G-XXXX or UA-…); anything else is ignored. */
const GA_ID = /^(G|UA|GT|AW)-[A-Z0-9-]{4,20}$/i;

/** The script URLs that may load: absolute http(s) addresses with a plain host (the allow-list). */
function scriptUrls(settings: AnalyticsSettings): string[] {
  return (settings?.scripts ?? []).filter((url) => safeOrigin(url) !== null);
}

/** The loader's config, or null when the chain configures nothing. */
export function analyticsConfig(settings: AnalyticsSettings): AnalyticsConfig | null {
  const gaId = settings?.ga_id && GA_ID.test(settings.ga_id.trim()) ? settings.ga_id.trim() : null;
  const scripts = scriptUrls(settings);
  return gaId === null && scripts.length === 0 ? null : { gaId, scripts };
}

/** The origins a chain's CSP needs for its analytics, by directive. */
export function analyticsOrigins(settings: AnalyticsSettings): {
  scriptSrc: string[];
  connectSrc: string[];
  imgSrc: string[];
} {
  const config = analyticsConfig(settings);
  if (config === null) return { scriptSrc: [], connectSrc: [], imgSrc: [] };
  const scriptSrc = config.scripts.flatMap((url) => safeOrigin(url) ?? []);
  const connectSrc: string[] = [];
  const imgSrc: string[] = [];
  if (config.gaId !== null) {
    scriptSrc.push(GA.script);
    connectSrc.push(...GA.connect);
    imgSrc.push(...GA.connect);
  }
  return { scriptSrc: [...new Set(scriptSrc)], connectSrc, imgSrc };
}
