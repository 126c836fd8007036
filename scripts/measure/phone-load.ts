/**
 * One load of a page as a mid-range phone on a slow network sees it (`bench-coupons.ts`): a fresh
 * 390 × 844 mobile context (empty cache), Chrome DevTools' "Fast 3G" network and a 4× slower CPU
 * through CDP, the phone probe installed before the page's own scripts. It waits until the page is
 * quiet (no request in flight for QUIET_MS) and returns the probe's marks and the bytes the page
 * moved, by kind.
 */
import type { Browser, CDPSession } from "@playwright/test";
import { PHONE_PROBE, type PhoneMarks } from "./bench-coupons-probes.ts";
import type { StoredSession } from "./measure.ts";

/**
 * Chrome DevTools' "Fast 3G" preset (named "Slow 4G" since Chrome 126, the same numbers): 150 ms RTT
 * × 3.75 = 562.5 ms per request, 1.6 Mbit/s × 0.9 down = 180,000 B/s, 750 kbit/s × 0.9 up =
 * 84,375 B/s (devtools-frontend `NetworkManager.ts`; puppeteer's `PredefinedNetworkConditions`).
 * Lighthouse's mobile throttling is the same connection (`mobileSlow4G`: 150 ms RTT, 1,638.4 kbit/s),
 * simulated instead of applied.
 */
export const FAST_3G = { latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 } as const;

/** The phone: an iPhone 12–14's CSS viewport; `dpr` is the device pixel ratio. */
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;

/** How long the network must stay idle for a load to count as finished. */
const QUIET_MS = 3_000;
/** The longest a load may take before the benchmark gives up on it. */
const LOAD_TIMEOUT_MS = 120_000;

/** What a load is asked to do. */
export type PhoneLoadOptions = {
  url: string;
  session: StoredSession | null;
  /** Press the first card's Clip button until it works (see PHONE_PROBE). */
  press: boolean;
  cpu: number;
  /** Network conditions (CDP `Network.emulateNetworkConditions`); null for none. */
  network: typeof FAST_3G | null;
  dpr: number;
  /** The gateway's origin, to tell its bytes from the site's. */
  gatewayOrigin: string;
};

/** Bytes moved (on the wire, headers included) by kind of request. */
export type ByteCounts = Record<ByteKind, number>;
/** Kinds of request the byte counts tell apart. */
export type ByteKind = "html" | "js" | "css" | "images" | "fonts" | "site data" | "gateway" | "other";

/** What one load measured: the probe's marks, bytes by kind (on the wire, headers included), requests. */
export type PhoneLoad = { marks: PhoneMarks; bytes: ByteCounts; requests: number };

/** The kind of a request, from CDP's resource type and its origin. */
function kindOf(type: string, url: string, gatewayOrigin: string): ByteKind {
  if (type === "Document") return "html";
  if (type === "Script") return "js";
  if (type === "Stylesheet") return "css";
  if (type === "Image") return "images";
  if (type === "Font") return "fonts";
  if (type === "Fetch" || type === "XHR") return url.startsWith(gatewayOrigin) ? "gateway" : "site data";
  return "other";
}

/** Follows the page's requests over CDP: bytes by kind, and how long the network has been idle. */
function trackRequests(cdp: CDPSession, gatewayOrigin: string) {
  const open = new Map<string, ByteKind>();
  const bytes: ByteCounts = {
    html: 0,
    js: 0,
    css: 0,
    images: 0,
    fonts: 0,
    "site data": 0,
    gateway: 0,
    other: 0,
  };
  let requests = 0;
  let lastActivity = Date.now();
  cdp.on("Network.requestWillBeSent", (e) => {
    if (!open.has(e.requestId)) requests++;
    open.set(e.requestId, kindOf(e.type ?? "Other", e.request.url, gatewayOrigin));
    lastActivity = Date.now();
  });
  cdp.on("Network.loadingFinished", (e) => {
    const kind = open.get(e.requestId);
    if (kind !== undefined) bytes[kind] += e.encodedDataLength;
    open.delete(e.requestId);
    lastActivity = Date.now();
  });
  cdp.on("Network.loadingFailed", (e) => {
    open.delete(e.requestId);
    lastActivity = Date.now();
  });
  const urls = new Map<string, string>();
  cdp.on("Network.requestWillBeSent", (e) => urls.set(e.requestId, e.request.url));
  return {
    bytes,
    requests: () => requests,
    quietFor: () => (open.size > 0 ? 0 : Date.now() - lastActivity),
    open: () => [...open.keys()].map((id) => urls.get(id) ?? id),
  };
}

/** Loads `url` as the phone and measures it. */
export async function phoneLoad(browser: Browser, options: PhoneLoadOptions): Promise<PhoneLoad> {
  const context = await browser.newContext({
    viewport: PHONE_VIEWPORT,
    deviceScaleFactor: options.dpr,
    isMobile: true,
    hasTouch: true,
    // The HTTP/2 preview's throwaway certificate (serve/h2-preview.ts).
    ignoreHTTPSErrors: true,
  });
  try {
    await context.addInitScript(PHONE_PROBE, options.press);
    if (options.session) {
      await context.addInitScript(
        ([key, value]) => localStorage.setItem(key ?? "", value ?? ""),
        [options.session.key, options.session.value],
      );
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    if (options.network) await cdp.send("Network.emulateNetworkConditions", { offline: false, ...options.network });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: options.cpu });
    const tracked = trackRequests(cdp, options.gatewayOrigin);
    await page.goto(options.url, { waitUntil: "commit" });
    const started = Date.now();
    for (;;) {
      const marks = await page.evaluate(() => (window as unknown as { __phone?: PhoneMarks }).__phone);
      const done = (marks?.firstCard ?? -1) >= 0 && (!options.press || marks?.clipWorks !== undefined);
      if (done && marks && tracked.quietFor() >= QUIET_MS) {
        return { marks, bytes: tracked.bytes, requests: tracked.requests() };
      }
      if (Date.now() - started > LOAD_TIMEOUT_MS) {
        const open = tracked.open().join(", ");
        throw new Error(
          `${options.url}: not finished after ${LOAD_TIMEOUT_MS / 1000} s (open: ${open}; ${JSON.stringify(marks)})`,
        );
      }
      await page.waitForTimeout(250);
    }
  } finally {
    await context.close();
  }
}
