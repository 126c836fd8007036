import { describe, expect, it } from "vitest";
import type { Coupon } from "../../api/coupons.ts";
import type { CouponListState } from "./coupon-fetch.ts";
import { loadList, type ListCalls, type ListSource } from "./list-source.ts";
import type { StaticList } from "./static-list.ts";

const coupon = (id: number, dept: number, extra: Partial<Coupon> = {}): Coupon =>
  ({ SSNewsId: id, ProductCategoryId: dept, Title: `Offer ${id}`, expiresAt: null, ...extra }) as Coupon;
const PULLED_AT = "2026-11-22T14:00:00.000Z";
const LIST: StaticList = { files: ["a.json", "b.json"], count: 4, pulledAt: PULLED_AT };
const PIECES = [
  [coupon(1, 301), coupon(2, 302)],
  [coupon(3, 301), coupon(4, 302)],
];
const COUNTS = new Map([
  [301, 2],
  [302, 2],
]);

/** Calls answering from the given lists; `log` records the gateway calls made. */
function calls(over: Partial<ListCalls> = {}, log: string[] = []): ListCalls {
  return {
    live: async (id, token) => {
      log.push(`live ${id} ${token ?? "guest"}`);
      return { status: "ready", coupons: [] };
    },
    counts: async () => {
      log.push("counts");
      return COUNTS;
    },
    staticList: async (_list, onPiece) => {
      for (const piece of PIECES) onPiece(piece);
    },
    ...over,
  };
}

const guest = (all = true): ListSource => ({
  categoryId: all ? 0 : 301,
  token: null,
  staticList: all ? LIST : { ...LIST, files: ["a.json"] },
  pulledCounts: COUNTS,
  all,
});

/** Every state emitted by one load. */
async function states(source: ListSource, use: ListCalls): Promise<CouponListState[]> {
  const seen: CouponListState[] = [];
  await loadList(source, use, (s) => seen.push(s), new AbortController().signal);
  return seen;
}
const idsOf = (s: CouponListState | undefined) => (s?.status === "ready" ? s.coupons.map((c) => c.SSNewsId) : null);

describe("a guest's list", () => {
  it("shows the static list piece by piece, then whole, asking the gateway only for the counts when they agree", async () => {
    const log: string[] = [];
    const seen = await states(guest(), calls({}, log));
    expect(seen.map(idsOf)).toEqual([
      [1, 2],
      [1, 2, 3, 4],
      [1, 2, 3, 4],
      [1, 2, 3, 4],
    ]);
    expect(seen.map((s) => s.status === "ready" && s.complete)).toEqual([false, false, true, true]);
    expect(seen.at(-1)).toMatchObject({ asOf: null, marks: new Map() });
    expect(log).toEqual(["counts"]);
  });

  it("fetches the departments whose count changed and shows a coupon the gateway added first, marked new", async () => {
    const log: string[] = [];
    const live = async (id: number, token: string | null): Promise<CouponListState> => {
      log.push(`live ${id} ${token ?? "guest"}`);
      return { status: "ready", coupons: [coupon(1, 301), coupon(3, 301), coupon(9, 301)] };
    };
    const counts = async () => new Map([...COUNTS, [301, 3]]);
    const last = (await states(guest(), calls({ live, counts }, log))).at(-1);
    expect(idsOf(last)).toEqual([9, 1, 2, 3, 4]);
    expect(last?.status === "ready" && Object.fromEntries(last.marks ?? [])).toEqual({ 9: "new" });
    expect(log).toEqual(["live 301 guest"]);
  });

  it("stays on the static list, as of the pull, when the gateway cannot be reached", async () => {
    const last = (await states(guest(), calls({ counts: async () => "unreachable" }))).at(-1);
    expect(idsOf(last)).toEqual([1, 2, 3, 4]);
    expect(last).toMatchObject({ status: "ready", complete: true, asOf: new Date(PULLED_AT) });
  });

  it("asks the gateway for the list when the static one cannot be read", async () => {
    const log: string[] = [];
    const staticList = async () => {
      throw new Error("HTTP 404");
    };
    const live = async (id: number, token: string | null): Promise<CouponListState> => {
      log.push(`live ${id} ${token ?? "guest"}`);
      return { status: "ready", coupons: [coupon(7, 301)] };
    };
    const last = (await states(guest(false), calls({ staticList, live }, log))).at(-1);
    expect(idsOf(last)).toEqual([7]);
    expect(log).toContain("live 301 guest");
  });

  it("leaves out coupons that ended since the build", async () => {
    const ended = coupon(5, 301, { expiresAt: new Date(Date.UTC(2020, 0, 1)) });
    const staticList: ListCalls["staticList"] = async (_list, onPiece) => onPiece([ended, coupon(6, 301)]);
    expect(idsOf((await states(guest(false), calls({ staticList }))).at(-1))).toEqual([6]);
  });

  it("emits nothing once the page or visitor changed", async () => {
    const controller = new AbortController();
    const seen: CouponListState[] = [];
    const staticList: ListCalls["staticList"] = async (_list, onPiece) => {
      onPiece(PIECES[0] ?? []);
      controller.abort();
      onPiece(PIECES[1] ?? []);
    };
    await loadList(guest(), calls({ staticList }), (s) => seen.push(s), controller.signal);
    expect(seen.map(idsOf)).toEqual([[1, 2]]);
  });
});

describe("a member's list", () => {
  const member: ListSource = { ...guest(), token: "tok" };

  it("comes from the gateway as it arrives, never from the static list", async () => {
    const log: string[] = [];
    const live: ListCalls["live"] = async (id, token, onCoupons) => {
      log.push(`live ${id} ${token ?? "guest"}`);
      onCoupons?.([coupon(11, 301)]);
      onCoupons?.([coupon(12, 302)]);
      return { status: "ready", coupons: [coupon(11, 301), coupon(12, 302)] };
    };
    const staticList: ListCalls["staticList"] = async () => {
      log.push("static");
    };
    const seen = await states(member, calls({ live, staticList }, log));
    // The first coupons at once; the next ones wait for a step's worth, or the end.
    expect(seen.map(idsOf)).toEqual([[11], [11, 12]]);
    expect(seen.map((s) => s.status === "ready" && s.complete)).toEqual([false, true]);
    expect(log).toEqual(["live 0 tok"]);
  });

  it("sees the static list as of the pull when the gateway cannot be reached", async () => {
    const seen = await states(member, calls({ live: async () => ({ status: "failed" }) }));
    expect(idsOf(seen.at(-1))).toEqual([1, 2, 3, 4]);
    expect(seen.at(-1)).toMatchObject({ asOf: new Date(PULLED_AT), complete: true });
  });

  it("passes a refusal through (the gateway's 'none')", async () => {
    expect(await states(member, calls({ live: async () => ({ status: "refused" }) }))).toEqual([{ status: "refused" }]);
  });
});
