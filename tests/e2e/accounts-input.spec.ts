/**
 * What a shopper's input goes through in the account forms: pasted phone numbers and PINs, drafts
 * that survive a reload, the captcha after a failed login, the link-card password hint, logout on a
 * protected page, where the login after a PIN change leads, and an Enter typed right after the
 * captcha's answer. Pastes are inserted as one piece of text (`keyboard.insertText`), the way a
 * paste or autofill reaches the input.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { DEMO_LOGINS, requireSite } from "./support/chains.ts";
import { captchaAnswer, forbidCall, loginThroughForm, nextCall, passCaptcha, toast } from "./support/page.ts";
import { newEmail, registerMember, seedSession, storedUser } from "./support/session.ts";

/** Replaces an input's text with `text` inserted at once, as a paste does. */
async function paste(input: Locator, text: string): Promise<void> {
  await input.fill("");
  await input.focus();
  await input.page().keyboard.insertText(text);
}

/** The tab's sessionStorage as one string. */
const sessionText = (page: Page): Promise<string> => page.evaluate(() => JSON.stringify({ ...sessionStorage }));

test.describe("phone fields", () => {
  test("registration: a pasted number keeps its digits; a short one is refused", async ({ page }) => {
    requireSite("greenvalley");
    const check = forbidCall(page, "Register");
    await page.goto("/greenvalley/simple-register/");
    const form = page.getByRole("form", { name: "Register" });
    const phone = form.getByLabel("Phone Number");
    await paste(phone, "(307) 555-0100");
    await expect(phone).toHaveValue("3075550100");
    await paste(phone, "+1 307 555 0100");
    await expect(phone).toHaveValue("3075550100");
    await paste(phone, "307-555");
    await expect(phone).toHaveValue("307555");
    await form.getByRole("button", { name: "Register" }).click();
    await expect(form.getByText("Phone Number must be 10 digits")).toBeVisible();
    check();
  });

  test("My Account: a pasted number is saved as its ten digits", async ({ page, request }) => {
    requireSite("freshmart");
    const member = await registerMember(request, "freshmart", "2580");
    await seedSession(page, request, member);
    await page.goto("/freshmart/my-account/");
    const main = page.getByRole("main");
    const phone = main.getByLabel("Phone Number");
    await paste(phone, "(307) 555-0100");
    await expect(phone).toHaveValue("3075550100");
    const sent = nextCall(page, "UpdateUserProfile");
    await main.getByRole("button", { name: "Submit" }).click();
    expect((await sent).postDataJSON()).toMatchObject({ PhoneNumber: "3075550100" });
    await expect(toast(page, "Profile Updated Successfully !")).toBeVisible();
  });
});

test.describe("PIN fields", () => {
  test("registration and link-card take digits only, like login and Change PIN", async ({ page }) => {
    requireSite("freshmart");
    for (const [path, name] of [
      ["simple-register", "Register"],
      ["link-card-registration", "Link Card Registration"],
    ] as const) {
      await page.goto(`/freshmart/${path}/`);
      const form = page.getByRole("form", { name });
      const pin = form.getByLabel("PIN (4 digits)");
      await paste(pin, "12ab34");
      await expect(pin).toHaveValue("1234");
      await paste(form.getByLabel("Confirm PIN"), "1 2 3 4 5");
      await expect(form.getByLabel("Confirm PIN")).toHaveValue("1234");
    }
    await page.goto("/freshmart/login/");
    const login = page.getByRole("form", { name: "Login" }).getByLabel("PIN", { exact: true });
    await paste(login, "12ab34");
    await expect(login).toHaveValue("1234");
  });

  test("link-card password: the characters its hint states are checked", async ({ page }) => {
    requireSite("harvestmarket");
    await page.goto("/harvestmarket/link-card-registration/");
    const form = page.getByRole("form", { name: "Link Card Registration" });
    const password = form.getByLabel("Password 6-12 characters");
    await expect(form.getByText("Letters, digits and _ @ . / # & + -")).toBeVisible();
    await password.fill("abc def!");
    await form.getByRole("button", { name: "Register" }).click();
    await expect(form.getByText("Password may only contain letters, digits and _ @ . / # & + -")).toBeVisible();
    await password.fill("Harvest_24");
    await expect(form.getByText("Password may only contain letters, digits and _ @ . / # & + -")).toBeHidden();
  });
});

