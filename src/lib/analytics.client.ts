/**
 * Loads the chain's analytics and custom scripts after the page is interactive: after the `load`
 * event, in an idle period, each as an async script. Google Analytics gets its data layer and
 * config call from here (no inline script, so the CSP needs no hash for it).
 */
import type { AnalyticsConfig } from "./analytics.ts";

function addScript(src: string): void {
  const script = document.createElement("script");
  script.src = src;
  script.async = true;
  script.dataset["analytics"] = "";
  document.head.append(script);
}

function start(config: AnalyticsConfig): void {
  if (config.gaId !== null) {
    const w = window as unknown as { dataLayer: unknown[]; gtag: (...args: unknown[]) => void };
    w.dataLayer = w.dataLayer ?? [];
    w.gtag = function gtag() {
      // gtag reads the arguments object, as Google's snippet writes it.
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer.push(arguments);
    };
    w.gtag("js", new Date());
    w.gtag("config", config.gaId);
    addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(config.gaId)}`);
  }
  config.scripts.forEach(addScript);
}

/** Reads the page's analytics config and loads it once the page is interactive and idle. */
export function loadAnalytics(): void {
  const el = document.getElementById("analytics-config");
  if (el === null) return;
  const config = JSON.parse(el.textContent ?? "null") as AnalyticsConfig | null;
  if (config === null) return;
  const idle = (fn: () => void) =>
    "requestIdleCallback" in window ? requestIdleCallback(fn, { timeout: 3000 }) : setTimeout(fn, 1);
  const go = () => idle(() => start(config));
  if (document.readyState === "complete") go();
  else addEventListener("load", go, { once: true });
}
