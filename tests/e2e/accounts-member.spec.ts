/**
 * The member area against the demo gateway: the guard of /my-account and /change-pin, the profile
 * update, the e-mail change, PIN and password changes and the account deletion, on a PIN chain that
 * allows e-mail change and deletion (freshmart) and a password chain that allows neither
 * (greenvalley). Each flow registers its own member (the seeded demo members stay untouched for
 * other specs), signs in by storing a real ValidateUser answer as the session, and asserts the
 * spec's toast texts and the body the gateway received.
 */
import { readFileSync } from "node:fs";
import type { APIRequestContext, Page, Request } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";

// One flow after another: faults armed on the shared gateway must not hit a parallel flow of this file.
test.describe.configure({ mode: "default" });

const GATEWAY = (): string => process.env["E2E_GATEWAY_URL"] ?? "http://localhost:8797";

type Chain = { site: string; subdomain: string; clientId: number; storeGroupId: number };

function chain(site: string): Chain {
  const { data } = JSON.parse(
    readFileSync(new URL(`../../tenants/${site}/clientinfo.json`, import.meta.url), "utf8"),
  ) as {
    data: { RSA_SUBDOMAIN: string; RSA_CLIENT_ID: number; RSA_CLIENT_STORE_GROUP_ID: number };
  };
  return {
    site,
    subdomain: data.RSA_SUBDOMAIN,
    clientId: data.RSA_CLIENT_ID,
    storeGroupId: data.RSA_CLIENT_STORE_GROUP_ID,
  };
}

const FRESHMART = chain("freshmart");
const GREENVALLEY = chain("greenvalley");

type Member = { email: string; secret: string; first: string; last: string };

/** POST to the gateway as the storefront does (domainname header, method POST). */
async function call(
  request: APIRequestContext,
  c: Chain,
  path: string,
  body: object,
): Promise<Record<string, unknown>> {
  const response = await request.post(`${GATEWAY()}/${path}`, {
    headers: { domainname: c.subdomain },
    data: { ...body, method: "POST" },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

const codeOf = (answer: Record<string, unknown>): unknown =>
  ((answer["ErrorMessage"] ?? answer["ErrorMesasge"]) as { ErrorCode?: unknown } | undefined)?.ErrorCode;

/** ValidateUser as the login page sends it. */
function validateUser(request: APIRequestContext, c: Chain, email: string, secret: string) {
  return call(request, c, "ValidateUser", {
    UserName: email,
    Password: secret,
    DeviceId: "3",
    CustomerId: 1,
    DeviceInfo: "Web",
    MobileOS: "Web",
    MobileOSVersion: "",
    MobileModel: "",
    DeviceRegistrationId: "",
  });
}

let serial = 0;

/** Registers a fresh member of the chain (its own e-mail, so flows never share state). */
async function registerMember(request: APIRequestContext, c: Chain, secret: string): Promise<Member> {
  serial += 1;
  const member = { email: `m${Date.now()}${serial}@${c.site}.example`, secret, first: "Robin", last: "Member" };
  const answer = await call(request, c, "Register", {
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
    ClientId: c.clientId,
    StoreGroupId: c.storeGroupId,
  });
  expect(codeOf(answer), JSON.stringify(answer)).toBe(1);
  return member;
}

/** Signs in by storing a real ValidateUser answer (without its error block) as the session. */
async function signInAs(page: Page, request: APIRequestContext, c: Chain, member: Member): Promise<void> {
  const answer = await validateUser(request, c, member.email, member.secret);
  expect(codeOf(answer)).toBe(1);
  const { ErrorMesasge: _block, ...record } = answer;
  await page.goto(`/${c.site}/error/`);
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [`userdata${c.subdomain}`, JSON.stringify(record)],
  );
}

/** The stored session record of the chain, or null. */
function storedUser(page: Page, c: Chain): Promise<Record<string, unknown> | null> {
  return page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? "null") as Record<string, unknown> | null,
    `userdata${c.subdomain}`,
  );
}

