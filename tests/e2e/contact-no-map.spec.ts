/**
 * /contact without its map script: the store list, the addresses and the forms still work.
 * (Own file: this test expects the blocked module's network error, which the shared fixture's
 * console check would count against it.)
 */
import { expect, test } from "@playwright/test";
import { passCaptcha, toast } from "./support/page.ts";

test("the contact page reads and sends with Leaflet blocked", async ({ page, context }) => {
  let blocked = 0;
  // The context's routes see the page's requests and the chain's worker's alike: once the worker
  // controls the page (it installs during this first visit), it fetches the map's module itself.
  await context.route(/leaflet[^/]*\.js$/, (route) => {
    blocked++;
    return route.abort();
  });
  await page.goto("/freshmart/contact/");
  const card = page.locator("[data-store-card]").first();
  await expect(card.getByText("HOURS:")).toBeVisible();
  const map = card.getByRole("region", { name: /^Map of / });
  await map.scrollIntoViewIfNeeded();
  await expect.poll(() => blocked).toBeGreaterThan(0);
  // The box keeps the store's address in words.
  await expect(map.locator(".store-map-fallback")).toBeVisible();
  await expect(map.locator(".leaflet-container")).toHaveCount(0);
  const form = page.getByRole("form", { name: "Contact Us By Email !" });
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel("First Name").fill("Ann");
  await form.getByLabel("Last Name").fill("Lee");
  await form.getByLabel("Email").fill("ann@example.com");
  await form.getByLabel("Phone").fill("8285550100");
  await form.getByLabel("Store").selectOption({ index: 1 });
  await form.getByLabel("Message").fill("No map needed.");
  await passCaptcha(form);
  await form.getByRole("button", { name: "CONTACT US" }).click();
  await expect(toast(page, "An email has been sent!")).toBeVisible();
});
