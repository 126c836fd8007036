/**
 * /contact (accounts §2.13): the store directory from the build, the maps, and the Contact Us form
 * sent through the form relay — the e-mail reaches the demo gateway's outbox with the chain's
 * subject and recipient and an escaped body, and the SendEmail key is in no built file and no
 * request the browser makes.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page, Request } from "@playwright/test";
import { walkFiles } from "../../scripts/lib/files.ts";
import { demoRelaySecrets } from "../../scripts/services/form-relay/demo-secrets.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { demo } from "./support/gateway.ts";
import { passCaptcha, toast } from "./support/page.ts";
import { DIST_DIR } from "./settings.ts";

type Email = { site: string; to: string; subject: string; body: string; from: string };

const SITES = ["freshmart", "hilltop"] as const;
const secrets = demoRelaySecrets();
const keys = (["freshmart", "greenvalley", "harvestmarket", "hilltop", "couponsonly"] as const)
  .map((s) => secrets.securityKey(s))
  .filter((k): k is string => Boolean(k));

/** Records every request's URL and body so the test can look for the key in them. */
function recordRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (r) => seen.push(r));
  return seen;
}

test("no built file holds a SendEmail key", () => {
  expect(keys.length).toBeGreaterThan(0);
  const leaks: string[] = [];
  for (const rel of walkFiles(DIST_DIR)) {
    const text = readFileSync(join(DIST_DIR, rel), "utf8");
    for (const key of keys) if (text.includes(key)) leaks.push(`${rel}: ${key}`);
  }
  expect(leaks).toEqual([]);
});

for (const site of SITES) {
  test(`${site}: the contact form sends through the relay and the e-mail arrives escaped`, async ({
    page,
    request,
  }) => {
    const requests = recordRequests(page);
    await page.goto(`/${site}/contact/`);
    const form = page.getByRole("form", { name: "Contact Us By Email !" });
    await form.scrollIntoViewIfNeeded();
    const tag = `${site}-${Date.now()}`;
    // Nothing is sent while a rule fails; the first invalid field gets the focus.
    await expect(form.getByRole("button", { name: "CONTACT US" })).toBeEnabled();
    await form.getByRole("button", { name: "CONTACT US" }).click();
    await expect(form.getByText("The First Name field is required")).toBeVisible();
    await expect(form.getByLabel("First Name")).toBeFocused();
    await form.getByLabel("First Name").fill(`Ann<i>${tag}</i>`);
    await form.getByLabel("Last Name").fill("Lee");
    await form.getByLabel("Email").fill("not-an-email");
    await form.getByLabel("Phone").fill("8285550100");
    await form.getByLabel("Store").selectOption({ index: 1 });
    await form.getByLabel("Message").fill(`<b>Fresh</b> & "ripe"\nsecond line`);
    await form.getByRole("button", { name: "CONTACT US" }).click();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await expect(form.getByText("Please complete the captcha")).toBeVisible();
    await form.getByLabel("Email").fill("ann@example.com");
    await passCaptcha(form);
    const relayed = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith(`/${site}/contact`));
    await form.getByRole("button", { name: "CONTACT US" }).click();
    await relayed;
    await expect(toast(page, "An email has been sent!")).toBeVisible();
    // The form and its captcha start over.
    await expect(form.getByLabel("First Name")).toHaveValue("");
    await expect(form.getByRole("checkbox", { name: "I'm not a robot" })).not.toBeChecked();

    const { emails } = await demo<{ emails: Email[] }>(request, `emails?site=${site}`);
    const mail = emails.find((e) => e.body.includes(tag));
    expect(mail, "the e-mail reached the gateway's outbox").toBeDefined();
    expect(mail!.subject).toBe("Enquiry via Contact Us");
    expect(mail!.to).toBe(`contact@${site}.example`);
    expect(mail!.body).toContain(`Ann&#60;i&#62;${tag}&#60;/i&#62;`);
    expect(mail!.body).toContain("&#60;b&#62;Fresh&#60;/b&#62; &#38; &#34;ripe&#34;<br>second line");
    expect(mail!.body).not.toContain("<b>Fresh");
    expect(mail!.body).not.toMatch(/local:\d/);

    // The browser never sent a key: not in an address, a header or a body.
    const direct = requests.filter((r) => new URL(r.url()).pathname === "/SendEmail");
    expect(direct, "the page does not call SendEmail itself").toEqual([]);
    for (const r of requests) {
      const sent = `${r.url()} ${JSON.stringify(await r.allHeaders())} ${r.postData() ?? ""}`;
      for (const key of keys) expect(sent).not.toContain(key);
    }
  });
}

