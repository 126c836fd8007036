import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { englishLeftovers } from "../../../scripts/check/language-audit.ts";
import type { GetQualifiedRewardTiersResponse, LMReward, ViewPointsExpiryHistoryResponse } from "../../api/rewards.ts";
import { NEEDS_CONNECTION } from "../../lib/browser-state.ts";
import { en } from "../../lib/i18n/en.ts";
import { es } from "../../lib/i18n/es.ts";
import type { LoadState } from "../../lib/use-load.ts";
import { ERROR_NOTIFICATION } from "../../lib/toast.ts";
import type { StoredUser } from "../../shared/session/session-store.ts";
import MyRewards from "./MyRewards.tsx";
import PointsHistory from "./PointsHistory.tsx";
import {
  ALLOW_TIME,
  CONFIRM_TEXT,
  confirmText,
  couponValueText,
  EARNED,
  expiryDateText,
  historyDayText,
  LEFT_TEXT,
  leftText,
  NO_REWARDS,
  numberText,
  REDEEMED,
  rewardProgress,
} from "./progress.ts";
import { BOUGHT_TEXT } from "./RewardCard.tsx";
import RedeemView, { ITEMS_OF, REDEEM_TITLE, TIER_VALUE, VIEW_ITEMS } from "./RedeemView.tsx";
import { rewardsTexts } from "./rewards-texts.server.ts";
import { reward, tier } from "./test-rewards.ts";

const USER = { UserToken: "token-1", MemberNumber: "4000123456789" } as unknown as StoredUser;

// The island as a signed-in member sees it (the build renders it for nobody), each call as set here.
let load: LoadState<unknown> = { status: "loading" };
vi.mock("../../shared/session/use-user.ts", () => ({ useUser: () => USER }));
vi.mock("./use-member-call.ts", () => ({ useMemberCall: () => load }));

/** One reward of each progress form, earned or not, and a points reward that can be redeemed. */
const REWARDS: LMReward[] = [
  reward({ LMRewardId: 1, RewardTypeId: 1, BuyQtyAmount: 10, PurchasedQty: 3 }),
  reward({ LMRewardId: 2, RewardTypeId: 1, BuyQtyAmount: 5, PurchasedQty: 5 }),
  reward({ LMRewardId: 3, RewardTypeId: 2, BuyQtyAmount: 200, PurchasedAmount: 58 }),
  reward({ LMRewardId: 4, RewardTypeId: 2, BuyQtyAmount: 200, PurchasedAmount: 250 }),
  reward({
    LMRewardId: 5,
    IsPointsBased: true,
    RewardTypeId: 3,
    RewardPurchasedAmountText: "1,250",
    IsItQualifiedforReward: true,
    EnableShowPointsExpiryHistory: true,
  }),
];

const TIERS = {
  RewardDetails: { MemberPointsString: "1,250 pts" },
  QualifiedRewardTiers: [tier(1, true, { TierRewardCouponTypeId: 2 }), tier(2, false, { CouponValueString: "" })],
} as unknown as GetQualifiedRewardTiersResponse;

const HISTORY = {
  PointsExpiryInfo: { PointsExpiryMessage: "", PointsString: "150 pts", PointsExpiryDate: "01/17/2027 00:00:00" },
  PointsHistoryInfo: [
    { PointsDateString: "11/02/2026", PointsInfo: [{ PointsString: "+10 pts", PointsTypeText: "" }] },
  ],
} as unknown as ViewPointsExpiryHistoryResponse;

/** Every state of every view: the list, the redeem view and the points history. */
function everyView(props: Record<string, unknown>): string[] {
  const views: [ComponentType<never>, LoadState<unknown>[]][] = [
    [
      MyRewards,
      [{ status: "loading" }, { status: "ready", data: [] }, { status: "ready", data: REWARDS }].map(
        (s) => s as LoadState<unknown>,
      ),
    ],
    [
      RedeemView,
      [
        { status: "loading" },
        { status: "error", error: new Error("x") },
        { status: "ready", data: { ...TIERS, QualifiedRewardTiers: [] } },
        { status: "ready", data: TIERS },
      ],
    ],
    [
      PointsHistory,
      [
        { status: "loading" },
        { status: "error", error: new Error("x") },
        { status: "ready", data: { ...HISTORY, PointsHistoryInfo: [] } },
        { status: "ready", data: HISTORY },
      ],
    ],
  ];
  const own = { user: USER, userToken: "token-1", reward: REWARDS[4], onBack: () => {}, ...props };
  return views.flatMap(([view, states]) =>
    states.map((state) => {
      load = state;
      return renderToStaticMarkup(createElement(view, own as never));
    }),
  );
}

/** Texts of the English catalogue left in a Spanish rendering. */
const english = (html: string) => englishLeftovers(`<html lang="es"><body>${html}</body></html>`, en, es);

