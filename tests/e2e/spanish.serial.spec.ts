/**
 * The Spanish pages in the browser (src/lib/i18n/README.md): a copy of the reference chain freshmart
 * with `"languages": ["en", "es"]` (greenvalley, the committed Spanish chain, has no link-card
 * registration, e-mail change, deletion or rewards to read in Spanish), pulled from the run's demo
 * gateway, built into a folder of its own and served by a preview server of its own; its forms post
 * to the run's form relay, so the e-mail reaches the gateway's outbox. Each translated part is read
 * as the shopper meets it (hydrated, errors shown) and fails on any text of the English catalogue in
 * its text, aria-label, placeholder or title; axe runs on each page. Serial: the build is heavy on
 * two cores.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { pullTenants } from "../../scripts/pull/pull-tenants.ts";
import { englishLeftovers } from "../../scripts/check/language-audit.ts";
import { ROOT } from "../../scripts/lib/run.ts";
import { startPreviewServer, type PreviewServer } from "../../scripts/serve/serve.ts";
import { en } from "../../src/lib/i18n/en.ts";
import { es } from "../../src/lib/i18n/es.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { buildChain } from "./support/build-chain.ts";
import { demo, gatewayUrl } from "./support/gateway.ts";
import { collectPageErrors, passCaptcha, toast } from "./support/page.ts";
import { test as baseTest } from "@playwright/test";
import { registerMember, validateUser, writeSession, type Login } from "./support/session.ts";
import { DEMO_LOGINS } from "./support/chains.ts";
import { E2E_RELAY_PORT } from "./settings.ts";

const SITE = "freshmart";

let work: string;
let preview: PreviewServer | null = null;
/** The chain's name and its stores' names: what `{store}` in a catalogue text stands for. */
let storeNames: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(300_000);
  work = mkdtempSync(join(tmpdir(), "storefront-spanish-"));
  const tenants = join(work, "tenants");
  cpSync(join(ROOT, "tenants"), tenants, { recursive: true });
  await pullTenants({ gatewayUrl: gatewayUrl(), dir: tenants, only: [SITE] });
  const local = join(tenants, SITE, "local.json");
  writeFileSync(local, JSON.stringify({ ...JSON.parse(readFileSync(local, "utf8")), languages: ["en", "es"] }));
  // freshmart has no employment page of its own; the copy gets the application, to send it in Spanish.
  const infoFile = join(tenants, SITE, "clientinfo.json");
  const info = JSON.parse(readFileSync(infoFile, "utf8")) as { data: { STORE_NAME: string } };
  writeFileSync(infoFile, JSON.stringify({ ...info, data: { ...info.data, ALLOW_EMPLOYMENT_SCREEN: true } }));
  const stores = JSON.parse(readFileSync(join(tenants, SITE, "stores.json"), "utf8")) as {
    GetClientStores: { ClientStoreName: string }[];
  };
  storeNames = [info.data.STORE_NAME, ...stores.GetClientStores.map((s) => s.ClientStoreName)];
  const built = await buildChain({
    GATEWAY_URL: gatewayUrl(),
    FORM_RELAY_URL: `http://localhost:${E2E_RELAY_PORT}`,
    TENANTS_DIR: tenants,
    TENANTS: SITE,
    DIST_DIR: join(work, "dist"),
  });
  expect(built.code, `the build failed:\n${built.output}`).toBe(0);
  preview = await startPreviewServer({ port: 0, distDir: join(work, "dist") });
});

test.afterAll(async () => {
  await preview?.close();
  rmSync(work, { recursive: true, force: true });
});

/** The English catalogue's texts in a part of a Spanish page as it is now (text and attributes). */
async function englishIn(part: Locator): Promise<string[]> {
  const html = await part.evaluate((e) => e.outerHTML);
  // The coupons' own texts are shown as the gateway sent them ('Save $1.00 on …' reads like 'Save {value}').
  const sent = await part
    .locator(
      "#quick-view-title, #coupon-results-title, .department-name, .coupon-title, .coupon-details, .quick-view-details, .quick-view-disclaimer, .deal-card a, .cart-table td, .sheet-table th[scope=row], .sheet-table td",
    )
    .evaluateAll((els) => els.flatMap((e) => [e.textContent?.trim() ?? "", e.getAttribute("title") ?? ""]));
  return englishLeftovers(`<html lang="es"><body>${html}</body></html>`, en, es, storeNames, sent);
}

type Email = { site: string; to?: string; subject: string; body: string };

