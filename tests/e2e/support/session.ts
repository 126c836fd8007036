/**
 * Members and sessions: registering a fresh member at the gateway, and signing in the way the login
 * page does, by storing the real ValidateUser answer under localStorage 'userdata' + subdomain.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "../fixtures.ts";
import { chainIds, subdomainOf } from "./chains.ts";
import type { Answer } from "./gateway.ts";
import { codeOf, gatewayPost } from "./gateway.ts";

/** The device fields the login page sends with ValidateUser. */
export const LOGIN_DEVICE = {
  DeviceInfo: "Web",
  MobileOS: "Web",
  MobileOSVersion: "",
  MobileModel: "",
  DeviceRegistrationId: "",
};

/** Someone who can sign in on a chain. */
export type Login = { site: string; email: string; secret: string };

/** A member registered by a test. */
export type Member = Login & { first: string; last: string };

/** The stored session record: the ValidateUser answer without its error block. */
export type SessionRecord = Answer & { UserToken: string; MemberNumber: string; FirstName: string };

/** A unique e-mail for a new member, so no test changes what another one relies on. */
export const newEmail = (tag: string): string => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** ValidateUser as the login page sends it. */
export function validateUser(request: APIRequestContext, site: string, email: string, secret: string): Promise<Answer> {
  return gatewayPost(request, site, "ValidateUser", {
    UserName: email,
    Password: secret,
    DeviceId: "3",
    CustomerId: 1,
    ...LOGIN_DEVICE,
  });
}

/** Registers a fresh member of the chain with its own e-mail and expects the gateway to accept it. */
export async function registerMember(request: APIRequestContext, site: string, secret: string): Promise<Member> {
  const member = { site, email: newEmail(`m-${site}`), secret, first: "Robin", last: "Member" };
  const { clientId, storeGroupId } = chainIds(site);
  const answer = await gatewayPost(request, site, "Register", {
    UserName: member.email,
    Password: secret,
    FirstName: member.first,
    LastName: member.last,
    DeviceType: "Web",
    DeviceId: "2",
    ZipCode: "62701",
    PhoneNumber: "5551230000",
    CustomerId: 1,
    ClientStoreId: 1,
    ClientId: clientId,
    StoreGroupId: storeGroupId,
  });
  expect(codeOf(answer), JSON.stringify(answer)).toBe(1);
  return member;
}

/** The localStorage key of the chain's session record. */
export const sessionKey = (site: string): string => `userdata${subdomainOf(site)}`;

/** Where the site remembers the member's card barcode (cleared with the session). */
export const cardKey = (site: string): string => `card${subdomainOf(site)}`;

/**
 * Signs in without the form: logs in at the gateway and stores the answer as the login page does,
 * on a blank page of the sites' origin (path mode shares it). Returns the stored record.
 */
export async function seedSession(page: Page, request: APIRequestContext, login: Login): Promise<SessionRecord> {
  const answer = await validateUser(request, login.site, login.email, login.secret);
  expect(codeOf(answer), `ValidateUser ${login.email}`).toBe(1);
  const { ErrorMesasge: _block, ...record } = answer;
  await page.route("**/__seed-session", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: '<!doctype html><title>seed</title><link rel="icon" href="data:,">',
    }),
  );
  await page.goto("/__seed-session");
  await writeSession(page, login.site, record);
  return record as SessionRecord;
}

/** Stores a session record for the chain on the current page's origin. */
export async function writeSession(page: Page, site: string, record: object): Promise<void> {
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key ?? "", value ?? ""),
    [sessionKey(site), JSON.stringify(record)],
  );
}

/** Removes the chain's session record, as a logout would. */
export async function clearSession(page: Page, site: string): Promise<void> {
  await page.evaluate((key) => localStorage.removeItem(key), sessionKey(site));
}

/** The chain's stored session record, or null. */
export function storedUser(page: Page, site: string): Promise<Answer | null> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null") as Answer | null, sessionKey(site));
}
