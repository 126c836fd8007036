/**
 * Texts and targets of the home page's tiles: the loyalty program (/loyalty), store locations
 * (/contact) and app downloads (/download-our-app).
 */
import type { ReadyTenant } from "../../tenant/tenant.ts";

/** One home tile. */
export interface HomeTile {
  title: string;
  text: string;
  route: string;
}

/** The three tiles of spec 000 §2 Home; the locations tile is named as the chain's contact page. */
export function homeTiles(tenant: ReadyTenant): HomeTile[] {
  return [
    { title: "Rewards Program", text: "Join our loyalty program and earn on every visit.", route: "/loyalty" },
    {
      title: tenant.data.THEME === 2 ? "Locations" : "Store Locations",
      text: "Find a store near you, with hours and directions.",
      route: "/contact",
    },
    { title: "Download Our App", text: "Clip coupons and show your card from your phone.", route: "/download-our-app" },
  ];
}
