/**
 * New PIN or password with its confirmation. Password sites: 'Password 6-12 characters'; PIN sites:
 * a 4-digit PIN, digits only.
 */
import TextField from "./TextField.tsx";
import { digitsOnly } from "./rules.ts";

type Props = {
  idPrefix: string;
  passwordMode: boolean;
  secret: string;
  confirm: string;
  errors: { secret?: string | undefined; confirm?: string | undefined };
  onField: (key: "secret" | "confirm", value: string) => void;
};

/** PIN/password and confirmation. */
export default function SecretFields({ idPrefix: p, passwordMode, secret, confirm, errors, onField }: Props) {
  const clean = (v: string): string => (passwordMode ? v.slice(0, 12) : digitsOnly(v, 4));
  const common = {
    type: "password" as const,
    autoComplete: "new-password",
    maxLength: passwordMode ? 12 : 4,
    ...(passwordMode ? {} : { inputMode: "numeric" as const }),
  };
  return (
    <>
      <TextField
        id={`${p}-secret`}
        label={passwordMode ? "Password 6-12 characters" : "PIN (4 digits)"}
        hint={passwordMode ? "Letters, digits and _ @ . / # & + -" : undefined}
        value={secret}
        onChange={(v) => onField("secret", clean(v))}
        error={errors.secret}
        {...common}
      />
      <TextField
        id={`${p}-confirm`}
        label={passwordMode ? "Confirm Password" : "Confirm PIN"}
        value={confirm}
        onChange={(v) => onField("confirm", clean(v))}
        error={errors.confirm}
        {...common}
      />
    </>
  );
}
