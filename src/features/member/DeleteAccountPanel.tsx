/**
 * The Delete Account panel (accounts spec §2.9, shown only when the chain allows deletion): asks
 * the browser's confirmation, then DeleteUser; on success 'User deleted successfully' and the
 * sign-out 2 s later.
 */
import { useState } from "react";
import { tr, type Texts } from "../../lib/i18n/shown-text.ts";
import { deleteUser } from "../../api/account.ts";
import { siteClient } from "../../shared/session/site-client.ts";
import type { StoredUser } from "../../shared/session/session-store.ts";
import { carryOut } from "./outcome-effects.ts";
import { DELETE_CONFIRM, deleteOutcome } from "./outcomes.ts";
import { NeedsConnection, useOnline } from "../../lib/browser-state.ts";

type Props = {
  user: StoredUser;
  /** Its texts on a page in another language (member-texts.server.ts); absent in English. */
  texts?: Texts | undefined;
};

/** Panel with the Delete Account button. */
export default function DeleteAccountPanel({ user, texts }: Props) {
  const [busy, setBusy] = useState(false);
  const online = useOnline();
  const t = (english: string) => tr(texts, english);

  const remove = async () => {
    if (busy || !window.confirm(t(DELETE_CONFIRM))) return;
    setBusy(true);
    const result = await deleteUser(siteClient(), {
      MemberNumber: user.MemberNumber,
      // The login answer carries it; a record without one sends 0 and the gateway says why it refuses.
      UserDetailId: user.UserDetailId ?? 0,
      UserToken: user.UserToken,
    });
    // After a success the page is left 2 s later; keep the button disabled until then.
    if (!carryOut(deleteOutcome(result), texts)) setBusy(false);
  };

  return (
    <section className="member-panel member-danger" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">{t("Delete Account")}</h2>
      <p>{t("Deleting your account removes your profile, clipped coupons and rewards. This cannot be undone.")}</p>
      <button
        type="button"
        className="button member-danger-button"
        disabled={busy || !online}
        onClick={() => void remove()}
      >
        {t("Delete Account")}
      </button>
      <NeedsConnection texts={texts} />
    </section>
  );
}