/** The demo gateway's view of a chain's member. */
async function gatewayMember(request: APIRequestContext, c: Chain, email: string) {
  const response = await request.get(`${GATEWAY()}/__demo/members?site=${c.site}`);
  const { members } = (await response.json()) as { members: Record<string, unknown>[] };
  return members.find((m) => String(m["Username"]).toLowerCase() === email.toLowerCase());
}

/**
 * Arms one fault on the shared gateway for the next call of that name on the chain. Each flow
 * uses its faults up itself; clearing all faults afterwards would disarm other specs' faults.
 */
async function armFault(request: APIRequestContext, c: Chain, fault: object): Promise<void> {
  const response = await request.post(`${GATEWAY()}/__demo/faults`, { data: { site: c.site, times: 1, ...fault } });
  expect(response.ok()).toBe(true);
}

const bodyOf = (req: Request): Record<string, unknown> => req.postDataJSON() as Record<string, unknown>;
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });

test.describe("guard", () => {
  for (const [c, route] of [
    [FRESHMART, "my-account"],
    [FRESHMART, "change-pin"],
    [GREENVALLEY, "change-pin"],
  ] as const) {
    test(`${c.site} /${route} without a session goes to /login with the toast`, async ({ page }) => {
      // Records whether the protected content was ever shown before the redirect.
      await page.addInitScript(() => {
        new MutationObserver(() => {
          if (document.querySelector('[data-guard="member"]:not([hidden])')) sessionStorage.setItem("leak", "1");
        }).observe(document, { subtree: true, childList: true, attributes: true });
      });
      await page.goto(`/${c.site}/${route}/`);
      await expect(page).toHaveURL(new RegExp(`/${c.site}/login/$`));
      await expect(toast(page, "Please Login to access this page")).toBeVisible();
      expect(await page.evaluate(() => sessionStorage.getItem("leak"))).toBeNull();
    });
  }
});

