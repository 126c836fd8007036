/** The captcha of a form with its error text; the provider follows the chain's configuration. */
import { useMemo } from "react";
import { captchaProviderFor } from "./provider.ts";
import type { Texts } from "../../../lib/i18n/shown-text.ts";

type Props = {
  /** Prefix for element ids. */
  id: string;
  /** reCAPTCHA site key, or null for the local check. */
  siteKey: string | null;
  onChange: (token: string | null) => void;
  error?: string | undefined;
  /** Its texts on a page in another language (lib/i18n/shown-text.ts). */
  texts?: Texts | undefined;
};

/** Captcha plus its inline error. */
export default function CaptchaField({ id, siteKey, onChange, error, texts }: Props) {
  const { Widget } = useMemo(() => captchaProviderFor(siteKey), [siteKey]);
  const errorId = `${id}-error`;
  return (
    <div className="field captcha-field">
      <Widget
        id={id}
        onChange={onChange}
        invalid={error !== undefined}
        errorId={errorId}
        siteKey={siteKey ?? undefined}
        texts={texts}
      />
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
