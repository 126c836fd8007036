/**
 * A SendEmail slower than the relay's 15 s timeout: the shopper is told the message may have been
 * sent (not that it failed), the answers stay, and sending the same answers again sends no copy.
 * Uses harvestmarket's newsletter box, which no other flow sends from (the fault is per chain).
 */
import { expect, test } from "./fixtures.ts";
import { armFault, demo } from "./support/gateway.ts";
import { toast } from "./support/page.ts";

const MAY_HAVE_BEEN_SENT =
  "We could not confirm that your message was sent; it may have arrived. Your answers are kept, and sending the same answers again will not send a second copy.";

test("a slow send reads 'may have been sent', keeps the answer and is not sent twice", async ({
  page,
  request,
  pageErrors,
}) => {
  test.setTimeout(90_000);
  // The gateway answers after 17 s: the relay gives up at 15 s, the e-mail still goes out. Only this
  // subscriber's e-mail (their address is in its body): another sender of the chain is not slowed.
  const email = `slow-${Date.now()}@example.com`;
  await armFault(request, "harvestmarket", { call: "SendEmail", mode: "delay", ms: 17_000, times: 1, match: email });
  await page.goto("/harvestmarket/contact/");
  const form = page.getByRole("form", { name: "Subscribe To Our Newsletter" });
  await form.scrollIntoViewIfNeeded(); // the island wakes when visible
  await form.getByLabel("Email").fill(email);
  const answer = () =>
    page.waitForResponse((r) => r.url().endsWith("/harvestmarket/newsletter") && r.request().method() === "POST", {
      timeout: 30_000,
    });

  const first = answer();
  await form.getByRole("button", { name: "Subscribe" }).click();
  expect((await first).status()).toBe(504);
  await expect(toast(page, MAY_HAVE_BEEN_SENT)).toBeVisible();
  await expect(form.getByLabel("Email")).toHaveValue(email);

  // The shopper tries again with the same answer: the relay gives the first outcome, sends nothing.
  const second = answer();
  await form.getByRole("button", { name: "Subscribe" }).click();
  const again = await second;
  expect(again.status()).toBe(504);
  expect(await again.json()).toMatchObject({ code: "may-have-been-sent" });
  const firstKey = (await first).request().headers()["idempotency-key"];
  expect(firstKey).toMatch(/^[0-9a-f]{32}$/);
  expect(again.request().headers()["idempotency-key"]).toBe(firstKey);

  // The delayed e-mail arrives once, and only once.
  const sent = async () =>
    (await demo<{ emails: { body: string }[] }>(request, "emails?site=harvestmarket")).emails.filter((e) =>
      e.body.includes(email),
    ).length;
  await expect.poll(sent, { timeout: 20_000 }).toBe(1);
  expect(await sent()).toBe(1);

  // The browser reports each 504 once; those are expected (no other error is).
  await expect.poll(() => pageErrors.filter((e) => e.includes("504")).length).toBe(2);
  pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((e) => !e.includes("504")));
});
