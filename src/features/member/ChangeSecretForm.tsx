/**
 * The /change-pin island (accounts spec §2.11): old, new and confirm PIN, or Password on password
 * sites, with the spec's rules; ChangePassword then either signs out (success) or reloads (refused)
 * 2.5 s after its toast. PIN fields take digits only.
 */
import { shownErrors, tr, type Texts } from "../../lib/i18n/shown-text.ts";
import { useState, type SubmitEvent } from "react";
import { changePassword } from "../../api/account.ts";
import TextField from "../../shared/forms/TextField.tsx";
import { digitsOnly, PIN_LENGTH } from "../../shared/forms/field-rules.ts";
import { useForm } from "../../shared/forms/use-form.ts";
import { siteClient } from "../../shared/session/site-client.ts";
import { useUser } from "../../shared/session/use-user.ts";
import { carryOut } from "./outcome-effects.ts";
import { secretChangeOutcome } from "./outcomes.ts";
import {
  PASSWORD_LIMITS,
  secretLabels,
  secretWord,
  validateSecretChange,
  type SecretMode,
} from "./member-validation.ts";
import { NeedsConnection, useOnline } from "../../lib/browser-state.ts";

type Props = {
  mode: SecretMode;
  /** Its texts on a page in another language (member-texts.server.ts); absent in English. */
  texts?: Texts | undefined;
};

const FIELDS = ["oldSecret", "newSecret", "confirmSecret"] as const;
const INITIAL = { oldSecret: "", newSecret: "", confirmSecret: "" };

/** Change PIN / Change Password form. */
export default function ChangeSecretForm({ mode, texts }: Props) {
  const user = useUser();
  const labels = secretLabels(mode);
  const form = useForm(INITIAL, (v) => validateSecretChange(mode, v));
  const { values, set, check, formRef, ready } = form;
  const errors = shownErrors(texts, form.errors);
  const t = (english: string) => tr(texts, english);
  const [busy, setBusy] = useState(false);
  const online = useOnline();
  if (!user) return null;
  const pin = mode === "pin";

  async function submit(event: SubmitEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (!user || busy || !check()) return;
    setBusy(true);
    const result = await changePassword(siteClient(), {
      OldPassword: values.oldSecret,
      NewPassword: values.newSecret,
      UserToken: user.UserToken,
    });
    // Every answer but a failed request reloads or signs out 2.5 s later; stay disabled until then.
    const outcome = secretChangeOutcome(result, t(`${secretWord(mode)} changed successfully`));
    carryOut(
      outcome.kind === "notice" ? { ...outcome, notice: { ...outcome.notice, text: t(outcome.notice.text) } } : outcome,
    );
    if (outcome.kind === "notice" && outcome.followUp === undefined) setBusy(false);
  }

  return (
    <form ref={formRef} className="account-form member-form" noValidate onSubmit={submit} aria-label={t(labels.title)}>
      {FIELDS.map((field) => (
        <TextField
          key={field}
          id={`change-secret-${field}`}
          label={t(labels[field])}
          type="password"
          inputMode={pin ? "numeric" : "text"}
          // PIN entry is filtered to 4 digits instead: a maxlength would cut a paste before the filter.
          {...(pin ? {} : { maxLength: PASSWORD_LIMITS.max })}
          autoComplete={field === "oldSecret" ? "current-password" : "new-password"}
          value={values[field]}
          error={errors[field]}
          onChange={(v) => set(field, pin ? digitsOnly(v, PIN_LENGTH) : v)}
        />
      ))}
      <button type="submit" className="button" disabled={!ready || busy || !online}>
        {t("Submit")}
      </button>
      <NeedsConnection texts={texts} />
    </form>
  );
}
