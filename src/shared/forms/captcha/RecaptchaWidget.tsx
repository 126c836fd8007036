/** reCAPTCHA v2 checkbox; reports Google's token, and null again when it expires. */
import { useEffect, useEffectEvent, useRef, useState } from "react";
import type { CaptchaWidgetProps } from "./provider.ts";
import { loadRecaptcha } from "./recaptcha-loader.ts";
import { tr } from "../../../lib/i18n/shown-text.ts";

/** The reCAPTCHA v2 widget for a site key. */
export default function RecaptchaWidget({ id, onChange, invalid, errorId, siteKey, texts }: CaptchaWidgetProps) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const report = useEffectEvent(onChange);
  useEffect(() => {
    let cancelled = false;
    loadRecaptcha().then(
      (g) => {
        if (cancelled || !box.current || !siteKey) return;
        g.render(box.current, {
          sitekey: siteKey,
          callback: (token: string) => report(token),
          "expired-callback": () => report(null),
          "error-callback": () => report(null),
        });
      },
      (error: unknown) => {
        console.warn(error);
        setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [siteKey]);
  return (
    <div className="captcha" id={id} aria-describedby={invalid ? errorId : undefined}>
      <div ref={box} />
      {failed && (
        <p className="field-error">{tr(texts, "The security check could not be loaded. Please reload the page.")}</p>
      )}
    </div>
  );
}
