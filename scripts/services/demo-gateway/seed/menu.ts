/**
 * The header menu (with the About pages) and the home slides of a chain's settings.
 */
import { BASE } from "../wire.ts";
import type { SiteOptions } from "./content.ts";

/**
 * The file type a chain would have for each kind of picture: photographs are JPEG, brand marks PNG;
 * icons and illustrations stay SVG.
 */
const PICTURE_TYPE: Record<string, string> = {
  slide: "jpg",
  about: "jpg",
  banner: "jpg",
  catering: "jpg",
  seo: "jpg",
  store: "jpg",
  reward: "jpg",
  brand: "png",
};

/** URL of a generated tile image for a chain. */
export const img = (kind: string, site: string, name: string): string =>
  `${BASE}/images/${kind}/${site}/${encodeURIComponent(name.toLowerCase().replaceAll(" ", "-"))}.${PICTURE_TYPE[kind] ?? "svg"}?name=${encodeURIComponent(name)}`;

/** MENU of a chain. */
export function menu(o: SiteOptions): Record<string, unknown>[] {
  const entry = (id: number, name: string, url: string, more: Record<string, unknown> = {}) => ({
    menu_id: id,
    menu_name: name,
    menu_url: url,
    menu_visible: true,
    menu_link: true,
    menu_open_self: true,
    menu_has_page: false,
    aog_shop: false,
    submenu: [],
    ...more,
  });
  return [
    entry(1, "Home", "/"),
    entry(2, "Coupons", "/coupons"),
    entry(3, "Weekly Ads", "/weekly-ads"),
    entry(4, "Departments", "/department", { menu_link: false }),
    entry(5, "About Us", "/about", {
      about_description: `<p>${o.name} has served its neighbours for generations. ${o.tagline}</p><p>We buy from local farms whenever we can.</p>`,
      submenu: [
        {
          submenu_name: "Our Story",
          submenu_url: "/about/our-story",
          submenu_link: true,
          submenu_open_self: true,
          submenu_html_text: `<p>How ${o.name} grew from one corner store.</p>`,
          submenu_list: [
            {
              name: "The first store",
              image_url: img("about", o.site, "First store"),
              text: "<p>It opened with six aisles and a butcher counter.</p>",
            },
            {
              name: "Today",
              image_url: img("about", o.site, "Today"),
              text: "<p>Still family owned.</p>",
              button: "See our stores",
              link: `${BASE}/external/history/${o.site}`,
            },
          ],
        },
        {
          submenu_name: "Community",
          submenu_url: "/about/community",
          submenu_link: true,
          submenu_open_self: true,
          submenu_html_text: "<p>Food drives, school partnerships and local sponsorships.</p>",
          submenu_list: [],
        },
      ],
    }),
    entry(6, o.theme === 2 ? "Locations" : "Contact", "/contact"),
    entry(7, "Catering", "/catering"),
    entry(8, "Employment", "/employment", { menu_visible: o.employment }),
    entry(9, "Rewards", "/loyalty"),
  ];
}

/** HOME_SLIDER of a chain. */
export function slides(o: SiteOptions): Record<string, unknown>[] {
  return [
    {
      slider_visible: o.sliderVisible,
      slider_image: img("slide", o.site, "Fresh every day"),
      slider_button_visible: true,
      slider_button_link: "/coupons",
      slider_button_text: "See Coupons",
      slider_text_line1: "Fresh every day",
      slider_text_line2: o.tagline,
    },
    {
      slider_visible: o.sliderVisible,
      slider_image: img("slide", o.site, "Weekly savings"),
      slider_button_visible: false,
      slider_button_link: "/weekly-ads",
      slider_text_line1: "Weekly savings",
      slider_text_line2: "New ad every Sunday",
    },
    {
      slider_visible: o.sliderVisible,
      slider_image: img("slide", o.site, "Catering menu"),
      slider_button_visible: false,
      slider_button_link: `${BASE}/files/catering/${o.site}/menu.pdf`,
      slider_text_line1: "Catering for every occasion",
    },
  ];
}
