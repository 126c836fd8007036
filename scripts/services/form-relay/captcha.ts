/**
 * Server-side captcha check. A reCAPTCHA chain's token goes to siteverify with the chain's secret
 * (the address is configurable so tests use a local stand-in). The demo chains' local captcha
 * (src/shared/forms/captcha/local-captcha.ts) has no server to ask: its token must be one a
 * passed check produces. That stand-in only keeps the flow; it does not stop a determined bot.
 */

/** Google's verification endpoint. */
export const RECAPTCHA_VERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";

/** The shape of a passed local check's token. */
const LOCAL_TOKEN = /^local:[1-9]\+[1-9]$/;

/** How to check one token. */
export type CaptchaCheck = {
  recaptcha: boolean;
  token: string;
  secret: string | undefined;
  remoteIp: string;
  verifyUrl: string;
  fetch: typeof fetch;
};

/** Why a check failed, or "ok". */
export type CaptchaVerdict = "ok" | "rejected" | "unavailable";

/** Verifies a captcha token on the server. */
export async function verifyCaptcha(c: CaptchaCheck): Promise<CaptchaVerdict> {
  if (!c.recaptcha) return LOCAL_TOKEN.test(c.token) ? "ok" : "rejected";
  if (!c.secret) return "unavailable";
  try {
    const response = await c.fetch(c.verifyUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ secret: c.secret, response: c.token, remoteip: c.remoteIp }).toString(),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) return "unavailable";
    const answer = (await response.json()) as { success?: unknown };
    return answer.success === true ? "ok" : "rejected";
  } catch {
    return "unavailable";
  }
}
