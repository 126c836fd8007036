/**
 * The running gateway: chains from the seed, mutable state, armed faults, and the lookups every
 * handler needs (chain by header, member by token, sending e-mail).
 */
import { randomUUID } from "node:crypto";
import type { WebhookTarget } from "./coupon-changes.ts";
import type { Faults } from "./faults.ts";
import type { Member, SentEmail, StateStore } from "./state.ts";
import type { ChainSeed } from "./seed/types.ts";

/** Shared runtime of one gateway instance. */
export type Gateway = {
  chains: ReadonlyMap<string, ChainSeed>;
  store: StateStore;
  faults: Faults;
  /** Clock (tests may pin it). */
  now: () => number;
  /** Whether the /__demo/ control endpoints exist. */
  demoControls: boolean;
  /** Base for URLs in responses; the request's own origin when undefined. */
  publicUrl: string | undefined;
  sessionTtlMs: number;
  /** Where a change is announced (signed webhook to `npm run watch`); undefined: nowhere. */
  webhook: WebhookTarget | undefined;
};

/** The chain a `domainname` header (its RSA_SUBDOMAIN) selects, case-insensitively. */
export function chainByDomain(gw: Gateway, domain: string | undefined): ChainSeed | null {
  if (domain === undefined || domain.trim() === "") return null;
  return gw.chains.get(domain.trim().toLowerCase()) ?? null;
}

/** The chain named by ClientDbName or ClientId in a support-domain body. */
export function chainByClient(gw: Gateway, body: Record<string, unknown>): ChainSeed | null {
  const db = typeof body["ClientDbName"] === "string" ? body["ClientDbName"].toLowerCase() : "";
  const id = Number(body["ClientId"]);
  for (const chain of gw.chains.values()) {
    if (db !== "" && chain.clientDbName.toLowerCase() === db) return chain;
  }
  for (const chain of gw.chains.values()) {
    if (Number.isFinite(id) && chain.clientId === id) return chain;
  }
  return null;
}

/** The chain with the coupons added through `/__demo/coupons` among its own (the chain itself when none were). */
export function withAddedCoupons(gw: Gateway, chain: ChainSeed): ChainSeed {
  const added = gw.store.state.addedCoupons[chain.site] ?? [];
  if (added.length === 0) return chain;
  const first = added.filter((a) => a.first).map((a) => a.coupon);
  const last = added.filter((a) => !a.first).map((a) => a.coupon);
  return { ...chain, coupons: [...first.toReversed(), ...chain.coupons, ...last] };
}

/** Members of a chain (live list: mutate, then call store.changed()). */
export function membersOf(gw: Gateway, site: string): Member[] {
  const list = gw.store.state.members[site];
  if (list !== undefined) return list;
  const created: Member[] = [];
  gw.store.state.members[site] = created;
  return created;
}

/** Finds a member by e-mail (case-insensitive). */
export function memberByEmail(gw: Gateway, site: string, email: string): Member | undefined {
  const wanted = email.trim().toLowerCase();
  return membersOf(gw, site).find((m) => m.Username.toLowerCase() === wanted);
}

/** The member a live token belongs to, or null for unknown/expired tokens. */
export function memberByToken(gw: Gateway, site: string, token: string): Member | null {
  const session = gw.store.state.sessions[token];
  if (session === undefined || session.site !== site || session.expiresAt <= gw.now()) return null;
  return membersOf(gw, site).find((m) => m.MemberNumber === session.memberNumber) ?? null;
}

/** Opens a session and returns its token. */
export function openSession(gw: Gateway, site: string, member: Member): string {
  const token = randomUUID();
  gw.store.state.sessions[token] = { site, memberNumber: member.MemberNumber, expiresAt: gw.now() + gw.sessionTtlMs };
  gw.store.changed();
  return token;
}

/** Ends every session of a member (after a change of e-mail, password, or deletion). */
export function closeSessions(gw: Gateway, site: string, memberNumber: string): void {
  const sessions = gw.store.state.sessions;
  for (const [token, s] of Object.entries(sessions)) {
    if (s.site === site && s.memberNumber === memberNumber) delete sessions[token];
  }
}

/** Records an outgoing e-mail. */
export function sendEmail(
  gw: Gateway,
  mail: Omit<SentEmail, "id" | "sentAt" | "cc" | "bcc"> & Partial<SentEmail>,
): SentEmail {
  const sent: SentEmail = {
    cc: "",
    bcc: "",
    ...mail,
    id: gw.store.nextId(),
    sentAt: new Date(gw.now()).toISOString(),
  };
  gw.store.state.emails.push(sent);
  gw.store.changed();
  return sent;
}

/** The address a chain sends its own e-mails from. */
export function chainSender(chain: ChainSeed): string {
  return String(chain.company["SupportEmail"] ?? `no-reply@${chain.site}.example`);
}
