/**
 * The My Account profile form (accounts spec §2.9): names, read-only e-mail with the Change button
 * when the chain allows it, phone (max 10), preferred store, Submit. A successful update writes
 * store, names and phone into the stored session, so the header shows the new name at once.
 */
import { useState, type SubmitEvent } from "react";
import { shownErrors, tr, type Texts } from "../../lib/i18n/shown-text.ts";
import { updateUserProfile } from "../../api/account.ts";
import StoreSelect from "../../shared/forms/StoreSelect.tsx";
import TextField from "../../shared/forms/TextField.tsx";
import { useForm } from "../../shared/forms/use-form.ts";
import { siteClient } from "../../shared/session/site-client.ts";
import { updateUser, type StoredUser } from "../../shared/session/session-store.ts";
import { carryOut } from "./outcome-effects.ts";
import { profileOutcome } from "./outcomes.ts";
import { profileFormFrom, profilePatch, profileRequest, type StoreOption } from "./profile.ts";
import { phoneDigits } from "../../shared/forms/field-rules.ts";
import { validateProfile } from "./member-validation.ts";
import { NeedsConnection, useOnline } from "../../lib/browser-state.ts";

type Props = {
  user: StoredUser;
  stores: StoreOption[];
  /** Opens the Change Email dialog; absent when the chain does not allow e-mail changes. */
  onChangeEmail?: (() => void) | undefined;
  /** Its texts on a page in another language (member-texts.server.ts); absent in English. */
  texts?: Texts | undefined;
};

/** Profile form with the spec's rules and §8 handling. */
export default function ProfileForm({ user, stores, onChangeEmail, texts }: Props) {
  const { values, set, check, formRef, ready, ...form } = useForm(profileFormFrom(user, stores), validateProfile);
  const errors = shownErrors(texts, form.errors);
  const t = (english: string) => tr(texts, english);
  const [busy, setBusy] = useState(false);
  const online = useOnline();

  async function submit(event: SubmitEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy || !check()) return;
    setBusy(true);
    const result = await updateUserProfile(siteClient(), { ...profileRequest(values), UserToken: user.UserToken });
    if (carryOut(profileOutcome(result), texts)) updateUser(profilePatch(values, stores));
    setBusy(false);
  }

  return (
    <form
      ref={formRef}
      className="account-form member-form"
      noValidate
      onSubmit={submit}
      aria-labelledby="profile-title"
    >
      <h2 id="profile-title">{t("Profile")}</h2>
      <TextField
        id="profile-firstname"
        label={t("First Name")}
        autoComplete="given-name"
        value={values.firstname}
        error={errors.firstname}
        onChange={(v) => set("firstname", v)}
      />
      <TextField
        id="profile-lastname"
        label={t("Last Name")}
        autoComplete="family-name"
        value={values.lastname}
        error={errors.lastname}
        onChange={(v) => set("lastname", v)}
      />
      <EmailRow email={values.email} onChangeEmail={onChangeEmail} t={t} />
      <TextField
        id="profile-phone"
        label={t("Phone Number")}
        type="tel"
        inputMode="tel"
        required={false}
        autoComplete="tel"
        value={values.MobileNumber}
        error={errors.MobileNumber}
        onChange={(v) => set("MobileNumber", phoneDigits(v))}
      />
      <StoreSelect
        id="profile-store"
        stores={stores}
        value={values.client_store}
        error={errors.client_store}
        onChange={(v) => set("client_store", v)}
        texts={texts}
      />
      <button type="submit" className="button" disabled={!ready || busy || !online}>
        {t("Submit")}
      </button>
      <NeedsConnection texts={texts} />
    </form>
  );
}

/** The read-only e-mail with the Change button when the chain allows e-mail changes. */
function EmailRow({
  email,
  onChangeEmail,
  t,
}: Pick<Props, "onChangeEmail"> & { email: string; t: (english: string) => string }) {
  return (
    <div className="field">
      <label htmlFor="profile-email">{t("Email")}</label>
      <div className="member-email-row">
        <input id="profile-email" type="email" value={email} readOnly autoComplete="email" />
        {onChangeEmail && (
          <button
            type="button"
            className="member-link-button"
            aria-haspopup="dialog"
            aria-label={t("Change email")}
            onClick={onChangeEmail}
          >
            {t("Change")}
          </button>
        )}
      </div>
    </div>
  );
}
