/**
 * The relay's secret store: per chain the SendEmail SecurityKey and, for reCAPTCHA chains, the
 * reCAPTCHA secret. Read from the relay's environment only — `FORM_RELAY_KEYS` and
 * `FORM_RELAY_RECAPTCHA_SECRETS` as JSON objects `{ "<site>": "<secret>" }`, or the files named by
 * `FORM_RELAY_KEYS_FILE` / `FORM_RELAY_RECAPTCHA_SECRETS_FILE` (a mounted secret). Never from the
 * pulled settings, never sent to a browser.
 */
import { readFileSync } from "node:fs";

/** Secrets by site. */
export type RelaySecrets = {
  securityKey(site: string): string | undefined;
  recaptchaSecret(site: string): string | undefined;
};

function table(env: NodeJS.ProcessEnv, name: string): Record<string, string> {
  const file = env[`${name}_FILE`];
  const text = file ? readFileSync(file, "utf8") : env[name];
  if (!text) return {};
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${name} must be a JSON object of site → secret`);
  }
  return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === "string"));
}

/** Secrets from a fixed table (tests, npm start). */
export function staticSecrets(keys: Record<string, string>, recaptcha: Record<string, string> = {}): RelaySecrets {
  return { securityKey: (s) => keys[s], recaptchaSecret: (s) => recaptcha[s] };
}

/** Secrets from the environment (see the module comment). */
export function envSecrets(env: NodeJS.ProcessEnv = process.env): RelaySecrets {
  return staticSecrets(table(env, "FORM_RELAY_KEYS"), table(env, "FORM_RELAY_RECAPTCHA_SECRETS"));
}
