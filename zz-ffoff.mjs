import puppeteer from "puppeteer-core";
const browser = await puppeteer.launch({ browser: "firefox", executablePath: "/usr/bin/firefox-esr", protocol: "webDriverBiDi", headless: true, defaultViewport: null,
  args: ["-remote-allow-system-access"] });
const page = await browser.newPage();
await page.goto("data:text/html,<p>hi</p>");
await page.evaluate(() => { window.evts = []; addEventListener("offline", () => evts.push("offline")); addEventListener("online", () => evts.push("online")); });
const conn = browser.connection ?? browser._connection ?? browser.browser?.connection;
console.log("conn keys", Object.keys(browser).slice(0,10), typeof browser.connection);
try {
  const session = browser.connection ?? null;
  const send = (m, p) => (browser.connection ?? conn).send(m, p);
  const tree = await send("browsingContext.getTree", { "moz:scope": "chrome" });
  console.log(JSON.stringify(tree.result.contexts.map((c) => [c.context, c.url])));
  const ctx = (tree.result.contexts.find((c) => c.url.startsWith("chrome://")) ?? tree.result.contexts[0]).context;
  console.log("chrome ctx", ctx);
  const r = await send("script.evaluate", { expression: "Services.io.manageOfflineStatus = false; Services.io.offline = true; Services.io.offline", target: { context: ctx }, awaitPromise: false });
  console.log(JSON.stringify(r.result));
  console.log("page onLine", await page.evaluate(() => navigator.onLine));
  await send("script.evaluate", { expression: "Services.io.offline = false", target: { context: ctx }, awaitPromise: false });
  console.log("page onLine", await page.evaluate(() => navigator.onLine), await page.evaluate(() => evts.join(",")));
} catch (e) { console.log("ERR", e.message); }
await browser.close();
