/**
 * The member's details in both registration forms: first and last name, zip (5 digits, at most 5
 * characters, or hidden for a chain), phone (simple registration only; optional unless the chain
 * requires it), preferred store and e-mail.
 */
import { tr, type Texts } from "../../lib/i18n/shown-text.ts";
import StoreSelect, { type StoreOption } from "../../shared/forms/StoreSelect.tsx";
import TextField from "../../shared/forms/TextField.tsx";
import { digitsOnly, phoneDigits } from "../../shared/forms/field-rules.ts";

/** The fields this component draws. */
export type PersonKey = "firstName" | "lastName" | "zip" | "phone" | "store" | "email";

type Props = {
  idPrefix: string;
  values: Record<Exclude<PersonKey, "phone">, string> & { phone?: string };
  errors: Partial<Record<string, string>>;
  onField: (key: PersonKey, value: string) => void;
  stores: StoreOption[];
  /** 'digits5': exactly 5 digits; 'max5': at most 5 characters; 'hidden': no zip field. */
  zip: "digits5" | "max5" | "hidden";
  /** Phone field (simple registration), required or optional. */
  phone?: { required: boolean };
  /** Its texts on a page in another language. */
  texts?: Texts | undefined;
};

/** Names, zip, phone, store and e-mail. */
export default function PersonFields({ idPrefix: p, values, errors, onField, stores, zip, phone, texts }: Props) {
  const t = (english: string) => tr(texts, english);
  return (
    <>
      <TextField
        id={`${p}-first-name`}
        label={t("First Name")}
        autoComplete="given-name"
        value={values.firstName}
        onChange={(v) => onField("firstName", v)}
        error={errors["firstName"]}
      />
      <TextField
        id={`${p}-last-name`}
        label={t("Last Name")}
        autoComplete="family-name"
        value={values.lastName}
        onChange={(v) => onField("lastName", v)}
        error={errors["lastName"]}
      />
      {zip !== "hidden" && (
        <TextField
          id={`${p}-zip`}
          label={t("Zip Code")}
          autoComplete="postal-code"
          inputMode={zip === "digits5" ? "numeric" : "text"}
          {...(zip === "digits5" ? {} : { maxLength: 5 })}
          value={values.zip}
          onChange={(v) => onField("zip", zip === "digits5" ? digitsOnly(v, 5) : v.slice(0, 5))}
          error={errors["zip"]}
        />
      )}
      {phone && (
        <TextField
          id={`${p}-phone`}
          label={t(phone.required ? "Phone Number" : "Phone Number (optional)")}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          required={phone.required}
          value={values.phone ?? ""}
          onChange={(v) => onField("phone", phoneDigits(v))}
          error={errors["phone"]}
        />
      )}
      <StoreSelect
        id={`${p}-store`}
        stores={stores}
        value={values.store}
        onChange={(v) => onField("store", v)}
        error={errors["store"]}
        texts={texts}
      />
      <TextField
        id={`${p}-email`}
        label={t("Email")}
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(v) => onField("email", v)}
        error={errors["email"]}
      />
    </>
  );
}
