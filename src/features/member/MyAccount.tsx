/**
 * The /my-account island: the signed-in member's card barcode, the profile form, the Change Email
 * dialog and the Delete Account panel (each only where the chain allows it). Renders nothing for a
 * guest: the page's guard has already sent them to /login.
 */
import { useState } from "react";
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
};

/** My Account. */
export default function MyAccount({ stores, allowEmailChange, allowUserDelete }: Props) {
  const user = useUser();
  const [emailOpen, setEmailOpen] = useState(false);
  if (!user) return null;

  return (
    <div className="member-account">
      <CardBarcode userToken={user.UserToken} memberNumber={user.MemberNumber} />
      <ProfileForm
        user={user}
        stores={stores}
        onChangeEmail={allowEmailChange ? () => setEmailOpen(true) : undefined}
      />
      {allowEmailChange && (
        <ChangeEmailDialog open={emailOpen} userToken={user.UserToken} onClose={() => setEmailOpen(false)} />
      )}
      {allowUserDelete && <DeleteAccountPanel user={user} />}
    </div>
  );
}
