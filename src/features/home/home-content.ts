/**
 * Texts and targets of the home page's tiles: the loyalty program (/loyalty), store locations
 * (/contact) and app downloads (/download-our-app).
 */
import type { ReadyTenant } from "../../tenant/tenant.ts";
import type { Catalogue } from "../../lib/i18n/catalogue.ts";

/** One home tile. */
export interface HomeTile {
  title: string;
  text: string;
  route: string;
}

/**
 * The three tiles of spec 000 §2 Home in the page's language (`t`, its catalogue); the locations
 * tile is named as the chain's contact page.
 */
export function homeTiles(tenant: ReadyTenant, t: Catalogue): HomeTile[] {
  return [
    { title: t["home.rewards"], text: t["home.rewardsText"], route: "/loyalty" },
    {
      title: tenant.data.THEME === 2 ? t["title.locations"] : t["home.storeLocations"],
      text: t["home.locationsText"],
      route: "/contact",
    },
    { title: t["home.app"], text: t["home.appText"], route: "/download-our-app" },
  ];
}
