/**
 * The Change Email dialog (accounts spec §2.10): new e-mail and confirmation, Save. A native modal
 * `<dialog>`: focus moves into it, Escape closes it, and focus goes back to what opened it. On
 * success the member is signed out and sent to /login; a refused change keeps what was typed.
 */
import { useEffect, useRef, useState, type SubmitEvent } from "react";
import { shownErrors, tr, type Texts } from "../../lib/i18n/shown-text.ts";
import { changeUserName } from "../../api/account.ts";
import TextField from "../../shared/forms/TextField.tsx";
import { useForm } from "../../shared/forms/use-form.ts";
import { siteClient } from "../../shared/session/site-client.ts";
import { carryOut } from "./outcome-effects.ts";
import { emailChangeOutcome } from "./outcomes.ts";
import { validateEmailChange } from "./member-validation.ts";
import { NeedsConnection, useOnline } from "../../lib/browser-state.ts";

type Props = {
  open: boolean;
  userToken: string;
  /** Called when the dialog closes (Close button, Escape). */
  onClose: () => void;
  /** Its texts on a page in another language (member-texts.server.ts); absent in English. */
  texts?: Texts | undefined;
};

/** Modal dialog changing the member's e-mail (ChangeUserName). */
export default function ChangeEmailDialog({ open, userToken, onClose, texts }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const form = useForm({ newEmail: "", confirmEmail: "" }, validateEmailChange);
  const { values, set, check, formRef, ready } = form;
  const errors = shownErrors(texts, form.errors);
  const t = (english: string) => tr(texts, english);
  const [busy, setBusy] = useState(false);
  const online = useOnline();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
    } else if (!open && element.open) element.close();
  }, [open]);

  function closed(): void {
    onClose();
    opener.current?.focus();
  }

  async function submit(event: SubmitEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy || !check()) return;
    setBusy(true);
    const result = await changeUserName(siteClient(), { UserName: values.newEmail.trim(), UserToken: userToken });
    // After a success the page is left shortly; keep Save disabled until then.
    if (!carryOut(emailChangeOutcome(result), texts)) setBusy(false);
  }

  return (
    <dialog ref={dialog} className="member-dialog" aria-labelledby="change-email-title" onClose={closed}>
      <form ref={formRef} className="account-form member-form" noValidate onSubmit={submit}>
        <h2 id="change-email-title">{t("Change Email")}</h2>
        <TextField
          id="change-email-new"
          label={t("New Email")}
          type="email"
          autoComplete="email"
          value={values.newEmail}
          error={errors.newEmail}
          onChange={(v) => set("newEmail", v)}
        />
        <TextField
          id="change-email-confirm"
          label={t("Confirm Email")}
          type="email"
          autoComplete="email"
          value={values.confirmEmail}
          error={errors.confirmEmail}
          onChange={(v) => set("confirmEmail", v)}
        />
        <NeedsConnection texts={texts} />
        <div className="member-actions">
          <button type="submit" className="button" disabled={!ready || busy || !online}>
            {t("Save")}
          </button>
          <button type="button" className="button button-secondary" onClick={() => dialog.current?.close()}>
            {t("Close")}
          </button>
        </div>
      </form>
    </dialog>
  );
}
