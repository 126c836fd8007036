/**
 * The Spanish pages in the browser (src/lib/i18n/README.md): a copy of the demo chain freshmart with
 * `"languages": ["en", "es"]` (no committed chain turns Spanish on yet), pulled from the run's demo
 * gateway, built into a folder of its own and served by a preview server of its own; its forms post
 * to the run's form relay, so the e-mail reaches the gateway's outbox. Each translated part is read
 * as the shopper meets it (hydrated, errors shown) and fails on any text of the English catalogue in
 * its text, aria-label, placeholder or title; axe runs on each page. Serial: the build is heavy on
 * two cores.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Locator } from "@playwright/test";
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
import { registerMember } from "./support/session.ts";
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
  const info = JSON.parse(readFileSync(join(tenants, SITE, "clientinfo.json"), "utf8")) as {
    data: { STORE_NAME: string };
  };
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
  return englishLeftovers(`<html lang="es"><body>${html}</body></html>`, en, es, storeNames);
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
