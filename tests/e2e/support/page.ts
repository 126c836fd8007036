/**
 * Page-side helpers shared by the specs: the toasts and header badge the shopper sees, the gateway
 * calls the page sends, and the login form with its local captcha.
 */
import type { Locator, Page, Request } from "@playwright/test";
import { expect } from "../fixtures.ts";
import { en } from "../../../src/lib/i18n/en.ts";

/** A text as a regular expression source matching it literally. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\!]/g, "\\$&");

/**
 * A catalogue text as a regular expression source: literal, each `{placeholder}` matching any text
 * ('Open page {n} of {count} full screen' → 'Open page .+ of .+ full screen').
 */
export const templatePattern = (template: string): string =>
  template
    .split(/\{[\p{L}\w]+\}/u)
    .map(escapeRegExp)
    .join(".+");

/** Coupon cards of a live list: the build's preview cards (`data-coupon-preview`) are left out. */
export const LIVE_CARDS = ".coupon-grid:not([data-coupon-preview]) > li";

/** A toast (sonner) with exactly this text. */
export const toast = (page: Page, text: string): Locator =>
  page.locator("[data-sonner-toast]").filter({ hasText: new RegExp(`^${escapeRegExp(text)}$`) });

/** The header's cart link, whose name carries the count. */
export const badgeLink = (page: Page): Locator =>
  page.getByRole("banner").getByRole("link", { name: /^Shopping cart, items:/ });

/**
 * The next POST the page sends to a gateway call: `call` is the whole path (`"ValidateUser"`,
 * `"ValidateMemberNumber/400100012345"`), or a path prefix when it ends with "/" (`"GetDetailsForCoupons/"`).
 */
export function nextCall(page: Page, call: string): Promise<Request> {
  const matches = (path: string) => (call.endsWith("/") ? path.startsWith(`/${call}`) : path === `/${call}`);
  return page.waitForRequest((r) => r.method() === "POST" && matches(new URL(r.url()).pathname));
}

/** Watches for a call from now on; the returned check fails the test if the page sent it. */
export function forbidCall(page: Page, call: string): () => void {
  let sent = false;
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.startsWith(`/${call}`)) sent = true;
  });
  return () => expect(sent, `${call} must not be sent`).toBe(false);
}

/** The text of an input's label. */
async function labelOf(input: Locator): Promise<string> {
  const id = await input.getAttribute("id");
  return input.page().locator(`label[for="${id}"]`).innerText();
}

/** The answer to the local captcha's sum, read from its field's label ('What is 3 + 4?'). */
export async function captchaAnswer(sum: Locator): Promise<string> {
  const [, a, b] = /(\d+) \+ (\d+)/.exec(await labelOf(sum)) ?? [];
  return String(Number(a) + Number(b));
}

/** Passes the local captcha inside `scope`, as it reads in the page's language (`texts`: its catalogue). */
export async function passCaptcha(scope: Locator, texts: Readonly<Record<CaptchaKey, string>> = en): Promise<void> {
  await scope.getByRole("checkbox", { name: texts["captcha.robot"] }).check();
  const question = texts["captcha.sum"].replace(/[?+.]/g, "\\$&").replace(/\{[ab]\}/g, "\\d+");
  const sum = scope.getByRole("textbox", { name: new RegExp(`^${question}$`) });
  await sum.fill(await captchaAnswer(sum));
  await expect(scope.getByText(texts["captcha.passed"])).toBeVisible();
}

type CaptchaKey = "captcha.robot" | "captcha.sum" | "captcha.passed";

/** Logs in through the form (page already on /login); resolves to the ValidateUser request sent. */
export async function loginThroughForm(
  page: Page,
  email: string,
  secret: string,
  secretLabel: "PIN" | "Password",
): Promise<Request> {
  const form = page.getByRole("form", { name: "Login" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel(secretLabel, { exact: true }).fill(secret);
  await passCaptcha(form);
  const request = nextCall(page, "ValidateUser");
  await form.getByRole("button", { name: "Login" }).click();
  return request;
}

/** Page errors (not console errors: offline requests fail on purpose). */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * A button's text, the words of it drawn on more than one line (a word broken inside), and where the
 * button and its toolbar end. In the page: a word is measured with a Range across the text nodes it spans.
 * Self-contained, so a driver without Playwright's `evaluate` can send its source (the Firefox flows).
 */
export function wordsOnLines(button: HTMLElement | SVGElement): {
  label: string;
  broken: string[];
  right: number;
  edge: number;
} {
  const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
  const pieces: { node: Text; start: number }[] = [];
  let text = "";
  for (let node = walker.nextNode() as Text | null; node !== null; node = walker.nextNode() as Text | null) {
    pieces.push({ node, start: text.length });
    text += node.data;
  }
  const at = (offset: number): [Text, number] => {
    const piece = pieces.findLast((p) => p.start <= offset)!;
    return [piece.node, offset - piece.start];
  };
  const broken: string[] = [];
  for (const match of text.matchAll(/\S+/g)) {
    const range = document.createRange();
    range.setStart(...at(match.index));
    range.setEnd(...at(match.index + match[0].length - 1));
    range.setEnd(range.endContainer, range.endOffset + 1);
    const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
    if (lines.size > 1) broken.push(match[0]);
  }
  const edge = (button.closest(".coupon-toolbar") ?? document.body).getBoundingClientRect().right;
  return { label: text.trim(), broken, right: button.getBoundingClientRect().right, edge };
}
