/**
 * The My Account profile form (accounts spec §2.9): names, read-only e-mail with the Change button
 * when the chain allows it, phone (max 10), preferred store, Submit. A successful update writes
 * store, names and phone into the stored session, so the header shows the new name at once.
 */
import { useState, type SubmitEvent } from "react";
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
};

/** Profile form with the spec's rules and §8 handling. */
export default function ProfileForm({ user, stores, onChangeEmail }: Props) {
  const { values, errors, set, check, formRef, ready } = useForm(profileFormFrom(user, stores), validateProfile);
  const [busy, setBusy] = useState(false);
  const online = useOnline();

  async function submit(event: SubmitEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy || !check()) return;
    setBusy(true);
    const result = await updateUserProfile(siteClient(), { ...profileRequest(values), UserToken: user.UserToken });
    if (carryOut(profileOutcome(result))) updateUser(profilePatch(values, stores));
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
      <h2 id="profile-title">Profile</h2>
      <TextField
        id="profile-firstname"
        label="First Name"
        autoComplete="given-name"
        value={values.firstname}
        error={errors.firstname}
        onChange={(v) => set("firstname", v)}
      />
      <TextField
        id="profile-lastname"
        label="Last Name"
        autoComplete="family-name"
        value={values.lastname}
        error={errors.lastname}
        onChange={(v) => set("lastname", v)}
      />
      <div className="field">
        <label htmlFor="profile-email">Email</label>
        <div className="member-email-row">
          <input id="profile-email" type="email" value={values.email} readOnly autoComplete="email" />
          {onChangeEmail && (
            <button
              type="button"
              className="member-link-button"
              aria-haspopup="dialog"
              aria-label="Change email"
              onClick={onChangeEmail}
            >
              Change
            </button>
          )}
        </div>
      </div>
      <TextField
        id="profile-phone"
        label="Phone Number"
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
      />
      <button type="submit" className="button" disabled={!ready || busy || !online}>
        Submit
      </button>
      <NeedsConnection />
    </form>
  );
}
