/**
 * The demo gateway as the specs talk to it: calls made the way the storefront makes them, and the
 * `/__demo/…` control endpoints that show what the gateway received or arm its faults
 * (scripts/services/demo-gateway/README.md). Every helper takes Playwright's `request` fixture.
 */
import type { APIRequestContext } from "@playwright/test";
import { expect } from "../fixtures.ts";
import { subdomainOf } from "./chains.ts";

/** A JSON answer of the gateway. */
export type Answer = Record<string, unknown>;

/** The e2e run's demo gateway (set by the global setup). */
export function gatewayUrl(): string {
  const url = process.env["E2E_GATEWAY_URL"];
  if (!url) throw new Error("E2E_GATEWAY_URL is not set: run through playwright.config.ts");
  return url;
}

/** POST to a gateway call as the chain's pages send it (domainname header, `method: "POST"` body). */
export async function gatewayPost<T = Answer>(
  request: APIRequestContext,
  site: string,
  path: string,
  body: object = {},
): Promise<T> {
  const response = await request.post(`${gatewayUrl()}/${path}`, {
    headers: { domainname: subdomainOf(site) },
    data: { method: "POST", ...body },
  });
  expect(response.status(), `${path} answered`).toBe(200);
  return (await response.json()) as T;
}

/** The ErrorCode of an answer (ValidateUser spells its block `ErrorMesasge`). */
export const codeOf = (answer: Answer): unknown =>
  ((answer["ErrorMessage"] ?? answer["ErrorMesasge"]) as { ErrorCode?: unknown } | undefined)?.ErrorCode;

/** GET a control endpoint, e.g. `demo(request, "emails?site=freshmart")`. */
export async function demo<T>(request: APIRequestContext, path: string): Promise<T> {
  return (await (await request.get(`${gatewayUrl()}/__demo/${path}`)).json()) as T;
}

/** POST a control endpoint that changes the gateway's state, and expect it to be accepted. */
async function demoPost(request: APIRequestContext, path: string, data: object): Promise<void> {
  expect((await request.post(`${gatewayUrl()}/__demo/${path}`, { data })).ok(), `/__demo/${path}`).toBe(true);
}

/**
 * A fault for the chain's next call of that name (`times: 1` unless given); with `match`, only for
 * the calls whose address or body holds it (one shopper's token or e-mail address).
 */
export type Fault = { call: string; mode: "error" | "malformed" | "network" | "delay" | "lost" } & Record<
  string,
  unknown
>;

/**
 * Arms a fault on the shared gateway. Each flow uses its faults up itself: clearing all faults
 * afterwards would disarm other specs' faults.
 */
export function armFault(request: APIRequestContext, site: string, fault: Fault): Promise<void> {
  return demoPost(request, "faults", { site, times: 1, ...fault });
}

/** Puts the gateway's state back to the seed (only for `*.serial.spec.ts`: it affects every spec). */
export function resetGateway(request: APIRequestContext): Promise<void> {
  return demoPost(request, "reset", {});
}

/** Makes every member token of the chain answer -1001 (only for `*.serial.spec.ts`). */
export function expireSessions(request: APIRequestContext, site: string): Promise<void> {
  return demoPost(request, "expire-sessions", { site });
}

/** A member of a chain as the gateway holds it (no secret), or undefined. */
export async function gatewayMember(
  request: APIRequestContext,
  site: string,
  email: string,
): Promise<Answer | undefined> {
  const { members } = await demo<{ members: Answer[] }>(request, `members?site=${site}`);
  return members.find((m) => String(m["Username"]).toLowerCase() === email.toLowerCase());
}

/** The offer ids in a member's cart as the gateway holds it. */
export async function gatewayCart(request: APIRequestContext, site: string, email: string): Promise<number[]> {
  return ((await gatewayMember(request, site, email))?.["cart"] as number[] | undefined) ?? [];
}

/** A member's session as the storefront stores it (the fields a clip sends). */
export type ClipSession = { UserToken: string; MemberNumber?: unknown; FirstName?: unknown };

/** The coupon fields a SaveMyCart carries. */
type ClipCoupon = { SSNewsId: number; Title: string; Details: string; ProductName: string; ExpiresOn: string };

/**
 * Clips the first coupon the gateway lists for the member, as the storefront's SaveMyCart does (so
 * a fresh member's cart has a row to show); returns its offer id.
 */
export async function clipFirstCoupon(request: APIRequestContext, site: string, session: ClipSession): Promise<number> {
  const list = await gatewayPost<{ Specials: ClipCoupon[] }>(
    request,
    site,
    `GetDetailsForCoupons/0/${session.UserToken}/0`,
  );
  const coupon = list.Specials.at(-1);
  if (coupon === undefined) throw new Error(`${site} lists no coupon to clip`);
  await clipAtGateway(request, site, session, coupon);
  return coupon.SSNewsId;
}

/** Clips a coupon at the gateway itself, as the storefront's SaveMyCart does (another device, say), and expects it taken. */
export async function clipAtGateway(
  request: APIRequestContext,
  site: string,
  session: ClipSession,
  coupon: ClipCoupon,
): Promise<void> {
  const answer = await gatewayPost(request, site, "SaveMyCart", {
    OfferId: coupon.SSNewsId,
    CategoryId: 0,
    MemberNumber: String(session.MemberNumber ?? ""),
    UserFirstName: String(session.FirstName ?? ""),
    NCRPromotionCode: "",
    IsInNCRImpressions: false,
    Title: coupon.Title,
    Details: coupon.Details,
    Amount: 1,
    ProductName: coupon.ProductName,
    ValidFrom: "/Date(1700000000000-0500)/",
    ExpiresOn: coupon.ExpiresOn,
    UPC: "",
    UserToken: session.UserToken,
  });
  expect(codeOf(answer), JSON.stringify(answer)).toBe(1);
}