test.describe("freshmart: PIN, e-mail change and deletion allowed", () => {
  const c = FRESHMART;

  test("a real login from the guard returns to My Account", async ({ page, request }) => {
    const member = await registerMember(request, c, "3690");
    await page.goto(`/${c.site}/my-account/`);
    await expect(page).toHaveURL(new RegExp(`/${c.site}/login/$`));
    const form = page.getByRole("form", { name: "Login" });
    await form.getByLabel("Email").fill(member.email);
    await form.getByLabel("PIN").fill(member.secret);
    await form.getByLabel("I'm not a robot").check();
    const question = await form.getByText(/^What is \d+ \+ \d+\?$/).innerText();
    const [a, b] = (question.match(/\d+/g) ?? []).map(Number);
    await form.getByLabel(question).fill(String((a ?? 0) + (b ?? 0)));
    await form.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(new RegExp(`/${c.site}/my-account/$`));
    await expect(page.getByRole("main").getByLabel("Email", { exact: true })).toHaveValue(member.email);
    await expect(
      page.getByRole("banner").getByRole("button", { name: `${member.last} ${member.first}` }),
    ).toBeVisible();
  });

  test("profile update: rules, gateway body, toast, session and header", async ({ page, request }) => {
    const member = await registerMember(request, c, "2580");
    await signInAs(page, request, c, member);
    await page.goto(`/${c.site}/my-account/`);
    const main = page.getByRole("main");
    await expect(main.getByRole("img", { name: /Loyalty card barcode/ })).toBeVisible();
    await expect(main.getByLabel("Email", { exact: true })).toHaveValue(member.email);
    await expect(main.getByLabel("Email", { exact: true })).toHaveAttribute("readonly", "");
    await expect(main.getByRole("button", { name: "Change email" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Delete Account" })).toBeVisible();
    await expectAccessible(page);

    // Invalid: nothing is sent, the messages show.
    let sent = 0;
    page.on("request", (r) => void (r.url().endsWith("/UpdateUserProfile") && (sent += 1)));
    await main.getByLabel("First Name").fill("");
    await main.getByRole("button", { name: "Submit" }).click();
    await expect(main.getByText("The First Name field is required")).toBeVisible();
    await expect(main.getByLabel("First Name")).toBeFocused();
    await main.getByLabel("Phone Number").fill("55512345678");
    await expect(main.getByLabel("Phone Number")).toHaveValue("5551234567");
    expect(sent).toBe(0);

    await main.getByLabel("First Name").fill("Ann");
    await main.getByLabel("Last Name").fill("Lee");
    await main.getByLabel("Preferred Store").selectOption({ label: "Fresh Mart Chatham" });
    const request1 = page.waitForRequest((r) => r.url().endsWith("/UpdateUserProfile"));
    await main.getByRole("button", { name: "Submit" }).click();
    const record = await storedUser(page, c);
    expect(bodyOf(await request1)).toEqual({
      method: "POST",
      FirstName: "Ann",
      LastName: "Lee",
      PhoneNumber: "5551234567",
      ClientStoreId: 3,
      UserToken: record?.["UserToken"],
    });
    await expect(toast(page, "Profile Updated Successfully !")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button", { name: "Lee Ann" })).toBeVisible();
    expect(await storedUser(page, c)).toMatchObject({
      FirstName: "Ann",
      LastName: "Lee",
      MobileNumber: "5551234567",
      ClientStoreId: 3,
    });
    expect(await gatewayMember(request, c, member.email)).toMatchObject({
      FirstName: "Ann",
      LastName: "Lee",
      ClientStoreId: 3,
    });

    // A refused update shows ErrorDetails and keeps what was typed; a failed request 'Error Notification !'.
    await armFault(request, c, { call: "UpdateUserProfile", mode: "error", code: -1, details: "Profile is locked." });
    await main.getByLabel("First Name").fill("Anna");
    await main.getByRole("button", { name: "Submit" }).click();
    await expect(toast(page, "Profile is locked.")).toBeVisible();
    await expect(main.getByLabel("First Name")).toHaveValue("Anna");
    // An answer that does not parse is a failed request. (A dropped socket is not used here: the
    // browser retries a POST whose kept-alive connection closes, and a refused fetch logs a console error.)
    await armFault(request, c, { call: "UpdateUserProfile", mode: "malformed" });
    await main.getByRole("button", { name: "Submit" }).click();
    await expect(toast(page, "Error Notification !")).toBeVisible();
    await expect(main.getByLabel("First Name")).toHaveValue("Anna");
    expect(await storedUser(page, c)).toMatchObject({ FirstName: "Ann" });
  });

  test("an expired session on a member call signs out and goes to /login", async ({ page, request }) => {
    const member = await registerMember(request, c, "1357");
    await signInAs(page, request, c, member);
    await page.goto(`/${c.site}/my-account/`);
    await armFault(request, c, {
      call: "UpdateUserProfile",
      mode: "error",
      code: -1001,
      details: "Your session has expired",
    });
    await page.getByRole("main").getByRole("button", { name: "Submit" }).click();
    await expect(page).toHaveURL(new RegExp(`/${c.site}/login/$`));
    await expect(toast(page, "Your session has expired. Please login again.")).toBeVisible();
    expect(await storedUser(page, c)).toBeNull();
  });

  test("e-mail change: dialog, rules, refusal, success, new e-mail signs in", async ({ page, request }) => {
    const member = await registerMember(request, c, "4455");
    await signInAs(page, request, c, member);
    await page.goto(`/${c.site}/my-account/`);
    const opener = page.getByRole("button", { name: "Change email" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Change Email" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("New Email")).toBeFocused();
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await dialog.getByLabel("New Email").fill("not-an-email");
    await dialog.getByLabel("Confirm Email").fill("other@example.com");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
    await dialog.getByLabel("New Email").fill("new@example.com");
    await expect(dialog.getByText("Emails need to match!")).toBeVisible();

    // Already taken: the gateway's ErrorDetails as an error; the dialog keeps the entries.
    await dialog.getByLabel("New Email").fill("demo@freshmart.example");
    await dialog.getByLabel("Confirm Email").fill("demo@freshmart.example");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "This email address is already registered.")).toBeVisible();
    await expect(dialog.getByLabel("New Email")).toHaveValue("demo@freshmart.example");

    const next = `new-${member.email}`;
    await dialog.getByLabel("New Email").fill(next);
    await dialog.getByLabel("Confirm Email").fill(next);
    const sent = page.waitForRequest((r) => r.url().endsWith("/ChangeUserName"));
    await dialog.getByRole("button", { name: "Save" }).click();
    const token = (await storedUser(page, c))?.["UserToken"];
    expect(bodyOf(await sent)).toEqual({ method: "POST", UserName: next, UserToken: token });
    await expect(
      toast(page, "Email address changed successfully. You will be redirected to login again."),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${c.site}/login/$`));
    expect(await storedUser(page, c)).toBeNull();
    expect(codeOf(await validateUser(request, c, next, member.secret))).toBe(1);
    expect(codeOf(await validateUser(request, c, member.email, member.secret))).not.toBe(1);
  });

  test("PIN change: rules, wrong old PIN reloads, success signs out, new PIN works", async ({ page, request }) => {
    const member = await registerMember(request, c, "1111");
    await signInAs(page, request, c, member);
    await page.goto(`/${c.site}/change-pin/`);
    const main = page.getByRole("main");
    const [oldPin, newPin, confirm] = [
      main.getByLabel("Old PIN"),
      main.getByLabel("New PIN"),
      main.getByLabel("Confirm PIN"),
    ];
    await expectAccessible(page);

    await newPin.fill("12ab345");
    await expect(newPin).toHaveValue("1234");
    await oldPin.fill("111");
    await confirm.fill("1235");
    await main.getByRole("button", { name: "Submit" }).click();
    await expect(main.getByText("Old PIN must be exactly 4 digits")).toBeVisible();
    await expect(main.getByText("PINs need to match!")).toBeVisible();

    // Wrong old PIN: the gateway's text as an error, then the page reloads (fields empty again).
    await oldPin.fill("9999");
    await confirm.fill("1234");
    const wrong = page.waitForRequest((r) => r.url().endsWith("/ChangePassword"));
    await main.getByRole("button", { name: "Submit" }).click();
    expect(bodyOf(await wrong)).toMatchObject({
      method: "POST",
      OldPassword: "9999",
      NewPassword: "1234",
      CustomerId: 1,
    });
    await expect(toast(page, "Old PIN is incorrect.")).toBeVisible();
    await page.waitForEvent("load", { timeout: 5000 });
    await expect(main.getByLabel("Old PIN")).toHaveValue("");

    await main.getByLabel("Old PIN").fill("1111");
    await main.getByLabel("New PIN").fill("2468");
    await main.getByLabel("Confirm PIN").fill("2468");
    const right = page.waitForRequest((r) => r.url().endsWith("/ChangePassword"));
    await main.getByRole("button", { name: "Submit" }).click();
    const token = (await storedUser(page, c))?.["UserToken"];
    expect(bodyOf(await right)).toEqual({
      method: "POST",
      OldPassword: "1111",
      NewPassword: "2468",
      CustomerId: 1,
      UserToken: token,
    });
    await expect(toast(page, "PIN changed successfully.")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${c.site}/login/$`));
    expect(await storedUser(page, c)).toBeNull();
    expect(codeOf(await validateUser(request, c, member.email, "2468"))).toBe(1);
    expect(codeOf(await validateUser(request, c, member.email, "1111"))).not.toBe(1);
  });

  test("account deletion: confirmation, toast, signed out, login fails", async ({ page, request }) => {
    const member = await registerMember(request, c, "8642");
    await signInAs(page, request, c, member);
    await page.goto(`/${c.site}/my-account/`);
    const button = page.getByRole("main").getByRole("button", { name: "Delete Account" });

    // Dismissed: nothing is sent.
    let sent = 0;
    page.on("request", (r) => void (r.url().endsWith("/DeleteUser") && (sent += 1)));
    page.once("dialog", (d) => void d.dismiss());
    await button.click();
    await expect(button).toBeEnabled();
    expect(sent).toBe(0);

    const messages: string[] = [];
    page.once("dialog", (d) => {
      messages.push(`${d.type()}: ${d.message()}`);
      void d.accept();
    });
    const request1 = page.waitForRequest((r) => r.url().endsWith("/DeleteUser"));
    await button.click();
    const record = await storedUser(page, c);
    expect(messages).toEqual(["confirm: Are you sure you want to delete this account?"]);
    expect(bodyOf(await request1)).toEqual({
      method: "POST",
      MemberNumber: record?.["MemberNumber"],
      UserDetailId: record?.["UserDetailId"],
      UserToken: record?.["UserToken"],
    });
    await expect(toast(page, "User deleted successfully")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${c.site}/login/$`));
    expect(await storedUser(page, c)).toBeNull();
    expect(await gatewayMember(request, c, member.email)).toBeUndefined();
    expect(codeOf(await validateUser(request, c, member.email, member.secret))).not.toBe(1);
  });
});

test.describe("greenvalley: password, no e-mail change, no deletion", () => {
  const c = GREENVALLEY;

  test("My Account has no Change button and no Delete Account panel", async ({ page, request }) => {
    const member = await registerMember(request, c, "Start123");
    await signInAs(page, request, c, member);
    await page.goto(`/${c.site}/my-account/`);
    const main = page.getByRole("main");
    await expect(main.getByLabel("Email", { exact: true })).toHaveValue(member.email);
    await expect(main.getByRole("img", { name: /Loyalty card barcode/ })).toBeVisible();
    await expect(main.getByRole("button", { name: /Change/ })).toHaveCount(0);
    await expect(main.getByRole("button", { name: "Delete Account" })).toHaveCount(0);
    await expect(main.getByRole("heading", { name: "Delete Account" })).toHaveCount(0);
    await expectAccessible(page);
  });

  test("password change: labels, 6-12 rule, success signs out, new password works", async ({ page, request }) => {
    const member = await registerMember(request, c, "Start123");
    await signInAs(page, request, c, member);
    await page.goto(`/${c.site}/change-pin/`);
    const main = page.getByRole("main");
    await expect(main.getByRole("form", { name: "Change Password" })).toBeVisible();
    await main.getByLabel("Old Password").fill("Start123");
    await main.getByLabel("New Password").fill("abcde");
    await main.getByLabel("Confirm Password").fill("abcdf");
    await main.getByRole("button", { name: "Submit" }).click();
    await expect(main.getByText("New Password must be 6 to 12 characters")).toBeVisible();
    await expect(main.getByText("Confirm Password must be 6 to 12 characters")).toBeVisible();
    await main.getByLabel("New Password").fill("Fresh_2024");
    await main.getByLabel("Confirm Password").fill("Fresh_2025");
    await expect(main.getByText("Passwords need to match!")).toBeVisible();
    await main.getByLabel("Confirm Password").fill("Fresh_2024");

    const sent = page.waitForRequest((r) => r.url().endsWith("/ChangePassword"));
    await main.getByRole("button", { name: "Submit" }).click();
    expect(bodyOf(await sent)).toMatchObject({ OldPassword: "Start123", NewPassword: "Fresh_2024", CustomerId: 1 });
    await expect(toast(page, "Password changed successfully.")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${c.site}/login/$`));
    expect(codeOf(await validateUser(request, c, member.email, "Fresh_2024"))).toBe(1);
    expect(codeOf(await validateUser(request, c, member.email, "Start123"))).not.toBe(1);
  });
});
