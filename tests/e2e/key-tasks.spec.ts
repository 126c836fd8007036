/**
 * The key tasks of every demo chain done the way a keyboard and screen-reader user does them: every
 * control reached with Tab alone (never a click or a programmatic focus) and found by the name a
 * screen reader announces (role and accessible name), every action taken with Enter or Space, and
 * the outcome a shopper hears or sees asserted (the page reached, the toast, the dialog, what the
 * gateway received). The tasks: find a store and today's hours, open this week's ad, find and clip
 * a coupon, show the card at the till, sign in, send the contact form. Each outcome is written to
 * the build's accessibility results (support/a11y-results.ts) for the chain's accessibility report.
 * Which tasks a chain can do is read from its build and snapshot, never from its name.
 */
import type { Locator, Page } from "@playwright/test";
import { demoLogins } from "../../scripts/lib/demo-logins.ts";
import { KEY_TASKS, type KeyTaskId } from "../../src/lib/a11y-report.ts";
import { expect, test } from "./fixtures.ts";
import { recordTask } from "./support/a11y-results.ts";
import { demoChains, localSettings, newMemberSecret, requireSite, siteData, snapshot } from "./support/chains.ts";
import { demo } from "./support/gateway.ts";
import { escapeRegExp, nextCall, toast } from "./support/page.ts";
import { registerMember, seedSession, storedUser } from "./support/session.ts";

/** Tab presses allowed to reach one control (a long store list comes before the contact form). */
const MAX_TABS = 400;

/** The outcome of a task a chain cannot do (it has no such page), with the reason. */
type NotApplicable = { notApplicable: string };

/**
 * Presses Tab until one of `target`'s elements has the focus, as a keyboard user moves through the
 * page; fails naming the control when it is not reached within MAX_TABS presses.
 */
async function tabTo(page: Page, target: Locator, name: string, steps: string[]): Promise<void> {
  for (let i = 0; i < MAX_TABS; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluateAll((els) => els.some((el) => el === document.activeElement))) {
      steps.push(`Tab to ${name}`);
      return;
    }
  }
  throw new Error(`${name} was not reached with Tab (${MAX_TABS} presses)`);
}

/** Types into the focused control, as a shopper does. */
async function type(page: Page, text: string, what: string, steps: string[]): Promise<void> {
  await page.keyboard.type(text);
  steps.push(`type ${what}`);
}

/** Presses a key on the focused control. */
async function press(page: Page, key: "Enter" | " " | "Escape" | "ArrowDown", steps: string[]): Promise<void> {
  await page.keyboard.press(key);
  steps.push(key === " " ? "Space" : key);
}

/** The local captcha, by keyboard: tick 'I'm not a robot', then type the sum it asks. */
async function captcha(page: Page, scope: Locator, steps: string[]): Promise<void> {
  await tabTo(page, scope.getByRole("checkbox", { name: "I'm not a robot" }), "the checkbox 'I'm not a robot'", steps);
  await press(page, " ", steps);
  const sum = scope.getByRole("textbox", { name: /^What is \d+ \+ \d+\?$/ });
  await tabTo(page, sum, "the captcha's sum", steps);
  const [, a, b] = /(\d+) \+ (\d+)/.exec((await sum.getAttribute("aria-label")) ?? (await labelOf(sum))) ?? [];
  await type(page, String(Number(a) + Number(b)), "the sum", steps);
  await expect(scope.getByText("Check passed")).toBeVisible();
}

async function labelOf(input: Locator): Promise<string> {
  const id = await input.getAttribute("id");
  return input.page().locator(`label[for="${id}"]`).innerText();
}

