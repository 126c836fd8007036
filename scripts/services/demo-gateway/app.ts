/**
 * Assembles the gateway: CORS for the preview origins, every call of both specs' call tables, the
 * generated images, the job service stand-in and, in demo mode, the /__demo/ control endpoints.
 */
import { Hono } from "hono";
import { compress } from "hono/compress";
import { cors } from "hono/cors";
import type { HttpBindings } from "@hono/node-server";
import { registerCalls, sendJson } from "./calls.ts";
import type { Gateway } from "./gateway.ts";
import { authCalls } from "./handlers/auth.ts";
import { cartCalls } from "./handlers/cart.ts";
import { registerClientInfo } from "./handlers/clientinfo.ts";
import { companyCalls } from "./handlers/company.ts";
import { couponCalls } from "./handlers/coupons.ts";
import { registerDemo } from "./handlers/demo.ts";
import { emailCalls } from "./handlers/email.ts";
import { registerIndex } from "./handlers/index-page.ts";
import { registerExternal } from "./handlers/external.ts";
import { profileCalls } from "./handlers/profile.ts";
import { registerCalls as registrationCalls } from "./handlers/register.ts";
import { rewardCalls } from "./handlers/rewards.ts";
import { storeCalls } from "./handlers/stores.ts";
import { weeklyAdCalls } from "./handlers/weekly-ads.ts";
import { registerImageCdn } from "./images/image-cdn.ts";
import { registerImages } from "./images/routes.ts";
import { fail } from "./wire.ts";

/** Origins a preview of the site runs on: localhost, 127.0.0.1 and *.localhost, any port, over http or https. */
const PREVIEW_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|([a-z0-9-]+\.)+localhost)(:\d{1,5})?$/i;

/** Every call table (both specs). */
export const ALL_CALLS = [
  ...companyCalls,
  ...storeCalls,
  ...couponCalls,
  ...cartCalls,
  ...weeklyAdCalls,
  ...authCalls,
  ...registrationCalls,
  ...profileCalls,
  ...rewardCalls,
  ...emailCalls,
];

/** Options of the app besides the runtime. */
export type AppOptions = {
  /**
   * Compress JSON answers (gzip, else deflate) for a client whose Accept-Encoding allows it, as a
   * production gateway behind IIS or a CDN does; a 2,000-coupon list is 1.4 MB as JSON, 0.15 MB gzipped.
   */
  compressJson?: boolean;
};

/** Builds the Hono app for a gateway runtime. */
export function createApp(gw: Gateway, { compressJson = true }: AppOptions = {}): Hono<{ Bindings: HttpBindings }> {
  const app = new Hono<{ Bindings: HttpBindings }>({ strict: false });
  // First, so it wraps every answer: the calls' JSON and the /__demo/ controls' (images are left as they are).
  if (compressJson) app.use("*", compress({ contentTypeFilter: /^application\/json\b/i }));
  app.use(
    "*",
    cors({
      origin: (origin) => (PREVIEW_ORIGIN.test(origin) ? origin : null),
      allowHeaders: ["domainname", "content-type"],
      allowMethods: ["GET", "POST", "DELETE", "OPTIONS"],
      maxAge: 600,
    }),
  );
  registerIndex(app, gw);
  app.get("/health", (c) => c.json({ ok: true, chains: [...gw.chains.keys()], demo: gw.demoControls }));
  registerClientInfo(app, gw);
  registerCalls(app, gw, ALL_CALLS);
  registerExternal(app, gw);
  registerImages(app, gw);
  registerImageCdn(app, gw);
  if (gw.demoControls) registerDemo(app, gw);
  app.notFound((c) => c.json(fail(`Unknown call ${c.req.method} ${c.req.path}`), 404));
  app.onError((error, c) => {
    console.error("demo gateway:", error);
    return sendJson(c, gw, fail("An unexpected error occurred."));
  });
  return app;
}
