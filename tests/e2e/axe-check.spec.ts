/**
 * The axe check itself finds what it is there to find, on both of its paths: a page without frames
 * (axe.run in the page) and a page with a frame (runPartial, frame by frame).
 */
import { axeRun, expect, test } from "./fixtures.ts";

const BROKEN = `<main><h1>Deals</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button></button></main>`;

test("a page without frames: a picture without text and a nameless button are reported", async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en"><title>t</title><body>${BROKEN}</body></html>`);
  const run = await axeRun(page);
  expect(run.violations.map((v) => v.rule).sort()).toEqual(["button-name", "image-alt"]);
});

test("a page with a frame: what is wrong inside the frame is reported, named by the frame", async ({ page }) => {
  const frame = `<!doctype html><html lang="en"><title>f</title><body>${BROKEN}</body></html>`;
  await page.setContent(
    `<!doctype html><html lang="en"><title>t</title><body><main><h1>Ad</h1><iframe title="Ad" srcdoc="${frame.replaceAll('"', "&quot;")}"></iframe></main></body></html>`,
  );
  await expect.poll(() => page.frames().length).toBe(2);
  await page.frames()[1]!.waitForLoadState("load");
  const run = await axeRun(page);
  const inFrame = run.violations.filter((v) => v.targets.every((t) => t.startsWith("iframe ")));
  expect(inFrame.map((v) => v.rule).sort()).toEqual(["button-name", "image-alt"]);
});
