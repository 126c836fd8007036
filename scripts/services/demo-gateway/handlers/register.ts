/**
 * Registration: simple (the gateway issues a card number), with an existing card (NewRegister),
 * and the card-number check. The check answers 1 for a linkable card and 0 otherwise, because
 * the storefront treats any truthy ErrorCode as "valid card".
 */
import type { CallContext, CallSpec } from "../calls.ts";
import { memberByEmail, membersOf } from "../gateway.ts";
import { cardProblem, emailProblem, issueCardNumber, mailMember, secretProblem } from "../members.ts";
import { requestSchemas } from "../schemas.ts";
import type { Member } from "../state.ts";
import { num, text } from "../validate.ts";
import { fail, ok } from "../wire.ts";

/** Checks the fields both registrations share; returns a reason or null. */
function problem({ gw, chain, body }: CallContext): string | null {
  const email = text(body, "UserName");
  const phone = text(body, "PhoneNumber");
  if (text(body, "FirstName") === "" || text(body, "LastName") === "") return "First name and last name are required.";
  const bad = emailProblem(email) ?? secretProblem(chain, typeof body["Password"] === "string" ? body["Password"] : "");
  if (bad !== null) return bad;
  if (memberByEmail(gw, chain.site, email) !== undefined) return "This email address is already registered.";
  if (chain.behaviour.phoneRequired && phone === "") return "Phone number is required.";
  if (phone !== "" && !/^\d{10}$/.test(phone.replace(/\D/g, ""))) return "Please enter a valid phone number.";
  if (!chain.stores.some((s) => s.ClientStoreId === num(body, "ClientStoreId"))) return "Please select a valid store.";
  return null;
}

function create(ctx: CallContext, memberNumber: string, call: string) {
  const { gw, chain, body } = ctx;
  const id = gw.store.nextId();
  const member: Member = {
    UserId: id,
    UserDetailId: id + 5000,
    MemberNumber: memberNumber,
    Username: text(body, "UserName"),
    Password: String(body["Password"]),
    FirstName: text(body, "FirstName"),
    LastName: text(body, "LastName"),
    ZipCode: text(body, "ZipCode"),
    MobileNumber: text(body, "PhoneNumber").replace(/\D/g, ""),
    ClientStoreId: num(body, "ClientStoreId"),
    cart: [],
    points: 0,
    pointsHistory: [],
    progress: {},
    ownCoupons: [],
    savings: 0,
    purchased: 0,
  };
  membersOf(gw, chain.site).push(member);
  gw.store.changed();
  mailMember(
    gw,
    chain,
    call,
    member.Username,
    `Welcome to ${chain.name}`,
    `<p>Hello ${member.FirstName},</p><p>Your ${chain.name} account is ready. Your card number is ${member.MemberNumber}.</p>`,
  );
  return ok({ MemberNumber: member.MemberNumber }, "Registered successfully.");
}

function register(ctx: CallContext) {
  const reason = problem(ctx);
  return reason === null ? create(ctx, issueCardNumber(ctx.gw, ctx.chain), "Register") : fail(reason);
}

function newRegister(ctx: CallContext) {
  if (!ctx.chain.behaviour.linkCardRegistration) return fail("Card registration is not available.");
  const card = text(ctx.body, "MemberNumber");
  const reason = cardProblem(ctx.gw, ctx.chain, card) ?? problem(ctx);
  return reason === null ? create(ctx, card, "NewRegister") : fail(reason);
}

function validateMemberNumber({ gw, chain, params }: CallContext) {
  if (!chain.behaviour.linkCardRegistration) return fail("Card registration is not available.", -1);
  const reason = cardProblem(gw, chain, (params["memberNumber"] ?? "").trim());
  return reason === null ? ok({}, "Valid card number.") : fail(reason, -1);
}

/** Registration calls. */
export const registerCalls: CallSpec[] = [
  { name: "Register", method: "POST", path: "/Register", schema: requestSchemas.Register, handler: register },
  {
    name: "NewRegister",
    method: "POST",
    path: "/NewRegister",
    schema: requestSchemas.NewRegister,
    handler: newRegister,
  },
  {
    name: "ValidateMemberNumber",
    method: "POST",
    path: "/ValidateMemberNumber/:memberNumber",
    schema: requestSchemas.ValidateMemberNumber,
    handler: validateMemberNumber,
  },
];