test("the Contact Us form on /es/contact/: Spanish labels, errors and toast, and the e-mail's subject", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${preview?.url}/${SITE}/es/contact/`);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  const form = page.getByRole("form", { name: es["contact.title"] });
  await form.scrollIntoViewIfNeeded();
  const button = form.getByRole("button", { name: es["contact.submit"] });
  await expect(button).toBeEnabled();
  expect(await englishIn(form)).toEqual([]);

  // Every rule as in English, every message in Spanish.
  await button.click();
  await expect(form.getByText("El campo Nombre es obligatorio")).toBeVisible();
  await expect(form.getByLabel("Nombre", { exact: false }).first()).toBeFocused();
  await expect(form.getByText(es["form.captchaRequired"])).toBeVisible();
  expect(await englishIn(form)).toEqual([]);
  await expectAccessible(page);

  const tag = `es-${Date.now()}`;
  await form.getByLabel("Nombre").fill(`Ana ${tag}`);
  await form.getByLabel("Apellido").fill("López");
  await form.getByLabel("Correo electrónico").fill("ana@");
  await form.getByLabel("Teléfono").fill("8285550100");
  await form.getByLabel("Tienda").selectOption({ index: 1 });
  await form.getByLabel("Mensaje").fill("¿Tienen tortillas frescas?");
  await button.click();
  await expect(form.getByText(es["form.emailInvalid"])).toBeVisible();
  await form.getByLabel("Correo electrónico").fill("ana@example.com");
  await passCaptcha(form, es);
  const relayed = page.waitForRequest((r) => r.method() === "POST" && r.url().includes(`/${SITE}/contact?lang=es`));
  await button.click();
  await relayed;
  await expect(toast(page, es["form.emailSent"])).toBeVisible();
  await expect(form.getByLabel("Nombre")).toHaveValue("");

  const { emails } = await demo<{ emails: Email[] }>(request, `emails?site=${SITE}`);
  const mail = emails.find((e) => e.body.includes(tag));
  expect(mail, "the e-mail reached the gateway's outbox").toBeDefined();
  expect(mail!.subject).toBe(`${en["email.subject.contact"]} / ${es["email.subject.contact"]}`);
  expect(mail!.body).toContain("¿Tienen tortillas frescas?");
  // The rows are named like the subject: the staff's English first, then the shopper's Spanish.
  expect(mail!.body).toContain(`>${en["form.label.message"]} / ${es["form.label.message"]}<`);
});

test("the employment application on /es/employment: Spanish texts, errors and toast, and the e-mail's subject", async ({
  page,
  request,
}) => {
  // About forty answers typed on a shared 2-core machine.
  test.setTimeout(180_000);
  await page.goto(`${preview?.url}/${SITE}/es/employment/`);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  expect(await englishIn(page.locator(".employment-intro"))).toEqual([]);
  const form = page.getByRole("form", { name: es["employment.title"] });
  const button = form.getByRole("button", { name: es["forgot.submit"] });
  await expect(button).toBeEnabled();
  expect(await englishIn(form)).toEqual([]);

  // Every rule as in English, every message in Spanish.
  await button.click();
  await expect(form.getByRole("alert")).toContainText("El campo Nombre completo es obligatorio");
  await expect(form.getByRole("alert")).toContainText(/^Corrija \d+ respuestas: /);
  await expect(form.locator("#employment-name")).toBeFocused();
  await expect(form.getByText(es["register.termsRequired"])).toBeVisible();
  await expect(form.getByText(es["form.captchaRequired"])).toBeVisible();
  expect(await englishIn(form)).toEqual([]);
  await expectAccessible(page);

  const tag = `es-${Date.now()}`;
  const field = (key: string) => form.locator(`#employment-${key}`);
  for (const [key, value] of Object.entries({
    name: `Ana ${tag}`,
    email: "ana@example.com",
    street_address: "1 Main St",
    city: "Springfield",
    state: "IL",
    zip_code: "62701",
    country: "USA",
    how_long_have_you_lived_at_this_address: "3 años",
    company_name1: "La Esquina",
    street_address1: "2 Side St",
    city2: "Springfield",
    state2: "IL",
    postal: "62702",
    country2: "USA",
    how_many_jobs_have_you_had_in_the_last_5_years_not_listed_above: "1",
    the_job_duties: "Reponer estantes",
    days_available_for_work: "lunes a viernes",
    hours_available_for_work: "9-5",
    name1: "Ana López",
    store_location: "Panadería",
  }))
    await field(key).fill(value);
  for (const key of ["date_you_can_start", "start_date", "end_date", "date2"]) await field(key).fill("2026-11-02");
  for (const key of [
    "do_you_have_relatives_employed_here",
    "are_you_currently_in_high_school",
    "college_or_university_credits",
    "did_you_earn_a_degree",
    "are_you_eligible_for_employment_in_the_united_states",
    "The_information",
  ])
    await field(key).selectOption({ label: es["form.yes"] });
  await field("phone").pressSequentially("555123");
  await field("phone_number1").pressSequentially("5557654321");
  await form.getByRole("checkbox", { name: new RegExp(es["register.terms"]) }).check();
  await expect(form.getByText(es["employment.phoneMask"], { exact: true })).toBeVisible();
  expect(await englishIn(form)).toEqual([]);
  await field("phone").fill("");
  await field("phone").pressSequentially("5551234567");
  await expect(field("phone")).toHaveValue("(555) 123-4567");
  await passCaptcha(form, es);
  const relayed = page.waitForRequest((r) => r.method() === "POST" && r.url().includes(`/${SITE}/employment?lang=es`));
  await button.click();
  await relayed;
  await expect(toast(page, es["form.emailSent"])).toBeVisible();
  await expect(field("name")).toHaveValue("");

  const { emails } = await demo<{ emails: Email[] }>(request, `emails?site=${SITE}`);
  const mail = emails.find((e) => e.body.includes(tag));
  expect(mail, "the e-mail reached the gateway's outbox").toBeDefined();
  expect(mail!.subject).toBe(`${en["email.subject.employment"]} / ${es["email.subject.employment"]}`);
  // The answers as typed, under the English row names the staff read.
  expect(mail!.body).toContain("Reponer estantes");
  expect(mail!.body).toContain("The job duties");
});

