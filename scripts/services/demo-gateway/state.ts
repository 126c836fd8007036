/**
 * The gateway's mutable state (members, sessions, carts, points, sent e-mails). Seed data that never
 * changes (stores, coupons …) is rebuilt from code; only this part is saved to the state file.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from "node:fs";
import { dirname } from "node:path";
import type { ChainSeed, CouponSeed } from "./seed/types.ts";

/** A registered member. */
export type Member = {
  UserId: number;
  UserDetailId: number;
  MemberNumber: string;
  Username: string;
  Password: string;
  FirstName: string;
  LastName: string;
  ZipCode: string;
  MobileNumber: string;
  ClientStoreId: number;
  /** Clipped offer ids, oldest first. */
  cart: number[];
  points: number;
  pointsHistory: { at: number; entries: { points: number; type: string }[] }[];
  progress: Record<string, { qty: number; amount: number }>;
  /** Coupons created for this member only (redeemed rewards). */
  ownCoupons: CouponSeed[];
  savings: number;
  purchased: number;
};

/** An e-mail the gateway "sent". */
export type SentEmail = {
  id: number;
  site: string;
  call: string;
  to: string;
  from: string;
  subject: string;
  body: string;
  cc: string;
  bcc: string;
  sentAt: string;
};

/** A member session. */
export type Session = { site: string; memberNumber: string; expiresAt: number };

/** A coupon added through `POST /__demo/coupons`, offered like the seed's: first in the lists, or last. */
export type AddedCoupon = { coupon: CouponSeed; first: boolean };

/** Everything that changes while the gateway runs. */
export type State = {
  version: 1;
  members: Record<string, Member[]>;
  sessions: Record<string, Session>;
  emails: SentEmail[];
  nextId: number;
  /** Coupons added by site (a chain's offers change between two builds). */
  addedCoupons: Record<string, AddedCoupon[]>;
};

/** Builds the seed state: each chain's registered demo members. */
export function seedState(chains: readonly ChainSeed[]): State {
  const state: State = { version: 1, members: {}, sessions: {}, emails: [], nextId: 1000, addedCoupons: {} };
  for (const chain of chains) {
    state.members[chain.site] = chain.members.map((m, i) => ({
      UserId: 100 + i,
      UserDetailId: 500 + i,
      MemberNumber: m.memberNumber,
      Username: m.email,
      Password: m.password,
      FirstName: m.firstName,
      LastName: m.lastName,
      ZipCode: m.zip,
      MobileNumber: m.phone,
      ClientStoreId: m.storeId,
      cart: [...m.clipped],
      points: m.points,
      pointsHistory: structuredClone(m.pointsHistory),
      progress: structuredClone(m.progress),
      ownCoupons: [],
      savings: m.savings,
      purchased: m.purchased,
    }));
  }
  return state;
}

/** Holds the state and persists it to a JSON file after every change when a file is given. */
export class StateStore {
  state: State;
  readonly #file: string | undefined;
  readonly #seed: () => State;

  constructor(seed: () => State, file?: string) {
    this.#seed = seed;
    this.#file = file;
    this.state = file !== undefined && existsSync(file) ? load(file, seed) : seed();
  }

  /** Call after any mutation. Written synchronously so a crash right after a change loses nothing. */
  changed(): void {
    if (this.#file === undefined) return;
    mkdirSync(dirname(this.#file), { recursive: true });
    const tmp = `${this.#file}.tmp`;
    writeFileSync(tmp, JSON.stringify(this.state, null, 1));
    renameSync(tmp, this.#file);
  }

  /** Back to the seed. */
  reset(): void {
    this.state = this.#seed();
    this.changed();
  }

  /** A fresh id for members and e-mails. */
  nextId(): number {
    this.state.nextId += 1;
    return this.state.nextId;
  }
}

/** Reads a saved state; an unreadable file starts from the seed instead of failing the start. */
function load(file: string, seed: () => State): State {
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<State>;
    if (parsed.version !== 1 || typeof parsed.members !== "object") throw new Error("unknown format");
    const fresh = seed();
    // A chain added since the file was written starts from its seed members.
    return { ...fresh, ...parsed, members: { ...fresh.members, ...parsed.members } } as State;
  } catch (error) {
    console.warn(`demo gateway: ignoring state file ${file}: ${String(error)}`);
    return seed();
  }
}
