import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FakeDist } from "../test-support/fake-dist.ts";
import { defaultFiles, makeFakeDist, page } from "../test-support/fake-dist.ts";
import type { SmokeBrowser } from "./verify.ts";
import { launchSmokeBrowser, smokeChains } from "./verify.ts";

const CHROMIUM = process.env["CHROMIUM_PATH"] || "/usr/bin/chromium";
const OPTS = { port: 0, chromiumPath: CHROMIUM, timeoutMs: 1_500 };
const shell = (body: string) => page("interactive", `<header>Alpha</header><main>${body}</main>`);

let dist: FakeDist;

beforeAll(() => {
  dist = makeFakeDist({
    ...defaultFiles(),
    "alpha/index.html": shell("<h1>Home</h1>"),
    "alpha/coupons/index.html": shell("<h1>Coupons</h1>"),
    "alpha/company-policies/index.html": shell("<h1>Policies</h1>"),
    "alpha/cart/index.html": page("interactive", "<header>Alpha</header><p>no main landmark</p>"),
    "alpha/error/index.html": shell("<h1>PAGE NOT FOUND</h1>"),
  });
});
afterAll(() => dist.cleanup());

describe("smokeChains", { timeout: 30_000 }, () => {
  it("uses a browser started beforehand, reports a page without its main landmark, and leaves the browser open", async () => {
    const started = launchSmokeBrowser(CHROMIUM);
    let browser: SmokeBrowser | undefined;
    try {
      // Count the pages opened in this browser: the pass must use it, not one of its own.
      const own = await started;
      const newContext = own.newContext.bind(own);
      let contexts = 0;
      own.newContext = (options) => ((contexts += 1), newContext(options));
      const problems = await smokeChains(dist.distDir, ["alpha"], OPTS, started);
      browser = own;
      expect(contexts).toBe(1);
      expect(problems["alpha"]).toHaveLength(1);
      expect(problems["alpha"]?.[0]).toMatch(/^smoke \/alpha\/cart\/: locator\.waitFor: Timeout/);
      expect(browser.isConnected()).toBe(true);
    } finally {
      await (browser ?? (await started)).close();
    }
  });

  it("starts a browser of its own when the one started beforehand failed", async () => {
    const failed = Promise.reject(new Error("could not start"));
    failed.catch(() => undefined); // as the release does: the failure is the smoke pass's to handle
    const problems = await smokeChains(dist.distDir, ["alpha"], OPTS, failed);
    expect(problems["alpha"]?.map((p) => p.split(":")[0])).toEqual(["smoke /alpha/cart/"]);
  });
});
