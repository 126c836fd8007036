/**
 * The member area against the demo gateway: the guard of /my-account and /change-pin (and, in every
 * built page, the guards its route entry's access asks for), the profile update, the e-mail change,
 * PIN and password changes and the account deletion, on a PIN chain that allows e-mail change and
 * deletion (freshmart) and a password chain that allows neither (greenvalley). Each flow registers
 * its own member (the seeded demo members stay untouched for other specs), signs in by storing a real
 * ValidateUser answer as the session, and asserts the spec's toast texts and the body the gateway
 * received.
 */
import type { Request } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { siteRoutes, type Access } from "../../src/lib/route-list.ts";
import { loadTenants } from "../../src/tenant/load-tenants.server.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { builtSites, DIST_DIR } from "./settings.ts";
import { armFault, codeOf, gatewayMember } from "./support/gateway.ts";
import { loginThroughForm, nextCall, toast } from "./support/page.ts";
import { cardKey, registerMember, seedSession, storedUser, validateUser } from "./support/session.ts";

// One flow after another: faults armed on the shared gateway must not hit a parallel flow of this file.
test.describe.configure({ mode: "default" });

const bodyOf = (req: Request): Record<string, unknown> => req.postDataJSON() as Record<string, unknown>;

test.describe("guard", () => {
  for (const [site, route] of [
    ["freshmart", "my-account"],
    ["freshmart", "change-pin"],
    ["greenvalley", "change-pin"],
  ] as const) {
    test(`${site} /${route} without a session goes to /login with the toast`, async ({ page }) => {
      // Records whether the protected content was ever shown before the redirect.
      await page.addInitScript(() => {
        new MutationObserver(() => {
          if (document.querySelector('[data-guard="member"]:not([hidden])')) sessionStorage.setItem("leak", "1");
        }).observe(document, { subtree: true, childList: true, attributes: true });
      });
      await page.goto(`/${site}/${route}/`);
      await expect(page).toHaveURL(new RegExp(`/${site}/login/$`));
      await expect(toast(page, "Please Login to access this page")).toBeVisible();
      expect(await page.evaluate(() => sessionStorage.getItem("leak"))).toBeNull();
    });
  }
});

test.describe("guards in the built pages", () => {
  /** The guards a page's HTML carries: the head redirect's and the content guard's rule. */
  const guardsIn = (html: string): string => {
    const end = html.indexOf("</head>");
    const head = /<script\b[^>]*\bdata-require="(member|guest)"/.exec(html.slice(0, end))?.[1] ?? "none";
    const content = /<div\b[^>]*\bdata-guard="(member|guest)"[^>]*\bhidden\b/.exec(html.slice(end))?.[1] ?? "none";
    return `head ${head}, content ${content}`;
  };
  const expected: Record<Access, string> = {
    member: "head member, content member",
    guest: "head none, content guest",
    any: "head none, content none",
  };

  test("every page carries the guards of its route entry's access, and no other page any", () => {
    const sites = builtSites().map((s) => s.site);
    const tenants = loadTenants({
      dir: fileURLToPath(new URL("../../tenants", import.meta.url)),
      only: sites,
      env: {},
    });
    const got: Record<string, string> = {};
    const want: Record<string, string> = {};
    for (const tenant of tenants.filter((t) => t.status === "ok")) {
      // The guarded routes, and the open routes that do not hang on pulled data (stores, departments).
      for (const r of siteRoutes(tenant).filter((r) => r.access !== "any" || r.pattern === r.route)) {
        const html = readFileSync(join(DIST_DIR, tenant.site, r.route, "index.html"), "utf8");
        got[tenant.site + r.route] = guardsIn(html);
        want[tenant.site + r.route] = expected[r.access];
      }
    }
    expect(Object.values(want).filter((w) => w === expected.member).length).toBeGreaterThanOrEqual(4 * sites.length);
    expect(got).toEqual(want);
  });
});

