/**
 * New PIN or password with its confirmation. Password sites: 'Password 6-12 characters'; PIN sites:
 * a 4-digit PIN, digits only.
 */
import { tr, type Texts } from "../../lib/i18n/shown-text.ts";
import TextField from "../../shared/forms/TextField.tsx";
import { PASSWORD_HINT } from "../../shared/forms/messages.ts";
import { digitsOnly, PIN_LENGTH } from "../../shared/forms/field-rules.ts";

type Props = {
  idPrefix: string;
  passwordMode: boolean;
  secret: string;
  confirm: string;
  errors: { secret?: string | undefined; confirm?: string | undefined };
  onField: (key: "secret" | "confirm", value: string) => void;
  /** Its texts on a page in another language. */
  texts?: Texts | undefined;
};

/** PIN/password and confirmation. */
export default function SecretFields({ idPrefix: p, passwordMode, secret, confirm, errors, onField, texts }: Props) {
  const t = (english: string) => tr(texts, english);
  const clean = (v: string): string => (passwordMode ? v.slice(0, 12) : digitsOnly(v, PIN_LENGTH));
  // PIN entry is filtered to 4 digits instead of a maxlength, which would cut a paste before the filter.
  const common = {
    type: "password" as const,
    autoComplete: "new-password",
    ...(passwordMode ? { maxLength: 12 } : { inputMode: "numeric" as const }),
  };
  return (
    <>
      <TextField
        id={`${p}-secret`}
        label={t(passwordMode ? "Password 6-12 characters" : "PIN (4 digits)")}
        hint={passwordMode ? t(PASSWORD_HINT) : undefined}
        value={secret}
        onChange={(v) => onField("secret", clean(v))}
        error={errors.secret}
        {...common}
      />
      <TextField
        id={`${p}-confirm`}
        label={t(passwordMode ? "Confirm Password" : "Confirm PIN")}
        value={confirm}
        onChange={(v) => onField("confirm", clean(v))}
        error={errors.confirm}
        {...common}
      />
    </>
  );
}
