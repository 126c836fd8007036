/**
 * Coupons, departments and the home deals (shopping spec: Coupons, Departments, Home, §4, §8):
 * guest browsing with 10001 hidden, the guest's detour through /login and back, a member's clip and
 * unclip (button, badge, counter, toasts and the SaveMyCart body the gateway got), the gateway's
 * error codes on save and remove, Quick View by keyboard, search and sort in the address, the
 * retry state, department pages and the chain's wording. Member sessions are seeded with a real
 * ValidateUser answer under 'userdata' + subdomain; one flow logs in through the form.
 */
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { formatGatewayDate, parseGatewayDate } from "../../src/api/wire.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { DEMO_LOGINS, guestTokenOf, requireSite, siteData, snapshot } from "./support/chains.ts";
import { armFault, gatewayCart, gatewayPost } from "./support/gateway.ts";
import { badgeLink, loginThroughForm, nextCall, toast, LIVE_CARDS } from "./support/page.ts";
import { seedSession } from "./support/session.ts";

const FRESHMART = DEMO_LOGINS.freshmart;
const HARVEST = DEMO_LOGINS.harvestmarket;
const GREENVALLEY = DEMO_LOGINS.greenvalley;

type Category = {
  ProductCategoryId: number;
  ProductCategoryName: string;
  NoOfCoupons: number;
  DepartmentDescription?: string;
};
type Special = {
  SSNewsId: number;
  Title: string;
  ProductName: string;
  Details: string;
  ExpiresOn: string;
  IsInCart: boolean;
};

const departments = (site: string) =>
  snapshot<{ GetProductCategories: Category[] }>(site, "departments.json").GetProductCategories;

/** The coupons of a category as a guest gets them. */
async function specials(request: APIRequestContext, site: string, categoryId: number): Promise<Special[]> {
  const answer = await gatewayPost<{ Specials: Special[] }>(
    request,
    site,
    `GetDetailsForCoupons/${categoryId}/${guestTokenOf(site)}/0`,
  );
  return answer.Specials;
}

/** The request for the first piece of the site's static list of a category (`coupon-lists/<id>-0.<hash>.json`). */
const firstPiece = (page: Page, categoryId: number) =>
  page.waitForRequest((r) =>
    new RegExp(`/coupon-lists/${categoryId}-0\\.[0-9a-f]+\\.json$`).test(new URL(r.url()).pathname),
  );

/** Cards of the live list (the build's preview cards, in the HTML, are replaced by them). */
const cards = (page: Page) => page.locator(LIVE_CARDS);
const departmentNav = (page: Page) => page.getByRole("navigation", { name: "Departments" });
const cardIds = (page: Page) =>
  cards(page).evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-coupon-id"))));

/** The first card not in the cart, pinned by its offer id (its button text changes on a clip). */
async function unclippedCard(page: Page): Promise<Locator> {
  const first = cards(page)
    .filter({ has: page.getByRole("button", { name: /^Add to Cart: / }) })
    .first();
  const id = await first.getAttribute("data-coupon-id");
  return page.locator(`${LIVE_CARDS}[data-coupon-id="${id}"]`);
}

