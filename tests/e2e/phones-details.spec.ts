/**
 * Small things a shopper notices: footer e-mail addresses break only before '@' or '.', the store
 * sections of /contact show a disclosure cue that turns when opened, and the employment form's
 * controls keep one height in a row when errors are shown.
 */
import { expect, expectAccessible, test } from "./fixtures.ts";
import { requireSite } from "./support/chains.ts";

/** Each line of a link's text after the first: a break is fine only before '@' or '.'. */
const continuationLines = (page: import("@playwright/test").Page) =>
  page.locator("footer a[href^='mailto:']").evaluateAll((links) =>
    links.flatMap((a) => {
      const text = a.textContent ?? "";
      const lines: string[] = [];
      let top: number | null = null;
      let start = 0;
      const walker = document.createTreeWalker(a, NodeFilter.SHOW_TEXT);
      let offset = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const value = node.textContent ?? "";
        for (let i = 0; i < value.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (rect && top !== null && rect.top > top + 2) {
            lines.push(text.slice(start, offset + i));
            start = offset + i;
          }
          if (rect) top = rect.top;
        }
        offset += value.length;
      }
      lines.push(text.slice(start));
      return lines.slice(1).map((line) => `${text}: '${line}'`);
    }),
  );

test("footer e-mail addresses break only before '@' or '.'", async ({ page }) => {
  requireSite("freshmart");
  await page.goto("/freshmart/");
  for (const width of [320, 360, 390, 600, 768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const lines = await continuationLines(page);
    expect(
      lines.filter((line) => !/: '[@.]/.test(line)),
      `${width} px`,
    ).toEqual([]);
  }
});

test("the store sections of /contact show a disclosure cue", async ({ page }) => {
  requireSite("harvestmarket");
  await page.goto("/harvestmarket/contact/");
  const sections = page.locator("details.store-section");
  expect(await sections.count()).toBeGreaterThan(1);
  const cue = (i: number) =>
    sections
      .nth(i)
      .locator("summary")
      .evaluate((el) => {
        const style = getComputedStyle(el, "::before");
        const marker = getComputedStyle(el).display === "list-item" && getComputedStyle(el).listStyleType !== "none";
        return { marker, content: style.content, width: parseFloat(style.width) || 0, transform: style.transform };
      });
  const open = await cue(0);
  const closed = await cue(1);
  expect(open.marker || (open.content !== "none" && open.width > 0), "the open section has a cue").toBe(true);
  expect(closed.marker || (closed.content !== "none" && closed.width > 0), "a closed section has a cue").toBe(true);
  expect(open.transform, "the cue turns when the section opens").not.toBe(closed.transform);
  await expectAccessible(page);
});

test("employment: controls keep one height per row with errors shown", async ({ page }) => {
  requireSite("greenvalley");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/greenvalley/employment/");
  const form = page.getByRole("form", { name: "Employment Application" });
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(form.getByText("The job duties field is required", { exact: true })).toBeVisible();
  await expect(form.getByText("The The job duties")).toHaveCount(0);
  const uneven = await form.evaluate((f) => {
    const rows = new Map<number, { name: string; height: number }[]>();
    for (const field of f.querySelectorAll(".form-section > .field")) {
      const control = field.querySelector("input:not([type=checkbox]), select");
      if (!control) continue;
      const top = Math.round(field.getBoundingClientRect().top);
      const entry = {
        name: field.querySelector("label")?.textContent ?? "",
        height: control.getBoundingClientRect().height,
      };
      rows.set(top, [...(rows.get(top) ?? []), entry]);
    }
    return [...rows.values()]
      .filter((row) => Math.max(...row.map((c) => c.height)) - Math.min(...row.map((c) => c.height)) > 1)
      .map((row) => row.map((c) => `${c.name} ${Math.round(c.height)}px`).join(", "));
  });
  expect(uneven).toEqual([]);
});
