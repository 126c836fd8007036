/**
 * My Account calls: change e-mail, update profile, change PIN/password, delete the account.
 * E-mail change and deletion are refused when the chain does not allow them.
 */
import type { CallContext, CallSpec } from "../calls.ts";
import { closeSessions, memberByEmail, membersOf } from "../gateway.ts";
import { emailProblem, mailMember, secretName, secretProblem } from "../members.ts";
import { requestSchemas } from "../schemas.ts";
import { num, text, type BodySchema } from "../validate.ts";
import { fail, ok } from "../wire.ts";

function changeUserName({ gw, chain, member, body }: CallContext) {
  if (member === null) return fail("Member not found.");
  if (!chain.behaviour.emailChange) return fail("Changing the email address is not allowed.");
  const email = text(body, "UserName");
  const bad = emailProblem(email);
  if (bad !== null) return fail(bad);
  const owner = memberByEmail(gw, chain.site, email);
  if (owner !== undefined && owner !== member) return fail("This email address is already registered.");
  const old = member.Username;
  member.Username = email;
  closeSessions(gw, chain.site, member.MemberNumber);
  gw.store.changed();
  mailMember(
    gw,
    chain,
    "ChangeUserName",
    email,
    "Your email address was changed",
    `<p>Hello ${member.FirstName},</p><p>Your ${chain.name} sign-in email changed from ${old} to ${email}.</p>`,
  );
  return ok({}, "Email address changed successfully.");
}

function updateProfile({ gw, chain, member, body }: CallContext) {
  if (member === null) return fail("Member not found.");
  const phone = text(body, "PhoneNumber").replace(/\D/g, "");
  const storeId = num(body, "ClientStoreId");
  if (text(body, "FirstName") === "" || text(body, "LastName") === "")
    return fail("First name and last name are required.");
  if (!chain.stores.some((s) => s.ClientStoreId === storeId)) return fail("Please select a valid store.");
  if (phone.length > 10) return fail("Please enter a valid phone number.");
  if (chain.behaviour.phoneRequired && phone === "") return fail("Phone number is required.");
  member.FirstName = text(body, "FirstName");
  member.LastName = text(body, "LastName");
  member.MobileNumber = phone;
  member.ClientStoreId = storeId;
  gw.store.changed();
  return ok({}, "Profile updated successfully.");
}

function changePassword({ gw, chain, member, body }: CallContext) {
  if (member === null) return fail("Member not found.");
  const name = secretName(chain);
  if (String(body["OldPassword"]) !== member.Password) return fail(`Old ${name} is incorrect.`);
  const next = String(body["NewPassword"]);
  const bad = secretProblem(chain, next);
  if (bad !== null) return fail(bad);
  member.Password = next;
  closeSessions(gw, chain.site, member.MemberNumber);
  gw.store.changed();
  return ok({}, `${name} changed successfully.`);
}

function deleteUser({ gw, chain, member, body }: CallContext) {
  if (member === null) return fail("Member not found.");
  if (!chain.behaviour.accountDeletion) return fail("Deleting the account is not allowed.");
  const detailId = num(body, "UserDetailId");
  if (
    text(body, "MemberNumber") !== member.MemberNumber ||
    (!Number.isNaN(detailId) && detailId !== member.UserDetailId)
  ) {
    return fail("Member details do not match the signed-in member.");
  }
  const list = membersOf(gw, chain.site);
  list.splice(list.indexOf(member), 1);
  closeSessions(gw, chain.site, member.MemberNumber);
  gw.store.changed();
  mailMember(
    gw,
    chain,
    "DeleteUser",
    member.Username,
    "Your account was deleted",
    `<p>Hello ${member.FirstName},</p><p>Your ${chain.name} account has been deleted.</p>`,
  );
  return ok({}, "User deleted successfully");
}

const member = (name: string, handler: CallSpec["handler"], schema: BodySchema): CallSpec => ({
  name,
  method: "POST",
  path: `/${name}`,
  schema,
  auth: "member",
  token: { body: "UserToken" },
  handler,
});

/** My Account calls. */
export const profileCalls: CallSpec[] = [
  member("ChangeUserName", changeUserName, requestSchemas.ChangeUserName),
  member("UpdateUserProfile", updateProfile, requestSchemas.UpdateUserProfile),
  member("ChangePassword", changePassword, requestSchemas.ChangePassword),
  member("DeleteUser", deleteUser, requestSchemas.DeleteUser),
];
