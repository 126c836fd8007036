/**
 * The captcha seen by the forms: a provider renders a check and reports a token once it passes
 * (null while not passed or expired). reCAPTCHA v2 where the chain configures a site key, the local
 * stand-in otherwise. A form sends nothing while its token is null.
 */
import type { ComponentType } from "react";
import LocalCaptcha from "./LocalCaptcha.tsx";
import RecaptchaWidget from "./RecaptchaWidget.tsx";
import type { Texts } from "../../../lib/i18n/shown-text.ts";

/** Props every captcha widget takes. */
export type CaptchaWidgetProps = {
  /** Prefix for element ids. */
  id: string;
  /** The token once passed; null when not (yet) or no longer passed. */
  onChange: (token: string | null) => void;
  /** Marks the widget invalid (the form was submitted without a pass). */
  invalid: boolean;
  /** Id of the error text, for aria-describedby. */
  errorId?: string | undefined;
  /** reCAPTCHA site key (reCAPTCHA provider only). */
  siteKey?: string | undefined;
  /** Its texts on a page in another language (lib/i18n/shown-text.ts). */
  texts?: Texts | undefined;
};

/** A captcha implementation. */
export type CaptchaProvider = { id: "recaptcha" | "local"; Widget: ComponentType<CaptchaWidgetProps> };

/** The provider for a chain: reCAPTCHA v2 when a site key is configured, else the local check. */
export function captchaProviderFor(siteKey: string | null): CaptchaProvider {
  return siteKey ? { id: "recaptcha", Widget: RecaptchaWidget } : { id: "local", Widget: LocalCaptcha };
}