test("the newsletter box on the Spanish home page: Spanish texts and errors, and the e-mail's subject", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await page.goto(`${preview?.url}/${SITE}/es/`);
  const box = page.getByRole("form", { name: es["newsletter.title"] });
  await box.scrollIntoViewIfNeeded();
  const button = box.getByRole("button", { name: es["newsletter.submit"] });
  await expect(button).toBeEnabled();
  expect(await englishIn(box)).toEqual([]);
  await button.click();
  await expect(box.getByText("El campo Correo electrónico es obligatorio")).toBeVisible();
  await box.getByLabel(es["form.label.email"]).fill("ana@");
  await expect(box.getByText(es["form.emailInvalid"])).toBeVisible();
  expect(await englishIn(box)).toEqual([]);
  const email = `ana-${Date.now()}@example.com`;
  await box.getByLabel(es["form.label.email"]).fill(email);
  const relayed = page.waitForRequest((r) => r.method() === "POST" && r.url().includes(`/${SITE}/newsletter?lang=es`));
  await button.click();
  await relayed;
  await expect(toast(page, es["form.emailSent"])).toBeVisible();
  const { emails } = await demo<{ emails: Email[] }>(request, `emails?site=${SITE}`);
  const mail = emails.find((e) => e.body.includes(email));
  expect(mail, "the e-mail reached the gateway's outbox").toBeDefined();
  expect(mail!.subject).toBe(`${en["email.subject.newsletter"]} / ${es["email.subject.newsletter"]}`);
});