test.describe("a members' page's scripts", () => {
  test("a guest sent from /cart to /login downloads none of the cart's modules first", async ({ page }) => {
    const seen: string[] = [];
    page.on("request", (r) => seen.push(r.url()));
    await page.goto("/freshmart/cart/");
    await expect(page).toHaveURL(/\/freshmart\/login\/$/);
    await expect(toast(page, "Please Login to access this page")).toBeVisible();
    const beforeLogin = seen.slice(
      0,
      seen.findIndex((u) => u.endsWith("/freshmart/login/")),
    );
    expect(beforeLogin.length).toBeGreaterThan(0);
    expect(beforeLogin.filter((u) => /\/_assets\/(react-runtime|CartPage|client)\./.test(u))).toEqual([]);
  });

  test("a signed-in member's /cart asks for its modules from the head", async ({ page, request }) => {
    const member = await registerMember(request, "freshmart", "1470");
    await seedSession(page, request, member);
    await page.goto("/freshmart/cart/");
    const preloads = await page
      .locator('head link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
    expect(preloads.some((href) => /\/_assets\/react-runtime\.[\w-]+\.js$/.test(href))).toBe(true);
    expect(preloads.some((href) => /\/_assets\/CartPage\.[\w-]+\.js$/.test(href))).toBe(true);
    await expect(page.getByRole("main").getByRole("link", { name: "Return to Shop" })).toBeVisible();
  });
});

test.describe("freshmart: PIN, e-mail change and deletion allowed", () => {
  const site = "freshmart";

  test("a real login from the guard returns to My Account", async ({ page, request }) => {
    const member = await registerMember(request, site, "3690");
    await page.goto(`/${site}/my-account/`);
    await expect(page).toHaveURL(new RegExp(`/${site}/login/$`));
    await loginThroughForm(page, member.email, member.secret, "PIN");
    await expect(page).toHaveURL(new RegExp(`/${site}/my-account/$`));
    await expect(page.getByRole("main").getByLabel("Email", { exact: true })).toHaveValue(member.email);
    await expect(
      page.getByRole("banner").getByRole("button", { name: `${member.last} ${member.first}` }),
    ).toBeVisible();
  });

  test("profile update: rules, gateway body, toast, session and header", async ({ page, request }) => {
    const member = await registerMember(request, site, "2580");
    await seedSession(page, request, member);
    await page.goto(`/${site}/my-account/`);
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
    const request1 = nextCall(page, "UpdateUserProfile");
    await main.getByRole("button", { name: "Submit" }).click();
    const record = await storedUser(page, site);
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
    expect(await storedUser(page, site)).toMatchObject({
      FirstName: "Ann",
      LastName: "Lee",
      MobileNumber: "5551234567",
      ClientStoreId: 3,
    });
    expect(await gatewayMember(request, site, member.email)).toMatchObject({
      FirstName: "Ann",
      LastName: "Lee",
      ClientStoreId: 3,
    });

    // A refused update shows ErrorDetails and keeps what was typed; a failed request 'Error Notification !'.
    // The faults are this member's (their token), so another shopper of the chain never takes them.
    const match = String(record?.["UserToken"]);
    await armFault(request, site, {
      call: "UpdateUserProfile",
      mode: "error",
      code: -1,
      details: "Profile is locked.",
      match,
    });
    await main.getByLabel("First Name").fill("Anna");
    await main.getByRole("button", { name: "Submit" }).click();
    await expect(toast(page, "Profile is locked.")).toBeVisible();
    await expect(main.getByLabel("First Name")).toHaveValue("Anna");
    // An answer that does not parse is a failed request. (A dropped socket is not used here: the
    // browser retries a POST whose kept-alive connection closes, and a refused fetch logs a console error.)
    await armFault(request, site, { call: "UpdateUserProfile", mode: "malformed", match });
    await main.getByRole("button", { name: "Submit" }).click();
    await expect(toast(page, "Error Notification !")).toBeVisible();
    await expect(main.getByLabel("First Name")).toHaveValue("Anna");
    expect(await storedUser(page, site)).toMatchObject({ FirstName: "Ann" });
  });

  test("a returning member's barcode shows before the card call answers, survives a failed refresh, goes at logout", async ({
    page,
    request,
    pageErrors,
  }) => {
    const member = await registerMember(request, site, "8642");
    const record = await seedSession(page, request, member);
    await page.goto(`/${site}/my-account/`);
    const barcode = page
      .getByRole("main")
      .getByRole("img", { name: `Loyalty card barcode, card number ${record.MemberNumber}` });
    await expect(barcode).toBeVisible();
    const url = await barcode.getAttribute("src");
    expect(url).toMatch(/^https?:\/\/.+/);
    const remembered = () => page.evaluate((key) => localStorage.getItem(key), cardKey(site));
    // Remembered with a copy of the image itself (a data: URL), which draws at the till offline.
    await expect
      .poll(async () => JSON.parse((await remembered()) ?? "null") as unknown)
      .toEqual({
        member: record.MemberNumber,
        url,
        number: record.MemberNumber,
        image: expect.stringMatching(/^data:image\/[a-z+.-]+;base64,/),
      });

    // Next visit: the card call is held, then fails; the image is asked for before the call is made.
    const order: string[] = [];
    page.on("request", (r) => {
      if (r.url() === url) order.push("image");
      else if (r.url().includes("/GetMyCardAndSaveAmountInfo/")) order.push("card call");
    });
    let fail: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (fail = resolve));
    await page.route("**/GetMyCardAndSaveAmountInfo/**", async (route) => {
      await held;
      await route.abort("failed");
    });
    await page.reload();
    await expect(barcode).toBeVisible();
    await expect.poll(() => barcode.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect.poll(() => order.includes("card call")).toBe(true);
    expect(order.indexOf("image")).toBeGreaterThanOrEqual(0);
    expect(order.indexOf("image")).toBeLessThan(order.indexOf("card call"));
    fail();
    await expect(page.getByText("Your card barcode could not be loaded.")).toHaveCount(0);
    await expect(barcode).toBeVisible();

    await page
      .getByRole("banner")
      .getByRole("button", { name: `${member.last} ${member.first}` })
      .click();
    await page.getByRole("button", { name: "Logout" }).click();
    await expect.poll(remembered).toBeNull();
    // The browser itself logs the card call this test made fail; nothing else may be logged.
    const unexpected = pageErrors.filter(
      (e) => !/Failed to load resource: net::ERR_FAILED \(.*\/GetMyCardAndSaveAmountInfo\//.test(e),
    );
    pageErrors.splice(0, pageErrors.length, ...unexpected);
  });

  test("an expired session on a member call signs out and goes to /login", async ({ page, request }) => {
    const member = await registerMember(request, site, "1357");
    const session = await seedSession(page, request, member);
    await page.goto(`/${site}/my-account/`);
    await armFault(request, site, {
      call: "UpdateUserProfile",
      mode: "error",
      code: -1001,
      details: "Your session has expired",
      match: session.UserToken,
    });
    await page.getByRole("main").getByRole("button", { name: "Submit" }).click();
    await expect(page).toHaveURL(new RegExp(`/${site}/login/$`));
    await expect(toast(page, "Your session has expired. Please login again.")).toBeVisible();
    expect(await storedUser(page, site)).toBeNull();
  });

  test("e-mail change: dialog, rules, refusal, success, new e-mail signs in", async ({ page, request }) => {
    const member = await registerMember(request, site, "4455");
    await seedSession(page, request, member);
    await page.goto(`/${site}/my-account/`);
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
    const sent = nextCall(page, "ChangeUserName");
    await dialog.getByRole("button", { name: "Save" }).click();
    const token = (await storedUser(page, site))?.["UserToken"];
    expect(bodyOf(await sent)).toEqual({ method: "POST", UserName: next, UserToken: token });
    await expect(
      toast(page, "Email address changed successfully. You will be redirected to login again."),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${site}/login/$`));
    expect(await storedUser(page, site)).toBeNull();
    expect(codeOf(await validateUser(request, site, next, member.secret))).toBe(1);
    expect(codeOf(await validateUser(request, site, member.email, member.secret))).not.toBe(1);
  });

  test("PIN change: rules, wrong old PIN reloads, success signs out, new PIN works", async ({ page, request }) => {
    const member = await registerMember(request, site, "1111");
    await seedSession(page, request, member);
    await page.goto(`/${site}/change-pin/`);
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
    const wrong = nextCall(page, "ChangePassword");
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
    const right = nextCall(page, "ChangePassword");
    await main.getByRole("button", { name: "Submit" }).click();
    const token = (await storedUser(page, site))?.["UserToken"];
    expect(bodyOf(await right)).toEqual({
      method: "POST",
      OldPassword: "1111",
      NewPassword: "2468",
      CustomerId: 1,
      UserToken: token,
    });
    await expect(toast(page, "PIN changed successfully.")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${site}/login/$`));
    expect(await storedUser(page, site)).toBeNull();
    expect(codeOf(await validateUser(request, site, member.email, "2468"))).toBe(1);
    expect(codeOf(await validateUser(request, site, member.email, "1111"))).not.toBe(1);
  });

  test("account deletion: confirmation, toast, signed out, login fails", async ({ page, request }) => {
    const member = await registerMember(request, site, "8642");
    await seedSession(page, request, member);
    await page.goto(`/${site}/my-account/`);
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
    const request1 = nextCall(page, "DeleteUser");
    await button.click();
    const record = await storedUser(page, site);
    expect(messages).toEqual(["confirm: Are you sure you want to delete this account?"]);
    expect(bodyOf(await request1)).toEqual({
      method: "POST",
      MemberNumber: record?.["MemberNumber"],
      UserDetailId: record?.["UserDetailId"],
      UserToken: record?.["UserToken"],
    });
    await expect(toast(page, "User deleted successfully")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${site}/login/$`));
    expect(await storedUser(page, site)).toBeNull();
    expect(await gatewayMember(request, site, member.email)).toBeUndefined();
    expect(codeOf(await validateUser(request, site, member.email, member.secret))).not.toBe(1);
  });
});

test.describe("greenvalley: password, no e-mail change, no deletion", () => {
  const site = "greenvalley";

  test("My Account has no Change button and no Delete Account panel", async ({ page, request }) => {
    const member = await registerMember(request, site, "Start123");
    await seedSession(page, request, member);
    await page.goto(`/${site}/my-account/`);
    const main = page.getByRole("main");
    await expect(main.getByLabel("Email", { exact: true })).toHaveValue(member.email);
    await expect(main.getByRole("img", { name: /Loyalty card barcode/ })).toBeVisible();
    await expect(main.getByRole("button", { name: /Change/ })).toHaveCount(0);
    await expect(main.getByRole("button", { name: "Delete Account" })).toHaveCount(0);
    await expect(main.getByRole("heading", { name: "Delete Account" })).toHaveCount(0);
    await expectAccessible(page);
  });

  test("password change: labels, 6-12 rule, success signs out, new password works", async ({ page, request }) => {
    const member = await registerMember(request, site, "Start123");
    await seedSession(page, request, member);
    await page.goto(`/${site}/change-pin/`);
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

    const sent = nextCall(page, "ChangePassword");
    await main.getByRole("button", { name: "Submit" }).click();
    expect(bodyOf(await sent)).toMatchObject({ OldPassword: "Start123", NewPassword: "Fresh_2024", CustomerId: 1 });
    await expect(toast(page, "Password changed successfully.")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${site}/login/$`));
    expect(codeOf(await validateUser(request, site, member.email, "Fresh_2024"))).toBe(1);
    expect(codeOf(await validateUser(request, site, member.email, "Start123"))).not.toBe(1);
  });
});