test.describe("drafts", () => {
  test("simple registration keeps what was typed over a reload, never the PIN, until success", async ({ page }) => {
    requireSite("freshmart");
    const email = newEmail("draft");
    await page.goto("/freshmart/simple-register/");
    let form = page.getByRole("form", { name: "Register" });
    await form.getByLabel("First Name").fill("Robin");
    await form.getByLabel("Last Name").fill("Draft");
    await form.getByLabel("Zip Code").fill("62701");
    await form.getByLabel("Phone Number (optional)").fill("3075550100");
    await form.getByLabel("Preferred Store").selectOption({ index: 1 });
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("PIN (4 digits)").fill("4826");
    await form.getByLabel("Confirm PIN").fill("4826");
    await form.getByRole("checkbox", { name: /I agree to the/ }).check();

    await page.reload();
    form = page.getByRole("form", { name: "Register" });
    await expect(form.getByLabel("First Name")).toHaveValue("Robin");
    await expect(form.getByLabel("Last Name")).toHaveValue("Draft");
    await expect(form.getByLabel("Zip Code")).toHaveValue("62701");
    await expect(form.getByLabel("Phone Number (optional)")).toHaveValue("3075550100");
    await expect(form.getByLabel("Email")).toHaveValue(email);
    await expect(form.getByLabel("Preferred Store")).not.toHaveValue("");
    await expect(form.getByRole("checkbox", { name: /I agree to the/ })).toBeChecked();
    await expect(form.getByLabel("PIN (4 digits)")).toHaveValue("");
    expect(await sessionText(page)).not.toContain("4826");

    await form.getByLabel("PIN (4 digits)").fill("4826");
    await form.getByLabel("Confirm PIN").fill("4826");
    await passCaptcha(form);
    await form.getByRole("button", { name: "Register" }).click();
    await expect(toast(page, "Register Successfully !")).toBeVisible();
    expect(await sessionText(page)).not.toContain(email);
  });

  test("link-card registration keeps the card and details over a reload", async ({ page }) => {
    requireSite("freshmart");
    await page.goto("/freshmart/link-card-registration/");
    let form = page.getByRole("form", { name: "Link Card Registration" });
    await form.getByLabel("Card Number", { exact: true }).fill("400100000777");
    await form.getByLabel("First Name").fill("Kim");
    await form.getByLabel("Zip Code").fill("62701");
    await form.getByLabel("PIN (4 digits)").fill("4826");
    await page.reload();
    form = page.getByRole("form", { name: "Link Card Registration" });
    await expect(form.getByLabel("Card Number", { exact: true })).toHaveValue("400100000777");
    await expect(form.getByLabel("First Name")).toHaveValue("Kim");
    await expect(form.getByLabel("Zip Code")).toHaveValue("62701");
    await expect(form.getByLabel("PIN (4 digits)")).toHaveValue("");
    expect(await sessionText(page)).not.toContain("4826");
  });
});

test.describe("login and logout", () => {
  test("a failed login starts the captcha over", async ({ page }) => {
    requireSite("freshmart");
    const { email } = DEMO_LOGINS.freshmart;
    await page.goto("/freshmart/login/");
    await loginThroughForm(page, email, "9999", "PIN");
    await expect(toast(page, "Invalid username or pin.")).toBeVisible();
    const form = page.getByRole("form", { name: "Login" });
    await expect(form.getByRole("checkbox", { name: "I'm not a robot" })).not.toBeChecked();
    await expect(form.getByText("Check passed")).toBeHidden();
    const check = forbidCall(page, "ValidateUser");
    await form.getByRole("button", { name: "Login" }).click();
    await expect(form.getByText("Please complete the captcha")).toBeVisible();
    check();
  });

  test("Enter pressed right after the captcha's last digit signs in", async ({ page }) => {
    requireSite("freshmart");
    const { email, secret } = DEMO_LOGINS.freshmart;
    await page.goto("/freshmart/login/");
    const form = page.getByRole("form", { name: "Login" });
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("PIN", { exact: true }).fill(secret);
    await form.getByRole("checkbox", { name: "I'm not a robot" }).check();
    const sum = form.getByRole("textbox", { name: /^What is \d+ \+ \d+\?$/ });
    const answer = await captchaAnswer(sum);
    const sent = nextCall(page, "ValidateUser");
    // A quick typist: the answer and Enter as one run of keys, no pause for 'Check passed'.
    await sum.focus();
    await page.keyboard.type(`${answer}\n`);
    expect((await sent).postDataJSON()).toMatchObject({ UserName: email });
    await expect(page).toHaveURL("/freshmart/");
  });

  test("logout on a protected page goes home without an error toast", async ({ page, request }) => {
    requireSite("freshmart");
    const member = await registerMember(request, "freshmart", "1357");
    await seedSession(page, request, member);
    await page.goto("/freshmart/my-account/");
    await page.getByRole("button", { name: `${member.last} ${member.first}` }).click();
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL("/freshmart/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    await expect(toast(page, "Please Login to access this page")).toHaveCount(0);
    expect(await storedUser(page, "freshmart")).toBeNull();
  });

  test("after a PIN change the next login does not return to Change PIN", async ({ page, request }) => {
    requireSite("freshmart");
    const member = await registerMember(request, "freshmart", "1111");
    await seedSession(page, request, member);
    await page.goto("/freshmart/my-account/");
    await page.goto("/freshmart/change-pin/");
    const main = page.getByRole("main");
    await main.getByLabel("Old PIN").fill("1111");
    await main.getByLabel("New PIN").fill("2468");
    await main.getByLabel("Confirm PIN").fill("2468");
    await main.getByRole("button", { name: "Submit" }).click();
    await expect(page).toHaveURL("/freshmart/login/");
    await loginThroughForm(page, member.email, "2468", "PIN");
    await expect(page).toHaveURL("/freshmart/my-account/");
  });
});