test("the forgot and login forms on /es/: Spanish texts and errors; the new PIN's e-mail signs the member in to the Spanish home", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const root = `${preview?.url}/${SITE}/es/`;
  // A member of its own: the gateway gives a forgotten PIN a new one.
  const member = await registerMember(request, SITE, "4826");

  await page.goto(`${root}forget-pin/`);
  const forgot = page.getByRole("form", {
    name: new RegExp(`^(${es["title.forgotPin"]}|${es["title.forgotPassword"]})$`.replace(/\?/g, "\\?")),
  });
  const submit = forgot.getByRole("button", { name: es["forgot.submit"] });
  await expect(submit).toBeEnabled();
  expect(await englishIn(forgot)).toEqual([]);
  await submit.click();
  await expect(forgot.getByText("El campo Correo electrónico es obligatorio")).toBeVisible();
  await expect(forgot.getByText(es["form.captchaRequired"])).toBeVisible();
  expect(await englishIn(forgot)).toEqual([]);
  await expectAccessible(page);
  await forgot.getByLabel(es["form.label.email"]).fill(member.email);
  await passCaptcha(forgot, es);
  const sent = page.waitForRequest(
    (r) => r.method() === "POST" && /\/ForgotPassword(V2)?$/.test(new URL(r.url()).pathname),
  );
  await submit.click();
  await sent;
  // The form leads to the Spanish login page, whose toast says it in Spanish.
  await expect(page).toHaveURL(`${root}login/`);
  await expect(toast(page, es["form.emailSent"])).toBeVisible();

  const login = page.getByRole("form", { name: es["title.login"] });
  const button = login.getByRole("button", { name: es["title.login"] });
  await expect(button).toBeEnabled();
  expect(await englishIn(login)).toEqual([]);
  await button.click();
  await expect(login.getByText(es["login.fillAll"])).toBeVisible();
  await expect(login.getByText("El campo Correo electrónico es obligatorio")).toBeVisible();
  await expect(login.getByText(/^El campo (PIN|Contraseña) es obligatorio$/)).toBeVisible();
  await login.getByLabel(es["form.label.email"]).fill("ana@");
  await button.click();
  await expect(login.getByText(es["form.emailInvalid"])).toBeVisible();
  expect(await englishIn(login)).toEqual([]);
  await expectAccessible(page);
  // The PIN the gateway e-mailed the member.
  const { emails } = await demo<{ emails: Email[] }>(request, `emails?site=${SITE}`);
  const mail = emails.findLast((e) => e.to === member.email);
  const secret = /<strong>([^<]+)<\/strong>/.exec(mail?.body ?? "")?.[1] ?? "";
  expect(secret, "the e-mail with the new PIN").not.toBe("");
  await login.getByLabel(es["form.label.email"]).fill(member.email);
  await login.getByLabel(/^(PIN|Contraseña)$/).fill(secret);
  await passCaptcha(login, es);
  const validated = page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === "/ValidateUser");
  await button.click();
  expect((await validated).postDataJSON()).toMatchObject({ UserName: member.email, Password: secret });
  // Signed in, the member lands on the chain's Spanish home page.
  await expect(page).toHaveURL(root);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");

  // Signed in: the member's Change PIN form, its rules' messages in Spanish.
  await page.goto(`${root}change-pin/`);
  const change = page.getByRole("form", { name: es["changeSecret.titlePin"] });
  const send = change.getByRole("button", { name: es["forgot.submit"] });
  await expect(send).toBeEnabled();
  expect(await englishIn(change)).toEqual([]);
  await send.click();
  await expect(change.getByText("El campo PIN actual es obligatorio")).toBeVisible();
  await change.getByLabel(es["changeSecret.oldPin"]).fill("12");
  await change.getByLabel(es["changeSecret.newPin"]).fill("1234");
  await change.getByLabel(es["form.label.confirmPin"]).fill("1235");
  await send.click();
  await expect(change.getByText("El campo PIN actual debe tener exactamente 4 dígitos")).toBeVisible();
  await expect(change.getByText(es["form.pinsMatch"])).toBeVisible();
  expect(await englishIn(change)).toEqual([]);
  await expectAccessible(page);
});

test("registration on /es/: the chooser and the form in Spanish, a validation error, and the toast on the Spanish login page", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const root = `${preview?.url}/${SITE}/es/`;
  await page.goto(`${root}register/`);
  // freshmart allows card linking: the chooser comes first, the form is one link further.
  const chooser = page.getByRole("region", { name: es["register.chooser"] });
  await expect(chooser).toBeVisible();
  expect(await englishIn(chooser)).toEqual([]);
  await chooser.getByRole("link", { name: es["title.register"], exact: true }).click();
  const form = page.getByRole("form", { name: es["title.register"] });
  const button = form.getByRole("button", { name: es["title.register"] });
  await expect(button).toBeEnabled();
  expect(await englishIn(form)).toEqual([]);
  await button.click();
  await expect(form.getByText("El campo Nombre es obligatorio")).toBeVisible();
  await expect(form.getByText("El campo Tienda preferida es obligatorio")).toBeVisible();
  await expect(form.getByText(es["register.termsRequired"])).toBeVisible();
  await form.getByLabel(es["form.label.firstname"]).fill("Ana3");
  await expect(form.getByText("El campo Nombre solo puede contener letras")).toBeVisible();
  expect(await englishIn(form)).toEqual([]);
  await expectAccessible(page);

  const email = `ana-${Date.now()}@example.com`;
  await form.getByLabel(es["form.label.firstname"]).fill("Ana");
  await form.getByLabel(es["form.label.lastname"]).fill("López");
  await form.getByLabel(es["form.label.zip"]).fill("62701");
  await form.getByLabel(es["form.label.phoneOptional"]).fill("8285550100");
  await form.getByLabel(es["form.label.preferredStore"]).selectOption({ index: 1 });
  await form.getByLabel(es["form.label.email"]).fill(email);
  const secret = /PIN/.test(await form.locator("label[for$='-secret']").innerText()) ? "4826" : "Ana4826";
  await form.locator("input[id$='-secret']").fill(secret);
  await form.locator("input[id$='-confirm']").fill(secret);
  await form.getByRole("checkbox", { name: new RegExp(es["register.terms"]) }).check();
  await passCaptcha(form, es);
  const registered = page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === "/Register");
  await button.click();
  expect((await registered).postDataJSON()).toMatchObject({ UserName: email, FirstName: "Ana", LastName: "López" });
  await expect(page).toHaveURL(`${root}login/`);
  await expect(toast(page, es["register.done"])).toBeVisible();
});

