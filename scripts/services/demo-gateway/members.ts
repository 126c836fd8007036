/**
 * Member rules shared by the account handlers: credential formats, card numbers, the user record
 * ValidateUser answers, and e-mails the gateway sends members.
 */
import { membersOf, sendEmail, chainSender, type Gateway } from "./gateway.ts";
import type { Member } from "./state.ts";
import type { ChainSeed } from "./seed/types.ts";
import { createRng } from "./seed/prng.ts";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PASSWORD = /^[A-Za-z0-9_@./#&+-]{6,12}$/;
const PIN = /^\d{4}$/;

/** Why an e-mail address is refused, or null. */
export function emailProblem(email: string): string | null {
  return EMAIL.test(email) ? null : "Please enter a valid email address.";
}

/** Why a new PIN/password is refused for this chain, or null. */
export function secretProblem(chain: ChainSeed, secret: string): string | null {
  if (chain.behaviour.passwordLogin) return PASSWORD.test(secret) ? null : "Password must be 6-12 characters.";
  return PIN.test(secret) ? null : "PIN must be 4 digits.";
}

/** "PIN" or "Password" as the chain calls it. */
export function secretName(chain: ChainSeed): string {
  return chain.behaviour.passwordLogin ? "Password" : "PIN";
}

/** Why a card number cannot be linked, or null when it is one of the chain's unregistered cards. */
export function cardProblem(gw: Gateway, chain: ChainSeed, card: string): string | null {
  const { cardPrefix, cardLength } = chain.behaviour;
  if (!/^\d+$/.test(card) || card.length !== cardLength || !card.startsWith(cardPrefix)) return "Invalid card number.";
  if (membersOf(gw, chain.site).some((m) => m.MemberNumber === card)) return "This card is already registered.";
  return null;
}

/** A new card number for a member who registers without a card. */
export function issueCardNumber(gw: Gateway, chain: ChainSeed): string {
  const { cardPrefix, cardLength } = chain.behaviour;
  for (;;) {
    const candidate = cardPrefix + String(gw.store.nextId()).padStart(cardLength - cardPrefix.length, "0");
    if (!membersOf(gw, chain.site).some((m) => m.MemberNumber === candidate)) return candidate;
  }
}

/** A temporary PIN or password for a forgotten one (deterministic per request counter). */
export function temporarySecret(gw: Gateway, chain: ChainSeed, email: string): string {
  const rng = createRng(`${chain.site}:${email}:${gw.store.nextId()}`);
  const digits = String(rng.int(1000, 9999));
  return chain.behaviour.passwordLogin ? `Temp${digits}#` : digits;
}

/** The user record that login answers (many optional flags are null, as on the real gateway). */
export function userRecord(chain: ChainSeed, member: Member, token: string): Record<string, unknown> {
  const store = chain.stores.find((s) => s.ClientStoreId === member.ClientStoreId);
  return {
    UserId: member.UserId,
    UserToken: token,
    MemberNumber: member.MemberNumber,
    UserDetailId: member.UserDetailId,
    CustomerId: 1,
    ClientStoreId: member.ClientStoreId,
    ClientStoreName: store?.ClientStoreName ?? "",
    FirstName: member.FirstName,
    LastName: member.LastName,
    ZipCode: member.ZipCode,
    MobileNumber: member.MobileNumber,
    Username: member.Username,
    Email: member.Username,
    IsPinReset: null,
    IsEmailVerified: null,
    DeviceId: null,
    ProfileImage: null,
    BirthDate: null,
  };
}

/** Sends a chain e-mail to a member. */
export function mailMember(
  gw: Gateway,
  chain: ChainSeed,
  call: string,
  to: string,
  subject: string,
  body: string,
): void {
  sendEmail(gw, { site: chain.site, call, to, from: chainSender(chain), subject, body });
}
