/**
 * Lighthouse CI's puppeteer script (`collect.puppeteerScript`), run in the browser Lighthouse then
 * measures with, once before each page's runs. It signs the chain's demo member in for a member page
 * and out for every other page: `LIGHTHOUSE_SESSIONS` names a JSON file, written by main.ts, mapping
 * each measured address to the session record the login page stores (localStorage `key` → `value`),
 * or to null for a guest. A member page is then opened once, so what the site remembers for a
 * returning member (the card barcode) is there; Lighthouse clears the HTTP cache and service workers
 * before each run but keeps localStorage. CommonJS, because lhci loads the script with require().
 */
"use strict";
/* global localStorage, sessionStorage -- they run in the page (page.evaluate) */
const { readFileSync } = require("node:fs");

/**
 * @param {import("puppeteer-core").Browser} browser
 * @param {{ url: string }} context
 */
module.exports = async function signIn(browser, { url }) {
  const file = process.env.LIGHTHOUSE_SESSIONS;
  if (!file) throw new Error("LIGHTHOUSE_SESSIONS is not set: run `npm run lighthouse`, not lhci alone");
  const sessions = JSON.parse(readFileSync(file, "utf8"));
  const session = sessions[url] ?? null;
  const page = await browser.newPage();
  try {
    // Any page of the origin gives access to its storage; the icon loads no script.
    await page.goto(new URL("/favicon.svg", url).href);
    await page.evaluate((s) => {
      localStorage.clear();
      sessionStorage.clear();
      if (s) localStorage.setItem(s.key, s.value);
    }, session);
    if (session) await page.goto(url, { waitUntil: "networkidle0" });
  } finally {
    await page.close();
  }
};