test("link-card registration on /es/: the page, the form and its errors in Spanish", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(`${preview?.url}/${SITE}/es/link-card-registration/`);
  const form = page.getByRole("form", { name: es["title.linkCard"] });
  const button = form.getByRole("button", { name: es["title.register"] });
  await expect(button).toBeEnabled();
  await button.click();
  await expect(form.getByText("El campo Número de tarjeta es obligatorio")).toBeVisible();
  await expect(form.getByText(es["register.termsRequired"])).toBeVisible();
  expect(await englishIn(page.locator("main"))).toEqual([]);
  await expectAccessible(page);
});

// Offline, the browser logs every request it could not make: page errors only (as offline-app.serial.spec.ts).
baseTest(
  "offline, a Spanish page never kept opens the chain's Spanish offline page, an English one the English page",
  async ({ page, context }) => {
    baseTest.setTimeout(60_000);
    const errors = collectPageErrors(page);
    const root = `${preview?.url}/${SITE}/`;
    await page.goto(`${root}es/contact/`);
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 20_000 })
      .toBe(`${root}sw.js`);
    await context.setOffline(true);
    try {
      await page.goto(`${root}es/about/`);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await expect(page.getByText(es["offline.unavailable"])).toBeVisible();
      expect(page.url(), "the address asked for stays").toBe(`${root}es/about/`);
      expect(await englishIn(page.locator("main"))).toEqual([]);
      await page.goto(`${root}about/`);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByText(en["offline.unavailable"])).toBeVisible();
      // The Spanish deals sheet was kept at install, as the English one is: the worker answers it (200),
      // not with the offline page (503); a guest is then sent on to sign in.
      const sheet = await page.goto(`${root}es/my-deals/`);
      expect([sheet?.status(), sheet?.fromServiceWorker()]).toEqual([200, true]);
    } finally {
      await context.setOffline(false);
    }
    expect(errors).toEqual([]);
  },
);

test("a guest on a Spanish member page is sent to the Spanish login page, told so in Spanish", async ({ page }) => {
  test.setTimeout(60_000);
  const root = `${preview?.url}/${SITE}/es/`;
  await page.goto(`${root}my-account/`);
  await expect(page).toHaveURL(`${root}login/`);
  await expect(toast(page, es["guard.loginRequired"])).toBeVisible();
});