/** Runs one task, writes its outcome (steps, failure or why it does not apply) and fails the test on failure. */
async function task(
  site: string,
  id: KeyTaskId,
  run: (steps: string[]) => Promise<NotApplicable | undefined>,
): Promise<void> {
  const steps: string[] = [];
  try {
    const outcome = await run(steps);
    recordTask(site, { id, passed: true, steps, ...(outcome ? { notApplicable: outcome.notApplicable } : {}) });
  } catch (error) {
    const failure = (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "";
    recordTask(site, { id, passed: false, steps, failure });
    throw error;
  }
}

type Store = { ClientStoreId: number; ClientStoreName: string; StoreTimings: string };

/** The first store /contact lists (the chain's flag may leave some out). */
function firstContactStore(site: string): Store | undefined {
  const excluded = (localSettings(site).flags?.["excludedContactStoreIds"] as number[] | undefined) ?? [];
  const stores = snapshot<{ GetClientStores?: Store[] }>(site, "stores.json").GetClientStores ?? [];
  return stores.find((s) => !excluded.includes(s.ClientStoreId));
}

const secretLabel = (site: string) =>
  siteData(site)["ALLOW_PASSWORD"] === true || localSettings(site).flags?.["alwaysPasswordMode"] === true
    ? "Password"
    : "PIN";

for (const site of demoChains()) {
  test.describe(`key tasks: ${site}`, () => {
    requireSite(site);
    test.describe.configure({ timeout: 90_000 });
    const names = Object.fromEntries(KEY_TASKS.map((t) => [t.id, t.name]));

    test(`${names["find-store"]}`, async ({ page }) => {
      await task(site, "find-store", async (steps) => {
        const store = firstContactStore(site);
        if (store === undefined) return { notApplicable: "The chain lists no stores." };
        await page.goto(`/${site}/`);
        await tabTo(page, page.getByRole("link", { name: /^(Locations|Contact Us)$/ }), "the link 'Locations'", steps);
        await press(page, "Enter", steps);
        await expect(page).toHaveURL(new RegExp(`/${site}/contact/$`));
        await expect(page.getByRole("heading", { level: 1, name: /^(Contact|Locations)$/ })).toBeVisible();
        const card = page.getByRole("article", { name: store.ClientStoreName, exact: true });
        await expect(card).toBeVisible();
        steps.push(`the store '${store.ClientStoreName}' is named by its heading`);
        await expect(card.getByText("HOURS:", { exact: true })).toBeVisible();
        // Today's line is marked wherever the hours say something about today.
        const today = card.locator(".store-hours-today");
        if ((await today.count()) > 0) {
          await expect(today).toContainText("(today)");
          steps.push(`today's hours marked: '${(await today.innerText()).trim()}'`);
        } else steps.push("its hours read (no line about today)");
        const directions = card.getByRole("link", {
          name: new RegExp(`^Directions to ${escapeRegExp(store.ClientStoreName)}`),
        });
        await tabTo(page, directions, `'Directions to ${store.ClientStoreName}'`, steps);
        return undefined;
      });
    });

    test(`${names["weekly-ad"]}`, async ({ page }) => {
      await task(site, "weekly-ad", async (steps) => {
        await page.goto(`/${site}/`);
        await tabTo(page, page.getByRole("link", { name: "Weekly Ads", exact: true }), "the link 'Weekly Ads'", steps);
        await press(page, "Enter", steps);
        await expect(page).toHaveURL(new RegExp(`/${site}/weekly-ads/$`));
        const viewer = page.locator("main iframe");
        if ((await viewer.count()) > 0) {
          // The chain's circular viewer replaces the list: a frame named by its title, shown in the page.
          // (The viewer is another company's page; what is inside is checked by the axe sweep.)
          await expect(viewer).toHaveAttribute("title", /\S/);
          await expect(page.getByTitle((await viewer.getAttribute("title")) ?? "")).toBeVisible();
          steps.push(`the ad is the frame '${await viewer.getAttribute("title")}', named by its title`);
          return undefined;
        }
        const ads = page.getByRole("link", { name: /^View Weekly Ad of / });
        if ((await ads.count()) === 0) return { notApplicable: "No store of the chain has a weekly ad now." };
        const first = (await ads.first().textContent())?.replace(/\s+/g, " ").trim() ?? "";
        await tabTo(page, ads.first(), `the link '${first}'`, steps);
        await press(page, "Enter", steps);
        await expect(page.getByRole("heading", { level: 1, name: /^Weekly Ad / })).toBeVisible();
        const open = page.getByRole("button", { name: /^Open page 1 of \d+ full screen$/ });
        await tabTo(page, open, "the button 'Open page 1 … full screen'", steps);
        await press(page, "Enter", steps);
        const dialog = page.getByRole("dialog");
        await expect(dialog).toBeVisible();
        await expect(dialog).toHaveAccessibleName(/\S/);
        steps.push(`the full-screen ad opens as the dialog '${await dialog.getAttribute("aria-label")}'`);
        await press(page, "Escape", steps);
        await expect(dialog).toHaveCount(0);
        await expect(open).toBeFocused();
        steps.push("focus returns to the button");
        return undefined;
      });
    });

    test(`${names["clip-coupon"]}`, async ({ page, request }) => {
      await task(site, "clip-coupon", async (steps) => {
        const member = await registerMember(request, site, newMemberSecret(site));
        await seedSession(page, request, member);
        await page.goto(`/${site}/coupons/`);
        const clip = page.locator(".coupon-grid:not([data-coupon-preview]) > li button.clip-button:not(.is-in-cart)");
        // The second card: a chain's first coupon may be a limited offer others have used up.
        await expect(clip.nth(1)).toBeVisible();
        const label = (await clip.nth(1).getAttribute("aria-label")) ?? "";
        const [, add, title] = /^(.+?): (.+)$/.exec(label) ?? [];
        expect(title, `a clip button names its coupon: '${label}'`).toBeTruthy();
        await tabTo(
          page,
          page.getByRole("searchbox", { name: "Search coupons" }),
          "the search box 'Search coupons'",
          steps,
        );
        await type(page, title!.replace(/…$/, "").slice(0, 20), `the start of '${title}'`, steps);
        const button = page.getByRole("button", { name: `${add}: ${title}`, exact: true });
        await expect(button.first()).toBeVisible();
        await tabTo(page, button, `the button '${add}: ${title}'`, steps);
        const saved = nextCall(page, "SaveMyCart");
        await press(page, "Enter", steps);
        await saved;
        await expect(toast(page, "Item added to cart.")).toBeVisible();
        steps.push("'Item added to cart.' is announced");
        await expect(
          page.getByRole("button", { name: new RegExp(`^Remove from (Cart|List): ${escapeRegExp(title!)}$`) }),
        ).toBeVisible();
        steps.push("the button now says Remove");
        return undefined;
      });
    });

    test(`${names["show-card"]}`, async ({ page, request }) => {
      await task(site, "show-card", async (steps) => {
        const login = (await demoLogins()).logins.find((l) => l.site === site);
        expect(login, `${site} has a seeded demo member`).toBeDefined();
        await seedSession(page, request, login!);
        await page.goto(`/${site}/cart/`);
        const barcode = page.getByRole("img", { name: /^Loyalty card barcode, card number \d+$/ });
        await expect(barcode).toBeVisible();
        await expect.poll(() => barcode.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
        steps.push(`the barcode is named '${await barcode.getAttribute("alt")}'`);
        await expect(page.getByText("SHOW THIS BARCODE TO CASHIER", { exact: true })).toBeVisible();
        await tabTo(page, page.getByRole("button", { name: /^Print/ }), "the button 'Print'", steps);
        return undefined;
      });
    });

    test(`${names["sign-in"]}`, async ({ page, request }) => {
      await task(site, "sign-in", async (steps) => {
        const member = await registerMember(request, site, newMemberSecret(site));
        await page.goto(`/${site}/login/`);
        const form = page.getByRole("form", { name: "Login" });
        await tabTo(page, form.getByRole("textbox", { name: "Email" }), "the field 'Email'", steps);
        await type(page, member.email, "the e-mail", steps);
        const secret = secretLabel(site);
        await tabTo(page, form.getByLabel(secret, { exact: true }), `the field '${secret}'`, steps);
        await type(page, member.secret, `the ${secret}`, steps);
        await captcha(page, form, steps);
        await tabTo(page, form.getByRole("button", { name: "Login" }), "the button 'Login'", steps);
        const sent = nextCall(page, "ValidateUser");
        await press(page, "Enter", steps);
        expect((await sent).postDataJSON()).toMatchObject({ UserName: member.email });
        // Signed in, the site goes home: the header names the member.
        await expect(page).toHaveURL(new RegExp(`/${site}/$`));
        const menu = page.getByRole("banner").getByRole("button", { name: `${member.last} ${member.first}` });
        await expect(menu).toBeVisible();
        expect((await storedUser(page, site))?.["FirstName"]).toBe(member.first);
        steps.push(`signed in: the header names '${member.last} ${member.first}'`);
        return undefined;
      });
    });

    test(`${names["contact-form"]}`, async ({ page, request }) => {
      await task(site, "contact-form", async (steps) => {
        await page.goto(`/${site}/contact/`);
        const form = page.getByRole("form", { name: "Contact Us By Email !" });
        if ((await form.count()) === 0) return { notApplicable: "The chain's contact page has no contact form." };
        const tag = `keys-${site}-${Date.now()}`;
        const fields: [string, string][] = [
          ["First Name", "Ann"],
          ["Last Name", "Lee"],
          ["Email", "ann@example.com"],
          ["Phone", "8285550100"],
        ];
        for (const [label, value] of fields) {
          await tabTo(page, form.getByRole("textbox", { name: label, exact: true }), `the field '${label}'`, steps);
          await type(page, value, label, steps);
        }
        await tabTo(page, form.getByRole("combobox", { name: "Store" }), "the list 'Store'", steps);
        await press(page, "ArrowDown", steps);
        await expect(form.getByRole("combobox", { name: "Store" })).not.toHaveValue("");
        await tabTo(page, form.getByRole("textbox", { name: "Message" }), "the field 'Message'", steps);
        await type(page, tag, "a message", steps);
        await captcha(page, form, steps);
        await tabTo(page, form.getByRole("button", { name: "CONTACT US" }), "the button 'CONTACT US'", steps);
        await press(page, "Enter", steps);
        await expect(toast(page, "An email has been sent!")).toBeVisible();
        steps.push("'An email has been sent!' is announced");
        await expect
          .poll(async () =>
            (await demo<{ emails: { body: string }[] }>(request, `emails?site=${site}`)).emails.some((e) =>
              e.body.includes(tag),
            ),
          )
          .toBe(true);
        steps.push("the e-mail reached the chain's outbox");
        return undefined;
      });
    });
  });
}
