/**
 * Simple registration (accounts §2.5; also /register where card linking is off): the gateway issues
 * the card. Success shows 'Register Successfully !' (7 s) on /login.
 */
import { shownErrors, tr } from "../../lib/i18n/shown-text.ts";
import type { SubmitEvent } from "react";
import { register } from "../../api/account.ts";
import { siteClient } from "../../shared/session/site-client.ts";
import { validateRegister, type RegisterValues } from "./entry-validation.ts";
import { LONG_TOAST_MS, REGISTERED } from "../../shared/forms/messages.ts";
import PersonFields from "./PersonFields.tsx";
import RegisterFrame, { type RegisterCommonProps } from "./RegisterFrame.tsx";
import { registerArgs } from "./request-args.ts";
import { successToLogin } from "./send.ts";
import type { StoreOption } from "../../shared/forms/StoreSelect.tsx";
import { useForm, type DraftOptions } from "../../shared/forms/use-form.ts";
import { useSend } from "./use-send.ts";
import "../../shared/forms/account-forms.css";

/** What the page passes to the simple registration form. */
export type SimpleRegisterProps = RegisterCommonProps & {
  phoneRequired: boolean;
  hideZip: boolean;
  clientId: number;
  storeGroupId: number;
  stores: StoreOption[];
};

const INITIAL: RegisterValues = {
  firstName: "",
  lastName: "",
  zip: "",
  phone: "",
  store: "",
  email: "",
  secret: "",
  confirm: "",
  terms: false,
  captcha: null,
};

/** Kept across a reload or Back until the registration succeeds; never the PIN, password or captcha. */
const DRAFT = {
  name: "register",
  keep: ["firstName", "lastName", "zip", "phone", "store", "email", "terms"],
} satisfies DraftOptions<RegisterValues>;

/** The simple registration form. */
export default function SimpleRegisterForm(props: SimpleRegisterProps) {
  const { passwordMode, phoneRequired, hideZip } = props;
  const form = useForm(INITIAL, (v) => validateRegister(v, { passwordMode, phoneRequired, hideZip }), DRAFT);
  const { values, set, check } = form;
  const errors = shownErrors(props.texts, form.errors);
  const { sending, failures, send } = useSend(props.texts);

  async function submit(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    if (sending || !check()) return;
    const args = registerArgs(values, { clientId: props.clientId, storeGroupId: props.storeGroupId }, hideZip);
    await send(
      () => register(siteClient(), args),
      () => {
        form.dropDraft();
        successToLogin(tr(props.texts, REGISTERED), LONG_TOAST_MS);
      },
    );
  }

  return (
    <RegisterFrame
      idPrefix="register"
      label={tr(props.texts, "Register")}
      form={{ ...form, errors }}
      onSubmit={submit}
      sending={sending}
      failures={failures}
      common={props}
    >
      <PersonFields
        idPrefix="register"
        values={values}
        errors={errors}
        onField={set}
        stores={props.stores}
        zip={hideZip ? "hidden" : "digits5"}
        phone={{ required: phoneRequired }}
        texts={props.texts}
      />
    </RegisterFrame>
  );
}
