/**
 * Sign-in calls: ValidateUser (answers with the key spelt `ErrorMesasge`, as the real one does),
 * the hand-off login from another shop app, and the forgotten PIN/password e-mail.
 */
import type { CallContext, CallSpec } from "../calls.ts";
import { memberByEmail, openSession } from "../gateway.ts";
import { mailMember, secretName, temporarySecret, userRecord } from "../members.ts";
import { requestSchemas } from "../schemas.ts";
import { text } from "../validate.ts";
import { errorBlock, fail, FAIL, ok, OK } from "../wire.ts";

function validateUser({ gw, chain, body }: CallContext) {
  const member = memberByEmail(gw, chain.site, text(body, "UserName"));
  const password = typeof body["Password"] === "string" ? body["Password"] : text(body, "Password");
  if (member === undefined || member.Password !== password) {
    return {
      UserId: 0,
      UserToken: null,
      MemberNumber: null,
      UserDetailId: 0,
      ErrorMesasge: errorBlock(FAIL, `Invalid username or ${secretName(chain).toLowerCase()}.`),
    };
  }
  const token = openSession(gw, chain.site, member);
  return { ...userRecord(chain, member, token), ErrorMesasge: errorBlock(OK, "Login successful.") };
}

/** Hand-off: another shop app passes a live session; answer the user record for it. */
function handOff({ chain, member, token, body }: CallContext) {
  if (member === null || member.MemberNumber !== text(body, "MemberNumber")) return fail("Invalid user details.");
  return ok(userRecord(chain, member, token), "Login successful.");
}

function forgot({ gw, chain, body }: CallContext) {
  const email = text(body, "UserName");
  const member = memberByEmail(gw, chain.site, email);
  if (member === undefined) return fail("We could not find an account with that email address.");
  member.Password = temporarySecret(gw, chain, email);
  gw.store.changed();
  const name = secretName(chain);
  mailMember(
    gw,
    chain,
    "ForgotPassword",
    member.Username,
    `Your ${chain.name} ${name}`,
    `<p>Hello ${member.FirstName},</p><p>Your new temporary ${name} is <strong>${member.Password}</strong>.</p>` +
      `<p>Please sign in and change it from My Account.</p>`,
  );
  return ok({}, `An email has been sent with your new ${name}.`);
}

/** Sign-in calls. */
export const authCalls: CallSpec[] = [
  {
    name: "ValidateUser",
    method: "POST",
    path: "/ValidateUser",
    schema: requestSchemas.ValidateUser,
    handler: validateUser,
  },
  {
    name: "validateecomshopuser",
    method: "POST",
    path: "/validateecomshopuser",
    schema: requestSchemas.validateecomshopuser,
    auth: "member",
    token: { body: "UserToken" },
    handler: handOff,
  },
  {
    name: "ForgotPassword",
    method: "POST",
    path: "/ForgotPassword",
    schema: requestSchemas.ForgotPassword,
    handler: forgot,
  },
  {
    name: "ForgotPasswordV2",
    method: "POST",
    path: "/ForgotPasswordV2",
    schema: requestSchemas.ForgotPasswordV2,
    handler: forgot,
  },
];
