/**
 * The /my-account island: the signed-in member's card barcode, the profile form, the Change Email
 * dialog and the Delete Account panel (each only where the chain allows it). Renders nothing for a
 * guest: the page's guard has already sent them to /login.
 */
import { useState } from "react";
import type { Texts } from "../../lib/i18n/shown-text.ts";
import { useUser } from "../../shared/session/use-user.ts";
import CardBarcode from "./CardBarcode.tsx";
import ChangeEmailDialog from "./ChangeEmailDialog.tsx";
import DeleteAccountPanel from "./DeleteAccountPanel.tsx";
import type { StoreOption } from "./profile.ts";
import ProfileForm from "./ProfileForm.tsx";

type Props = {
  /** The chain's stores for the preferred-store dropdown (from the build's snapshot). */
  stores: StoreOption[];
  /** ALLOW_EMAIL_CHANGE. */
  allowEmailChange: boolean;
  /** ALLOW_USER_DELETE. */
  allowUserDelete: boolean;
  /** Its texts on a page in another language (member-texts.server.ts); absent in English. */
  texts?: Texts | undefined;
};

/** My Account. */
export default function MyAccount({ stores, allowEmailChange, allowUserDelete, texts }: Props) {
  const user = useUser();
  const [emailOpen, setEmailOpen] = useState(false);
  if (!user) return null;

  return (
    <div className="member-account">
      <CardBarcode userToken={user.UserToken} memberNumber={user.MemberNumber} texts={texts} />
      <ProfileForm
        user={user}
        stores={stores}
        onChangeEmail={allowEmailChange ? () => setEmailOpen(true) : undefined}
        texts={texts}
      />
      {allowEmailChange && (
        <ChangeEmailDialog
          open={emailOpen}
          userToken={user.UserToken}
          onClose={() => setEmailOpen(false)}
          texts={texts}
        />
      )}
      {allowUserDelete && <DeleteAccountPanel user={user} texts={texts} />}
    </div>
  );
}
