/**
 * The loyalty program's structured data against the page it points at, for every demo chain: the
 * home page's Organization carries a MemberProgram exactly when the chain's local.json declares
 * `memberProgram`, and the program's address (/loyalty) shows its name, its description and every
 * tier at the anchor the tier's `@id` names, with as many benefits as the markup claims and the
 * points per dollar it states. A chain without a program has neither markup nor a program section.
 * Which chain declares a program is read from its local.json, never from its name.
 */
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { demoChains, localSettings, requireSite } from "./support/chains.ts";

type TierLd = {
  "@id": string;
  name: string;
  hasTierBenefit: string[];
  membershipPointsEarned?: { value: number };
};
type ProgramLd = { "@type": string; name: string; description: string; url: string; hasTiers: TierLd[] };
type Declared = { name: string; description: string; tiers: { name: string }[] };

const declared = (site: string) => (localSettings(site) as { memberProgram?: Declared }).memberProgram;

/** The MemberProgram of the home page's Organization block, or undefined. */
async function programOnHome(page: Page, site: string): Promise<ProgramLd | undefined> {
  await page.goto(`/${site}/`);
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? "null") as unknown));
  const organization = blocks
    .flat()
    .find(
      (b): b is { "@type": string; hasMemberProgram?: ProgramLd } =>
        (b as { "@type"?: string })?.["@type"] === "Organization",
    );
  expect(organization, `${site}: the home page's Organization data`).toBeDefined();
  return organization?.hasMemberProgram;
}

test("at least one demo chain declares a loyalty program", () => {
  expect(demoChains().filter((site) => declared(site) !== undefined).length).toBeGreaterThan(0);
});

for (const site of demoChains()) {
  const program = declared(site);
  if (program === undefined) {
    test(`${site}: no program declared, so no program markup and no program on /loyalty`, async ({ page }) => {
      requireSite(site);
      expect(await programOnHome(page, site)).toBeUndefined();
      await page.goto(`/${site}/loyalty/`);
      await expect(page.locator(".member-program")).toHaveCount(0);
    });
    continue;
  }
  test(`${site}: the program's markup describes what its /loyalty page shows`, async ({ page }) => {
    requireSite(site);
    const ld = await programOnHome(page, site);
    expect(ld).toMatchObject({ "@type": "MemberProgram", name: program.name, description: program.description });
    expect(ld?.hasTiers.map((t) => t.name)).toEqual(program.tiers.map((t) => t.name));

    const url = new URL(ld?.url ?? "");
    expect(url.pathname).toBe("/loyalty/");
    await page.goto(`/${site}${url.pathname}`);
    const section = page.getByRole("region", { name: program.name });
    await expect(section.getByRole("heading", { level: 2, name: program.name })).toBeVisible();
    await expect(section.getByText(program.description, { exact: true })).toBeVisible();
    for (const tier of ld?.hasTiers ?? []) {
      const tierUrl = new URL(tier["@id"]);
      expect(`${tierUrl.origin}${tierUrl.pathname}`, "a tier's @id is on the program's page").toBe(ld?.url);
      const box = page.locator(tierUrl.hash);
      await expect(box.getByRole("heading", { level: 3, name: tier.name, exact: true })).toBeVisible();
      await expect(box.getByRole("list").getByRole("listitem")).toHaveCount(tier.hasTierBenefit.length);
      const points = tier.membershipPointsEarned?.value;
      if (points !== undefined)
        await expect(box).toContainText(`${points} ${points === 1 ? "point" : "points"} for every $1 spent`);
    }
    await expectAccessible(page);
  });
}