describe("My Rewards on a Spanish page", () => {
  beforeEach(() => {
    load = { status: "loading" };
  });

  it("gives an English page no texts and no locale, so the island writes the specs' English as before", () => {
    expect(rewardsTexts("en")).toBeUndefined();
    const html = everyView({}).join("\n");
    for (const text of [
      "Loading your rewards…",
      NO_REWARDS,
      'aria-valuetext="3 of 10 bought, 7 Left"',
      ">7 Left</p>",
      ">29%</p>",
      EARNED,
      ALLOW_TIME,
      ">Redeem Points</button>",
      ">Points History</button>",
      ">Back to My Rewards</button>",
      "Redeem Points: Coffee",
      "Loading the reward options…",
      ERROR_NOTIFICATION,
      "No records found",
      ">REDEEM</button>",
      "<legend>Choose one reward</legend>",
      "100 pts · $1.00 coupon",
      "200 pts · $2.00 coupon",
      "View items of Tier 1",
      "Loading your points history…",
      "<strong>150 pts</strong> 01/17/2027",
      ">Points by day</caption>",
      '<th scope="col">Date</th>',
      '<th scope="col">Points</th>',
      '<th scope="row">11/02/2026</th>',
    ])
      expect(html).toContain(text);
    // The check below finds the English where it is.
    expect(english(html).length).toBeGreaterThan(15);
  });

  it("renders no English text of the catalogue in any view, with dates day first", () => {
    const shown = rewardsTexts("es");
    expect(shown?.locale).toBe("es-US");
    const views = everyView({ ...shown });
    for (const html of views) expect(english(html), html).toEqual([]);
    const html = views.join("\n");
    for (const text of [
      es["rewards.loading"],
      es["rewards.none"],
      'aria-valuetext="3 de 10 comprados, Faltan 7"',
      ">Faltan 7</p>",
      ">29%</p>",
      es["rewards.earned"],
      `>${es["rewards.redeemPoints"]}</button>`,
      `>${es["rewards.back"]}</button>`,
      "Canjear puntos: Coffee",
      es["toast.errorNotification"],
      es["rewards.noRecords"],
      `>${es["rewards.redeem"]}</button>`,
      "100 pts · cupón de $1.00",
      "200 pts · cupón de $2.00",
      "Ver los artículos de Tier 1",
      "<strong>150 pts</strong> 17/01/2027",
      `<th scope="col">${es["rewards.date"]}</th>`,
      '<th scope="row">02/11/2026</th>',
    ])
      expect(html).toContain(text);
  });

  it("writes numbers, amounts and dates through Intl in the page's locale; English as before", () => {
    expect([leftText(7), numberText(1250), numberText(29, "en-US", true)]).toEqual(["7 Left", "1250", "29%"]);
    expect(leftText(7, es["rewards.left"], "es-US")).toBe("Faltan 7");
    expect(rewardProgress(REWARDS[2]!)).toMatchObject({ text: "29%" });
    expect(rewardProgress(REWARDS[2]!, "es-US")).toMatchObject({ text: numberText(29, "es-US", true) });
    const free = tier(3, true, { CouponValueString: "", CouponValue: 1234.5 });
    expect([couponValueText(free), couponValueText(free, "es-US")]).toEqual(["$1234.50", "$1234.50"]);
    expect(confirmText("$5.00")).toBe("Are you sure to reedem $5.00 value coupon?");
    expect(confirmText("$5.00", es["rewards.confirm"])).toBe(
      "¿Está seguro de que desea canjear un cupón con valor de $5.00?",
    );
    for (const [sent, english, spanish] of [
      ["01/17/2027 00:00:00", "01/17/2027", "17/01/2027"],
      ["1/7/2027 12:00:00 AM", "01/07/2027", "07/01/2027"],
      ["2027-01-17T00:00:00", "01/17/2027", "17/01/2027"],
      ["13/45/2027", "13/45/2027", "13/45/2027"],
      [" soon ", "soon", "soon"],
    ] as const) {
      expect(expiryDateText(sent), sent).toBe(english);
      expect(expiryDateText(sent, "es-US"), sent).toBe(spanish);
    }
    // The history's days: as sent on an English page, day first on a Spanish one.
    expect([historyDayText("1/7/2027"), historyDayText("1/7/2027", "es-US")]).toEqual(["1/7/2027", "07/01/2027"]);
  });

  it("keys every text by the English the island writes, so no toast, confirm or template falls back to English", () => {
    const keyed: [string, keyof typeof en][] = [
      [NO_REWARDS, "rewards.none"],
      [EARNED, "rewards.earned"],
      [ALLOW_TIME, "rewards.allowTime"],
      [REDEEMED, "rewards.redeemed"],
      [CONFIRM_TEXT, "rewards.confirm"],
      [LEFT_TEXT, "rewards.left"],
      [BOUGHT_TEXT, "rewards.bought"],
      [REDEEM_TITLE, "rewards.redeemTitle"],
      [TIER_VALUE, "rewards.tierValue"],
      [VIEW_ITEMS, "rewards.viewItems"],
      [ITEMS_OF, "rewards.itemsOf"],
      [NEEDS_CONNECTION, "connection.needed"],
      [ERROR_NOTIFICATION, "toast.errorNotification"],
    ];
    const texts = rewardsTexts("es")?.texts ?? {};
    for (const [text, key] of keyed) {
      expect(en[key], key).toBe(text);
      expect(texts[text], key).toBe(es[key]);
    }
    expect(texts["Loading the items…"]).toBe(es["rewards.loadingItems"]);
  });
});