test("what the page scripts write on /es/: the stores' open or closed now, 'Use my location', the map's name and the slider's Pause and Play", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(["geolocation"]);
  await page.goto(`${preview?.url}/${SITE}/es/contact/`);
  const directory = page.locator("[data-store-directory]");
  const card = directory.locator("[data-store-card]").first();
  // Open or closed now, and today's line, in the chain's time zone: whichever it is, in Spanish.
  await expect(card.locator("[data-hours-now]")).toHaveText(
    new RegExp(`^(${es["hours.openNow"]}|${es["hours.closedNow"]})$`),
  );
  await context.setGeolocation({
    latitude: Number(await card.getAttribute("data-lat")),
    longitude: Number(await card.getAttribute("data-lng")),
  });
  await directory.getByRole("button", { name: es["stores.nearMe"] }).click();
  await expect(directory.getByRole("status").filter({ hasText: es["stores.sorted"] })).toBeVisible();
  await expect(directory.locator("[data-store-distance]").first()).toHaveText("a 0.0 millas");
  const name = await directory.locator("[data-store-card]").first().getAttribute("data-store-name");
  const map = directory.locator("[data-store-card]").first().locator(".store-map-canvas");
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute("aria-label", `Mapa de ${name}`);
  // Leaflet's zoom buttons, named by the product.
  await expect(map.getByRole("button", { name: es["stores.zoomIn"], exact: true })).toBeVisible();
  await expect(map.getByRole("button", { name: es["stores.zoomOut"], exact: true })).toBeVisible();
  await expect(map.getByRole("button", { name: /zoom/i })).toHaveCount(0);
  for (const part of [directory.locator(".store-details").first(), directory.locator("[data-near-me-status]")])
    expect(await englishIn(part)).toEqual([]);

  // The phone map that follows the chosen store is named in Spanish too.
  await page.setViewportSize({ width: 390, height: 844 });
  const follow = directory.locator("[data-follow-map] .store-map-canvas");
  await expect(follow).toHaveAttribute("aria-label", /^Mapa de /);
  await follow.scrollIntoViewIfNeeded();
  await expect(follow.getByRole("button", { name: es["stores.zoomIn"], exact: true })).toBeVisible();
  await expect(follow.getByRole("button", { name: /zoom/i })).toHaveCount(0);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${preview?.url}/${SITE}/es/`);
  const slider = page.getByRole("region", { name: es["home.featured"] });
  await slider.scrollIntoViewIfNeeded();
  await expect(slider).toHaveClass(/is-mounted/);
  await slider.getByRole("button", { name: es["carousel.pause"] }).click();
  await expect(slider.getByRole("button", { name: es["carousel.play"] })).toHaveAttribute("aria-pressed", "true");
  expect(await englishIn(slider)).toEqual([]);
});

test("the English /contact/ of the same chain keeps the spec's texts and subject", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(`${preview?.url}/${SITE}/contact/`);
  const form = page.getByRole("form", { name: "Contact Us By Email !" });
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByRole("button", { name: "CONTACT US" })).toBeEnabled();
  await form.getByRole("button", { name: "CONTACT US" }).click();
  await expect(form.getByText("The First Name field is required")).toBeVisible();
  await expect(form.getByRole("option", { name: "Select" })).toBeAttached();
});

/** Signs `login` in on the Spanish preview's origin, as the login page stores the gateway's answer. */
async function signInOnPreview(page: Page, request: APIRequestContext, login: Login): Promise<void> {
  const { ErrorMesasge: _block, ...record } = await validateUser(request, login.site, login.email, login.secret);
  await page.goto(`${preview?.url}/${SITE}/es/error/`);
  await writeSession(page, SITE, record);
}

/** A gateway MM/DD/YYYY date (time dropped) day first, as es-US writes it. */
const dayFirst = (us: string) => us.replace(/^(\d{2})\/(\d{2})\/(\d{4}).*$/, "$2/$1/$3");

test("My Account on /es/ as a signed-in member sees it: card, profile, e-mail change and deletion in Spanish, errors and toast", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await registerMember(request, SITE, "4826");
  await signInOnPreview(page, request, member);
  await page.goto(`${preview?.url}/${SITE}/es/my-account/`);
  const main = page.locator("main");
  const profile = page.getByRole("form", { name: es["member.profile"] });
  const submit = profile.getByRole("button", { name: es["forgot.submit"] });
  await expect(submit).toBeEnabled();
  await expect(
    main.getByRole("img", { name: new RegExp(`^${es["member.cardAlt"].replace("{number}", "\\d+")}$`) }),
  ).toBeVisible();
  await expect(main.getByRole("link", { name: es["member.sheetLink"] })).toBeVisible();
  expect(await englishIn(main)).toEqual([]);

  // The rules as in English, their messages in Spanish.
  await profile.getByLabel(es["form.label.firstname"]).fill("");
  await profile.getByLabel(es["form.label.phoneNumber"]).fill("828");
  await submit.click();
  await expect(profile.getByText("El campo Nombre es obligatorio")).toBeVisible();
  await expect(profile.getByText(es["form.phoneShort"])).toBeVisible();
  expect(await englishIn(main)).toEqual([]);
  await expectAccessible(page);
  await profile.getByLabel(es["form.label.firstname"]).fill("Ana");
  await profile.getByLabel(es["form.label.phoneNumber"]).fill("8285550100");
  await submit.click();
  await expect(toast(page, es["member.profileUpdated"])).toBeVisible();

  // The Change Email dialog.
  await profile.getByRole("button", { name: es["member.changeEmailLabel"] }).click();
  const dialog = page.getByRole("dialog", { name: es["member.changeEmail"] });
  await dialog.getByRole("button", { name: es["member.save"] }).click();
  await expect(dialog.getByText("El campo Correo electrónico nuevo es obligatorio")).toBeVisible();
  await dialog.getByLabel(es["member.newEmail"]).fill("ana@example.com");
  await dialog.getByLabel(es["member.confirmEmail"]).fill("ana@");
  await dialog.getByRole("button", { name: es["member.save"] }).click();
  await expect(dialog.getByText(es["form.emailInvalid"])).toBeVisible();
  expect(await englishIn(dialog)).toEqual([]);
  await dialog.getByRole("button", { name: es["member.close"] }).click();
  await expect(dialog).toBeHidden();

  // Deletion asks in Spanish; declined, nothing is sent.
  let asked = "";
  page.once("dialog", (d) => {
    asked = d.message();
    void d.dismiss();
  });
  await main.getByRole("button", { name: es["member.deleteAccount"] }).click();
  await expect.poll(() => asked).toBe(es["member.deleteConfirm"]);
  expect(await englishIn(main)).toEqual([]);
});

test("My Rewards on /es/ as a signed-in member sees it: progress, redeem view and points history in Spanish, dates day first", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const rewards = `${preview?.url}/${SITE}/es/my-rewards/`;
  const main = page.locator("main");
  // A new member: no points to redeem yet (freshmart's one reward is its points program).
  await signInOnPreview(page, request, await registerMember(request, SITE, "4826"));
  await page.goto(rewards);
  await expect(main.getByRole("button", { name: es["rewards.pointsHistory"] })).toBeVisible();
  await expect(main.getByRole("button", { name: es["rewards.redeemPoints"] })).toHaveCount(0);
  expect(await englishIn(main)).toEqual([]);
  await expectAccessible(page);

  // The demo member has points to redeem and a history.
  await signInOnPreview(page, request, DEMO_LOGINS.freshmart);
  await page.goto(rewards);
  await main.getByRole("button", { name: es["rewards.redeemPoints"] }).first().click();
  await expect(
    main.getByRole("heading", { name: new RegExp(`^${es["rewards.redeemTitle"].replace("{title}", "")}`) }),
  ).toBeFocused();
  await expect(main.getByRole("group", { name: es["rewards.chooseOne"] })).toBeVisible();
  const redeem = main.getByRole("button", { name: es["rewards.redeem"] });
  await expect(redeem).toBeDisabled();
  expect(await englishIn(main)).toEqual([]);
  await main.getByRole("checkbox").first().check();
  await expect(redeem).toBeEnabled();
  let asked = "";
  page.once("dialog", (d) => {
    asked = d.message();
    void d.dismiss();
  });
  await redeem.click();
  await expect.poll(() => asked).toMatch(/^¿Está seguro de que desea canjear un cupón con valor de \$\d+\.\d{2}\?$/);
  const items = main.getByRole("button", { name: /^Ver los artículos de / }).first();
  if ((await items.count()) > 0) {
    await items.click();
    await expect(main.getByRole("heading", { name: /^Artículos de / })).toBeVisible();
  }
  expect(await englishIn(main)).toEqual([]);
  await expectAccessible(page);

  // Points history: the expiry and each day written day first.
  await main.getByRole("button", { name: es["rewards.back"] }).click();
  const history = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith("/ViewPointsExpiryHistory/"));
  await main.getByRole("button", { name: es["rewards.pointsHistory"] }).first().click();
  const sent = (await (await history).json()) as {
    PointsExpiryInfo: { PointsExpiryDate: string };
    PointsHistoryInfo: { PointsDateString: string }[];
  };
  await expect(main.getByRole("heading", { name: es["rewards.pointsHistory"] })).toBeFocused();
  await expect(main.getByText(dayFirst(sent.PointsExpiryInfo.PointsExpiryDate))).toBeVisible();
  const day = sent.PointsHistoryInfo[0]?.PointsDateString;
  if (day !== undefined) await expect(main.getByRole("rowheader").first()).toHaveText(dayFirst(day));
  await expect(main.getByRole("columnheader", { name: es["rewards.date"] })).toBeVisible();
  expect(await englishIn(main)).toEqual([]);
  await expectAccessible(page);
});

test("the coupons on /es/ as the shopper meets them: Spanish cards, Quick View and toasts for a guest and a member, then the cart and the deals sheet", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const errors = collectPageErrors(page);
  const main = page.locator("main");
  const either = (a: string, b: string) => new RegExp(`^(${a}|${b}): `);
  const add = either(es["coupons.addCart"], es["coupons.addList"]);
  const remove = either(es["coupons.removeCart"], es["coupons.removeList"]);

  // A guest: the page hydrated (the search field is the island's), the cards and Quick View in Spanish.
  await page.goto(`${preview?.url}/${SITE}/es/coupons/`);
  await expect(main.getByRole("searchbox", { name: es["coupons.search"] })).toBeVisible();
  await expect(main.getByRole("button", { name: add }).first()).toBeVisible();
  await expect(main.getByText(/^(Ahorre \$\d+\.\d{2}|¡Gratis!)$/).first()).toBeVisible();
  expect(await englishIn(main)).toEqual([]);
  await main
    .getByRole("button", { name: new RegExp(`^${es["coupons.quickView"]}: `) })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("button", { name: es["coupons.close"] })).toBeVisible();
  await expect(dialog.getByText(/^La oferta vence el \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  expect(await englishIn(dialog)).toEqual([]);
  await dialog.getByRole("button", { name: es["coupons.close"] }).click();
  await expectAccessible(page);
  // A guest's clip: the Spanish login page, told why in Spanish.
  await main.getByRole("button", { name: add }).first().click();
  await expect(page).toHaveURL(/\/es\/login\//);
  await expect(toast(page, es["coupons.loginToAdd"])).toBeVisible();

  // A member clips: the toast, the button and the badge in Spanish.
  await signInOnPreview(page, request, await registerMember(request, SITE, "4826"));
  await page.goto(`${preview?.url}/${SITE}/es/coupons/`);
  // The member's own list is there once Clip all counts it.
  await expect(main.getByRole("button", { name: /^Recortar todos \(\d+\)$/ })).toBeVisible();
  // The first card the gateway lets this member clip (an offer at its clip limit says so, as sent).
  const cards = main.locator(".coupon-card").filter({ has: page.getByRole("button", { name: add }) });
  let card = cards.first();
  for (let tries = 0; tries < 8; tries++) {
    card = main.locator(`.coupon-card[data-coupon-id="${await cards.nth(tries).getAttribute("data-coupon-id")}"]`);
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith("/SaveMyCart"));
    await card.getByRole("button", { name: add }).click();
    if ((await (await saved).text()).includes(`"ErrorCode":1`)) break;
  }
  await expect(toast(page, es["coupons.added"])).toBeVisible();
  await expect(card.getByRole("button", { name: remove })).toBeVisible();
  await expect(card.getByText(new RegExp(`^(${es["coupons.inCart"]}|${es["coupons.inList"]})$`))).toBeVisible();
  await expect(card.getByText(/^Recortado /)).toBeVisible();
  await expect(main.getByRole("button", { name: /^Recortar todos \(\d+\)$/ })).toBeVisible();
  expect(await englishIn(main)).toEqual([]);

  // The cart: the clipped coupon, the barcode's caption, Remove and its toast, the empty cart.
  await page.goto(`${preview?.url}/${SITE}/es/cart/`);
  await expect(main.getByRole("table", { name: es["cart.caption"] })).toBeVisible();
  await expect(main.getByText(es["cart.cashier"])).toBeVisible();
  await expect(main.getByRole("link", { name: es["member.sheetLink"] })).toBeVisible();
  expect(await englishIn(main)).toEqual([]);
  await expectAccessible(page);

  // The deals sheet: its table in Spanish, the expiry day first.
  await page.goto(`${preview?.url}/${SITE}/es/my-deals/`);
  const sheet = main.getByRole("table", { name: es["cart.sheetCaption"] });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole("columnheader", { name: es["cart.expires"] })).toBeVisible();
  expect(await englishIn(main)).toEqual([]);

  await page.goto(`${preview?.url}/${SITE}/es/cart/`);
  await main
    .getByRole("button", { name: new RegExp(`^${es["cart.remove"]} `) })
    .first()
    .click();
  await expect(toast(page, es["cart.removedToast"])).toBeVisible();
  await expect(main.getByText(es["cart.empty"])).toBeVisible();
  await expect(main.getByRole("link", { name: es["cart.returnToShop"] })).toBeVisible();
  expect(await englishIn(main)).toEqual([]);
  expect(errors).toEqual([]);
});

test("the language chosen is remembered: an address from outside opens in it, the switch changes it and keeps the query", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors = collectPageErrors(page);
  const root = `${preview?.url}/${SITE}/`;
  const switchTo = (lang: "en" | "es") =>
    page
      .getByRole("navigation", { name: (lang === "en" ? es : en)["language.label"] })
      .locator(`a[data-language-switch="${lang}"]`);
  await page.goto(`${root}es/about/`);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  // A typed address or a bookmark (no referrer) of an English page opens the Spanish one, query and hash kept.
  await page.goto(`${root}about/?from=bookmark#stores`);
  await expect(page).toHaveURL(`${root}es/about/?from=bookmark#stores`);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  // The switch changes the choice: the English page stays English, also when reached from outside later.
  await switchTo("en").click();
  await expect(page).toHaveURL(`${root}about/?from=bookmark#stores`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.goto(`${root}coupons-only/?category=104`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect(page.url()).toBe(`${root}coupons-only/?category=104`);
  // The coupons-only view's department (its query) goes along to the other language.
  await switchTo("es").click();
  await expect(page).toHaveURL(`${root}es/coupons-only/?category=104`);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  expect(errors).toEqual([]);
});
