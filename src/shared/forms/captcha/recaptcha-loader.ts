/**
 * Loads Google's reCAPTCHA v2 script once, on the first form that needs it (only chains with a
 * configured site key). The build adds https://www.google.com and https://www.gstatic.com to such a
 * chain's Content-Security-Policy (src/lib/runtime-csp.ts).
 */

/** The part of the grecaptcha API the widget uses. */
export type Grecaptcha = {
  render(container: HTMLElement, params: Record<string, unknown>): number;
  reset(id?: number): void;
};

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    __onRecaptchaLoad?: () => void;
  }
}

const SCRIPT = "https://www.google.com/recaptcha/api.js?render=explicit&onload=__onRecaptchaLoad";
let loading: Promise<Grecaptcha> | undefined;

/** The grecaptcha object, loading the script on first use. */
export function loadRecaptcha(): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    window.__onRecaptchaLoad = () =>
      window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error("no grecaptcha"));
    // The widget in the page's language (Google's own texts); an English page's is as before.
    const lang = document.documentElement.lang;
    const src = lang && lang !== "en" ? `${SCRIPT}&hl=${encodeURIComponent(lang)}` : SCRIPT;
    const script = Object.assign(document.createElement("script"), { src, async: true, defer: true });
    script.addEventListener("error", () => reject(new Error("reCAPTCHA script failed to load")));
    document.head.append(script);
  });
  return loading;
}