test("freshmart: the newsletter box on the home page sends 'Enquiry for Subscribe'", async ({ page, request }) => {
  await page.goto("/freshmart/");
  const form = page.getByRole("form", { name: "Subscribe To Our Newsletter" });
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByRole("link", { name: "company policies" })).toHaveAttribute("href", /company-policies\/$/);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByText("The Email field is required")).toBeVisible();
  await form.getByLabel("Email").fill("news");
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();
  const address = `news-${Date.now()}@example.com`;
  await form.getByLabel("Email").fill(address);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(toast(page, "An email has been sent!")).toBeVisible();
  await expect(form.getByLabel("Email")).toHaveValue("");
  const { emails } = await demo<{ emails: Email[] }>(request, "emails?site=freshmart");
  const mail = emails.find((e) => e.body.includes(address));
  expect(mail?.subject).toBe("Enquiry for Subscribe");
  expect(mail?.to).toBe("news@freshmart.example");
});

test("hilltop: stores by city tab, the excluded store left out, a map with its marker", async ({ page }) => {
  await page.goto("/hilltop/contact/");
  await expect(page.getByRole("heading", { level: 1, name: "Locations" })).toBeVisible();
  const tabs = page.getByRole("tab");
  expect(await tabs.count()).toBeGreaterThan(1);
  await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
  await tabs.first().focus();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(page.locator("#store-2")).toHaveCount(0);
  const panel = page.getByRole("tabpanel");
  await expect(panel).toHaveCount(1);
  const card = panel.locator("[data-store-card]").first();
  await expect(card.getByText("HOURS:")).toBeVisible();
  await expect(card.getByRole("link", { name: /^\(\d{3}\) \d{3}-\d{4}$/ })).toHaveAttribute("href", /^tel:/);
  // State and zip on one line with a space between ("North Dakota 58111", not "North Dakota58111").
  await expect(card.locator("address")).toContainText(/[A-Za-z] \d{5}\s*$/);
  // The map draws when it scrolls into view, with tiles from the chain's tile address.
  const map = card.getByRole("region", { name: /^Map of / });
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator(".leaflet-tile-loaded").first()).toBeVisible();
  await expect(map.locator(".leaflet-tile").first()).toHaveAttribute("src", /\/tiles\/13\/\d+\/\d+\.svg$/);
  const name = (await card.getByRole("heading").first().innerText()).trim();
  await map.getByRole("button", { name }).click();
  await expect(map.locator(".leaflet-popup-content")).toHaveText(name);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  expect(ld["@graph"][0]).toMatchObject({ "@type": "GroceryStore", address: { "@type": "PostalAddress" } });
  await expectAccessible(page);
});

test("harvestmarket: stores in collapsible sections; 'Use my location' sorts nearest first", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["geolocation"]);
  const cards = page.locator("details[open] [data-store-card]");
  await page.goto("/harvestmarket/contact/");
  const sections = page.locator("details.store-section");
  expect(await sections.count()).toBeGreaterThan(1);
  const first = await cards.first().getAttribute("id");
  const last = cards.last();
  const lat = Number(await last.getAttribute("data-lat"));
  const lng = Number(await last.getAttribute("data-lng"));
  await context.setGeolocation({ latitude: lat, longitude: lng });
  await page.getByRole("button", { name: "Use my location" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Stores are now sorted nearest first." })).toBeVisible();
  await expect(cards.first()).not.toHaveAttribute("id", first ?? "");
  await expect(cards.first().locator("[data-store-distance]")).toHaveText("0.0 miles away");
});