test.describe("freshmart: guest browsing", () => {
  requireSite(FRESHMART.site);

  test("the department list, counts, cards and disclaimer, with 10001 hidden", async ({ page, request }) => {
    // A guest's list is the site's own (the build's), refreshed by the gateway's counts.
    const piece = firstPiece(page, 0);
    const counts = nextCall(page, "GetCategoriesForCoupons/");
    await page.goto("/freshmart/coupons/");
    await piece;
    expect(new URL((await counts).url()).pathname).toBe(`/GetCategoriesForCoupons/${guestTokenOf("freshmart")}`);

    const nav = departmentNav(page);
    const shown = departments("freshmart").filter((c) => c.ProductCategoryId !== 10001);
    const total = shown.filter((c) => c.ProductCategoryId !== 10002).reduce((n, c) => n + c.NoOfCoupons, 0);
    const entries = nav.getByRole("link");
    await expect(entries.first()).toHaveText(`All Coupons (${total})`);
    await expect(entries.first()).toHaveAttribute("aria-current", "page");
    // Ids ≥ 10000 first, then by name.
    await expect(entries.nth(1)).toHaveText(/^Deals of the Week \(\d+\)$/);
    await expect(entries).toHaveCount(shown.length + 1);
    await expect(nav.getByRole("link", { name: /Members Only/ })).toHaveCount(0);

    const all = await specials(request, "freshmart", 0);
    await expect(cards(page)).toHaveCount(all.length);
    // 100% is free; a long title is cut at 35 characters; a manufacturer coupon shows its product name.
    const free = cards(page).filter({ hasText: "Butcher's Choice Shrimp" });
    await expect(free.getByText("Free!", { exact: true })).toBeVisible();
    await expect(
      cards(page).filter({ hasText: "Romaine Hearts" }).getByText("Save $10.00", { exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 3, name: "Spend $50 on your basket and save $...", exact: true }).first(),
    ).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 3, name: "Farm Fresh Red Grapes 16 oz", exact: true }),
    ).toBeVisible();
    await expect(
      cards(page)
        .first()
        .getByRole("button", { name: /^Add to Cart: / }),
    ).toBeVisible();
    await expect(page.getByText(/^Coupon availability varies by store location\. Please log in/)).toBeVisible();
    await expectAccessible(page);

    await nav.getByRole("link", { name: /^Bakery/ }).click();
    await expect(page).toHaveURL(/\/freshmart\/coupons\/bakery\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Bakery" })).toBeVisible();
    await expect(departmentNav(page).getByRole("link", { name: /^Bakery/ })).toHaveAttribute("aria-current", "page");
    await expect(cards(page)).toHaveCount((await specials(request, "freshmart", 104)).length);
  });

  test("/coupons/{id} and /coupons/deals-of-the-week select their department", async ({ page, request }) => {
    const piece = firstPiece(page, 108);
    await page.goto("/freshmart/coupons/108/");
    await piece;
    await expect(page.getByRole("heading", { level: 1, name: "Beer/Wine" })).toBeVisible();
    await page.goto("/freshmart/coupons/deals-of-the-week/");
    await expect(cards(page)).toHaveCount((await specials(request, "freshmart", 10002)).length);
  });

  test("Quick View is a dialog: keyboard in, Escape out, focus back", async ({ page, request }) => {
    await page.goto("/freshmart/coupons/bakery/");
    const [first] = await specials(request, "freshmart", 104);
    if (!first) throw new Error("no bakery coupon");
    const opener = page.getByRole("button", { name: /^Quick View: / }).first();
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: first.ProductName });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    const expiry = formatGatewayDate(first.ExpiresOn);
    expect(expiry).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect(dialog.getByText(`Offer Expires on ${expiry}`, { exact: true })).toBeVisible();
    await expect(dialog.getByRole("img", { name: first.ProductName })).toBeVisible();
    await expect(dialog.getByRole("button", { name: /^Add to Cart: / })).toBeVisible();
    await expect(dialog.getByText(first.Details.split("||")[0]?.trim() ?? "", { exact: true })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("departments: tiles, a department page with its coupons, and /departments/{id}", async ({ page, request }) => {
    await page.goto("/freshmart/department/");
    const visible = departments("freshmart").filter((c) => c.ProductCategoryId < 10000);
    await expect(page.getByRole("main").getByRole("link", { name: /^Know More about / })).toHaveCount(visible.length);
    await expectAccessible(page);
    await page.getByRole("link", { name: "Know More about Beer/Wine" }).click();
    await expect(page).toHaveURL(/\/freshmart\/department\/beer_wine\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Beer/Wine" })).toBeVisible();
    const beer = visible.find((c) => c.ProductCategoryId === 108);
    await expect(page.getByText(beer?.DepartmentDescription ?? "?", { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount((await specials(request, "freshmart", 108)).length);
    await page
      .getByRole("button", { name: /^Quick View: / })
      .first()
      .click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.getByRole("button", { name: "Close" }).click();
    await expectAccessible(page);

    await page.goto("/freshmart/departments/101/");
    await expect(page.getByRole("heading", { level: 1, name: "Produce" })).toBeVisible();
    await expect(cards(page)).toHaveCount((await specials(request, "freshmart", 101)).length);
  });

  test("home: deals of the week link to /coupons/deals-of-the-week", async ({ page, request }) => {
    await page.goto("/freshmart/");
    const section = page.getByRole("region", { name: "Deals of the Week" });
    await section.scrollIntoViewIfNeeded();
    const deals = await specials(request, "freshmart", 10002);
    await expect(section.getByRole("listitem")).toHaveCount(Math.min(8, deals.length));
    const [first] = deals;
    await expect(section.getByText(`Offer Expires on ${formatGatewayDate(first?.ExpiresOn)}`).first()).toBeVisible();
    // The deals are below the home page's largest picture (the first slide): lazy, and served as the
    // build's own-origin AVIF when the build knew them.
    const image = section.locator("picture img").first();
    await expect(image).toHaveAttribute("loading", "lazy");
    await expect(image).toHaveAttribute("decoding", "async");
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && new URL(img.currentSrc).pathname))
      .toMatch(/^\/_assets\/img-[0-9a-f]{16}-\d+\.avif$/);
    await expectAccessible(page);
    await section.getByRole("link", { name: "See all deals of the week" }).click();
    await expect(page).toHaveURL(/\/freshmart\/coupons\/deals-of-the-week\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Deals of the Week" })).toBeVisible();
  });

  test("a guest's clip goes to /login and, after login, back to the page", async ({ page }) => {
    await page.goto("/freshmart/coupons/bakery/?sort=expiring");
    await page
      .getByRole("button", { name: /^Add to Cart: / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/freshmart\/login\/$/);
    await expect(toast(page, "Please login to add item to cart!")).toBeVisible();

    await loginThroughForm(page, FRESHMART.email, FRESHMART.secret, "PIN");

    await expect(page).toHaveURL(/\/freshmart\/coupons\/bakery\/\?sort=expiring$/);
    await expect(page.getByRole("heading", { level: 1, name: "Bakery" })).toBeVisible();
    await expect(departmentNav(page).getByRole("link", { name: /^Members Only/ })).toBeVisible();
  });
});

test.describe("harvestmarket: a member's clips", () => {
  requireSite(HARVEST.site);
  // One demo member and one cart: these tests take turns and undo what they change.
  test.describe.configure({ mode: "default" });

  test("clip and unclip: button, badge, counter, toasts and the SaveMyCart body", async ({ page, request }) => {
    const member = await seedSession(page, request, HARVEST);
    const startCart = await gatewayCart(request, HARVEST.site, HARVEST.email);
    const memberCategories = nextCall(page, "GetCategoriesForCoupons/");
    await page.goto("/harvestmarket/coupons/bakery/");
    expect(new URL((await memberCategories).url()).pathname).toBe(`/GetCategoriesForCoupons/${member.UserToken}`);
    await expect(departmentNav(page).getByRole("link", { name: /^Members Only/ })).toBeVisible();
    await expect(badgeLink(page)).toHaveAccessibleName(`Shopping cart, items: ${startCart.length}`);

    const card = await unclippedCard(page);
    const id = Number(await card.getAttribute("data-coupon-id"));
    const coupon = (await specials(request, "harvestmarket", 304)).find((c) => c.SSNewsId === id);
    if (!coupon) throw new Error(`coupon ${id} not in the bakery list`);

    const save = nextCall(page, "SaveMyCart");
    await card.getByRole("button", { name: /^Add to Cart: / }).click();
    expect((await save).postDataJSON()).toEqual({
      method: "POST",
      OfferId: id,
      CategoryId: 304,
      MemberNumber: member.MemberNumber,
      UserFirstName: member.FirstName,
      NCRPromotionCode: expect.any(String),
      IsInNCRImpressions: expect.any(Boolean),
      Title: coupon.Title,
      Details: coupon.Details,
      Amount: expect.any(Number),
      ProductName: coupon.ProductName,
      ValidFrom: expect.stringMatching(/^\/Date\(\d+[-+]\d{4}\)\/$/),
      ExpiresOn: coupon.ExpiresOn,
      UPC: "",
      UserToken: member.UserToken,
    });
    await expect(toast(page, "Item added to cart.")).toHaveAttribute("data-type", "success");
    await expect(card.getByRole("button", { name: /^Remove from Cart: / })).toBeVisible();
    await expect(card.getByText("Already in cart", { exact: true })).toBeVisible();
    await expect(badgeLink(page)).toHaveAccessibleName(`Shopping cart, items: ${startCart.length + 1}`);
    await expect(page.locator("[data-cart-announce]")).toHaveText(`Shopping cart: ${startCart.length + 1} items`);
    expect(await gatewayCart(request, HARVEST.site, HARVEST.email)).toContain(id);
    // Quick View's button reads the same cart.
    await card.getByRole("button", { name: /^Quick View: / }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("button", { name: /^Remove from Cart: / })).toBeVisible();

    await dialog.getByRole("button", { name: /^Remove from Cart: / }).click();
    await expect(toast(page, "Item removed from cart.")).toHaveAttribute("data-type", "warning");
    await expect(dialog.getByRole("button", { name: /^Add to Cart: / })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(card.getByRole("button", { name: /^Add to Cart: / })).toBeVisible();
    await expect(card.getByText("Already in cart")).toHaveCount(0);
    await expect(badgeLink(page)).toHaveAccessibleName(`Shopping cart, items: ${startCart.length}`);
    expect(await gatewayCart(request, HARVEST.site, HARVEST.email)).not.toContain(id);
    await expectAccessible(page);
  });

  test("gateway errors: ErrorDetails as info on save and as a warning on remove, nothing changes", async ({
    page,
    request,
  }) => {
    // The faults are this session's (its token): another shopper of the chain never takes them.
    const { UserToken: match } = await seedSession(page, request, HARVEST);
    const startCart = await gatewayCart(request, HARVEST.site, HARVEST.email);
    await page.goto("/harvestmarket/coupons/dairy/");
    const card = await unclippedCard(page);
    await expect(badgeLink(page)).toHaveAccessibleName(`Shopping cart, items: ${startCart.length}`);

    await armFault(request, "harvestmarket", {
      call: "SaveMyCart",
      mode: "error",
      code: -1,
      details: "Coupon limit reached.",
      match,
    });
    await card.getByRole("button", { name: /^Add to Cart: / }).click();
    const info = toast(page, "Coupon limit reached.");
    await expect(info).toHaveAttribute("data-type", "info");
    await expect(card.getByRole("button", { name: /^Add to Cart: / })).toBeVisible();
    await expect(badgeLink(page)).toHaveAccessibleName(`Shopping cart, items: ${startCart.length}`);
    await expect(info).toBeHidden({ timeout: 4_000 });

    await card.getByRole("button", { name: /^Add to Cart: / }).click();
    await expect(card.getByRole("button", { name: /^Remove from Cart: / })).toBeVisible();
    await armFault(request, "harvestmarket", {
      call: "RemoveFromCart",
      mode: "error",
      code: -1,
      details: "This coupon is locked.",
      match,
    });
    await card.getByRole("button", { name: /^Remove from Cart: / }).click();
    await expect(toast(page, "This coupon is locked.")).toHaveAttribute("data-type", "warning");
    await expect(card.getByRole("button", { name: /^Remove from Cart: / })).toBeVisible();
    await expect(badgeLink(page)).toHaveAccessibleName(`Shopping cart, items: ${startCart.length + 1}`);

    // Undo, so the member's cart is as the test found it.
    await card.getByRole("button", { name: /^Remove from Cart: / }).click();
    await expect(badgeLink(page)).toHaveAccessibleName(`Shopping cart, items: ${startCart.length}`);
  });
});

test.describe("harvestmarket: 2,000 coupons", () => {
  requireSite(HARVEST.site);

  test("pages of cards, search and sort kept in the address", async ({ page, request }) => {
    await page.goto("/harvestmarket/coupons/");
    const all = await specials(request, "harvestmarket", 0);
    expect(all.length).toBeGreaterThan(2000);
    await expect(cards(page)).toHaveCount(48);
    await expect(page.getByText(`Showing 48 of ${all.length} coupons`)).toBeVisible();
    await page.getByRole("button", { name: "Show more coupons" }).click();
    await expect(cards(page)).toHaveCount(96);

    const matches = all.filter((c) => `${c.Title} ${c.ProductName} ${c.Details}`.toLowerCase().includes("shrimp"));
    expect(matches.length).toBeGreaterThan(0);
    await page.getByLabel("Search coupons").fill("Shrimp");
    await expect(page).toHaveURL(/\/harvestmarket\/coupons\/\?q=Shrimp$/);
    await expect(page.getByRole("status").filter({ hasText: /coupons? match/ })).toHaveText(
      `${matches.length} ${matches.length === 1 ? "coupon matches" : "coupons match"}`,
    );
    await expect(cards(page)).toHaveCount(Math.min(48, matches.length));

    await page.getByLabel("Sort by").selectOption({ label: "Expiring soonest" });
    await expect(page).toHaveURL(/\?q=Shrimp&sort=expiring$/);
    const time = (c: Special) => parseGatewayDate(c.ExpiresOn)?.getTime() ?? Number.POSITIVE_INFINITY;
    const expected = matches.toSorted((x, y) => time(x) - time(y)).map((c) => c.SSNewsId);
    await expect.poll(() => cardIds(page)).toEqual(expected.slice(0, 48));

    // The address alone brings the same list back (a shared link).
    await page.goto(page.url());
    await expect(page.getByLabel("Search coupons")).toHaveValue("Shrimp");
    await expect(page.getByLabel("Sort by")).toHaveValue("expiring");
    await expect.poll(() => cardIds(page)).toEqual(expected.slice(0, 48));

    await page.getByLabel("Search coupons").fill("no such coupon anywhere");
    await expect(page.getByText("No coupons match “no such coupon anywhere”.")).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe("greenvalley: the chain's wording, disclaimer and a failed list", () => {
  requireSite(GREENVALLEY.site);
  // The fault below is armed for the whole chain: nothing else may call the list meanwhile.
  test.describe.configure({ mode: "default" });

  test("a failed list offers a retry that works", async ({ page, request, pageErrors }) => {
    // Neither the site's own list (its first piece cannot be had once) nor the gateway's answers.
    let blocked = false;
    // The context's routes see the chain's worker's fetches too, once it controls the page.
    await page.context().route("**/coupon-lists/204-0.*.json", (route) => {
      if (blocked) return route.continue();
      blocked = true;
      return route.abort("failed");
    });
    // A guest's dairy list only (the guests' token): a member's list of the chain is not broken.
    await armFault(request, "greenvalley", {
      call: "GetDetailsForCoupons",
      mode: "malformed",
      match: `/204/${guestTokenOf("greenvalley")}/`,
    });
    await page.goto("/greenvalley/coupons/dairy/");
    const alert = page.getByRole("alert").filter({ hasText: "The coupons could not be loaded" });
    await expect(alert).toBeVisible();
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect(cards(page)).toHaveCount((await specials(request, "greenvalley", 204)).length);
    // The browser's own line about the piece it could not have; any other error still fails.
    pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((e) => !/ERR_FAILED.*coupon-lists\/204-0\./.test(e)));
  });

  test("'Add to List' buttons and the chain's disclaimer", async ({ page }) => {
    await page.goto("/greenvalley/coupons/");
    await expect(
      cards(page)
        .first()
        .getByRole("button", { name: /^Add to List: / }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: /^Add to Cart/ })).toHaveCount(0);
    await expect(
      page.getByText(String(siteData("greenvalley")["COUPON_PAGE_DISCLAIMER_TEXT"]), { exact: true }),
    ).toBeVisible();
    await expectAccessible(page);
  });
});
