/**
 * The local captcha (see local-captcha.ts): a checkbox and a sum. The sum is drawn after hydration
 * so the build-time HTML and the first browser render agree.
 */
import { useEffect, useEffectEvent, useState } from "react";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import { challengeText, isCorrect, localToken, newChallenge, SUM_TEXT, type Challenge } from "./local-captcha.ts";
import { tr } from "../../../lib/i18n/shown-text.ts";
import type { CaptchaWidgetProps } from "./provider.ts";

/** "I'm not a robot" plus a small sum. */
export default function LocalCaptcha({ id, onChange, invalid, errorId, texts }: CaptchaWidgetProps) {
  const t = (english: string) => tr(texts, english);
  const [drawn] = useState<Challenge>(newChallenge);
  const challenge = useHydrated() ? drawn : null;
  const [checked, setChecked] = useState(false);
  const [answer, setAnswer] = useState("");

  const passed = challenge !== null && checked && isCorrect(challenge, answer);
  // A captcha drawn anew (after a failed send) clears the form's token of the one before.
  const report = useEffectEvent(onChange);
  useEffect(() => report(null), []);
  // The form learns the outcome in the same event as the tick or the keystroke, so an Enter pressed
  // right after the last digit sends the form: told from an effect, the form's state lagged behind
  // the 'Check passed' already shown, and that Enter got 'Please fill all the fields'.
  const update = (tick: boolean, sum: string) => {
    setChecked(tick);
    setAnswer(sum);
    onChange(challenge && tick && isCorrect(challenge, sum) ? localToken(challenge) : null);
  };

  const describedBy = invalid && errorId ? errorId : undefined;
  return (
    <fieldset className="captcha" aria-describedby={describedBy}>
      <legend>{t("Security check")}</legend>
      <div className="check-field">
        <input
          id={`${id}-robot`}
          type="checkbox"
          checked={checked}
          aria-invalid={invalid && !checked}
          aria-describedby={describedBy}
          onChange={(e) => update(e.target.checked, answer)}
        />
        <label htmlFor={`${id}-robot`}>{t("I'm not a robot")}</label>
      </div>
      <div className="field captcha-sum">
        <label htmlFor={`${id}-sum`}>
          {challenge ? challengeText(challenge, t(SUM_TEXT)) : t("Loading the question…")}
        </label>
        <input
          id={`${id}-sum`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={2}
          value={answer}
          disabled={challenge === null}
          aria-invalid={invalid && checked && !passed}
          aria-describedby={describedBy}
          onChange={(e) => update(checked, e.target.value.replace(/\D/g, ""))}
        />
      </div>
      {passed && (
        <p className="captcha-passed" role="status">
          {t("Check passed")}
        </p>
      )}
    </fieldset>
  );
}
