/**
 * Link-card registration (accounts §2.6, §4): an existing loyalty card becomes an online account.
 * Register stays blocked ('Enter valid card detail!') until ValidateMemberNumber accepted the card.
 */
import { shownErrors, tr } from "../../lib/i18n/shown-text.ts";
import type { SubmitEvent } from "react";
import { toast } from "../../lib/toast.ts";
import { newRegister } from "../../api/account.ts";
import type { CardLength } from "../../lib/site-config.ts";
import { siteClient } from "../../shared/session/site-client.ts";
import CardFields from "./CardFields.tsx";
import { validateLinkCard, type LinkCardValues } from "./entry-validation.ts";
import { INVALID_CARD, LONG_TOAST_MS, REGISTERED } from "../../shared/forms/messages.ts";
import PersonFields from "./PersonFields.tsx";
import RegisterFrame, { type RegisterCommonProps } from "./RegisterFrame.tsx";
import { newRegisterArgs } from "./request-args.ts";
import { successToLogin } from "./send.ts";
import type { StoreOption } from "../../shared/forms/StoreSelect.tsx";
import { useCardCheck } from "./use-card-check.ts";
import { useForm, type DraftOptions } from "../../shared/forms/use-form.ts";
import { useSend } from "./use-send.ts";
import "../../shared/forms/account-forms.css";

/** What the page passes to the link-card registration form. */
export type LinkCardProps = RegisterCommonProps & {
  /** Card length from the pulled company settings (12/12 when the chain has none). */
  cardLength: CardLength;
  stores: StoreOption[];
};

const INITIAL: LinkCardValues = {
  card: "",
  confirmCard: "",
  firstName: "",
  lastName: "",
  zip: "",
  store: "",
  email: "",
  secret: "",
  confirm: "",
  terms: false,
  captcha: null,
};

/** Kept across a reload or Back until the registration succeeds; never the PIN, password or captcha. */
const DRAFT = {
  name: "link-card",
  keep: ["card", "confirmCard", "firstName", "lastName", "zip", "store", "email", "terms"],
} satisfies DraftOptions<LinkCardValues>;

/** The link-card registration form. */
export default function LinkCardForm(props: LinkCardProps) {
  const { passwordMode, cardLength } = props;
  const form = useForm(INITIAL, (v) => validateLinkCard(v, { passwordMode, cardLength }), DRAFT);
  const { values, set, check } = form;
  const errors = shownErrors(props.texts, form.errors);
  const t = (english: string) => tr(props.texts, english);
  const status = useCardCheck(values.card, values.confirmCard, cardLength);
  const { sending, failures, send } = useSend(props.texts);

  async function submit(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    if (sending || !check()) return;
    if (status !== "valid") {
      toast.error(t(INVALID_CARD));
      return;
    }
    await send(
      () => newRegister(siteClient(), newRegisterArgs(values)),
      () => {
        form.dropDraft();
        successToLogin(t(REGISTERED), LONG_TOAST_MS);
      },
    );
  }

  return (
    <RegisterFrame
      idPrefix="link-card"
      label={t("Link Card Registration")}
      form={{ ...form, errors }}
      onSubmit={submit}
      sending={sending}
      failures={failures}
      common={props}
    >
      <CardFields {...{ values, errors, cardLength, status }} onField={set} texts={props.texts} />
      <PersonFields
        idPrefix="link-card"
        values={values}
        errors={errors}
        onField={(key, value) => key !== "phone" && set(key, value)}
        stores={props.stores}
        zip="max5"
        texts={props.texts}
      />
    </RegisterFrame>
  );
}
