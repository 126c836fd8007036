/**
 * The structured content blocks inside a chain's clientinfo `data`: menu, slides, policies, about
 * pages, testimonials. Field names follow the gateway's configuration files (snake_case inside
 * blocks), so a chain's existing configuration validates unchanged.
 */
import { z } from "zod";
import { flag, optLink, optText, link } from "./fields.ts";

/** One entry of a submenu (About pages carry HTML and an accordion list). */
export const submenuEntrySchema = z.object({
  submenu_name: z.string().describe("Label shown in the submenu, e.g. 'Our Story'."),
  submenu_url: z.string().describe("Target path or URL, e.g. '/about/our-story'."),
  submenu_link: flag(true, "Whether the entry is a link (false: a plain label)."),
  submenu_open_self: flag(true, "Open in the same tab; false opens a new tab."),
  submenu_html_text: optText("About sub-page body as HTML; sanitised at build."),
  submenu_list: z
    .array(
      z.object({
        name: z.string().describe("Accordion item heading."),
        image_url: optLink("Accordion item image."),
        text: optText("Accordion item body as HTML; sanitised at build."),
        button: optText("Optional button label; the button opens `link` in a new tab."),
        link: optLink("Button target."),
      }),
    )
    .default([])
    .describe("Optional accordion shown under the sub-page HTML; the first item starts open."),
});

/** One entry of the header menu. */
export const menuEntrySchema = z.object({
  menu_id: z.union([z.number(), z.string()]).optional().describe("Identifier used by the chain's tooling."),
  menu_name: z.string().describe("Label, e.g. 'Coupons'."),
  menu_url: z.string().describe("Target path or URL, e.g. '/coupons' or 'https://…'."),
  menu_visible: flag(true, "Shown in the header when true."),
  menu_link: flag(true, "Whether the entry itself is a link (false: only opens its submenu)."),
  menu_open_self: flag(true, "Open in the same tab; false opens a new tab."),
  menu_has_page: flag(false, "The entry has a generic page under /page/{name}."),
  aog_shop: flag(false, "The entry links to the chain's online-shopping partner."),
  about_description: optText("About page main description HTML (About entry only); sanitised at build."),
  submenu: z.array(submenuEntrySchema).default([]).describe("Static submenu entries."),
});

/** One home slide. */
export const slideSchema = z.object({
  slider_visible: flag(true, "Slide is shown; the slider is hidden when no slide is visible."),
  slider_image: link("Slide image URL, 1920×600 or similar."),
  slider_image_alt: optText("Alternative text; defaults to the slide's text lines."),
  slider_button_visible: flag(false, "Show a button on the slide."),
  slider_button_link: optText("Button or slide link; http(s)/ftp links open externally."),
  slider_button_text: optText("Button label."),
  slider_text_line1: optText("First text line over the slide."),
  slider_text_line2: optText("Second text line over the slide."),
  slider_text_color: optText("Text colour (CSS colour)."),
});

/** A group of company policies. */
export const policyGroupSchema = z.object({
  name: z.string().describe("Group heading, e.g. 'Privacy'."),
  policie: z
    .array(
      z.object({
        name: z.string().describe("Policy title."),
        url: z.string().describe("Slug under /company-policies/ (when is_text) or an external URL."),
        is_text: flag(true, "true: the policy text is on the site; false: `url` opens in a new tab."),
        text: optText("Policy body as HTML; sanitised at build."),
      }),
    )
    .default([])
    .describe("Policies of the group (the gateway spells the key 'policie')."),
});

/** A testimonial on the home and about pages. */
export const testimonialSchema = z.object({
  post: z.string().describe("The quote."),
  designation: optText("Role or place, e.g. 'Shopper since 2009'."),
  name: z.string().describe("Who said it."),
});

/** An entry of the home page's About Us section. */
export const aboutEntrySchema = z.object({
  icon: optLink("Icon image."),
  title: z.string().describe("Heading."),
  description: z.string().describe("Short text."),
});

/** A configured department (page variant), used when the server list has no description. */
export const configuredDepartmentSchema = z.object({
  slug: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .refine((s) => !/[/\\]/.test(s) && !/^\.+$/.test(s), "a slug is one path segment: no '/', '\\', '.' or '..'")
    .describe("Department slug, e.g. 'meat-&-seafood' or 'beer_wine'."),
  departmentname: z.string().describe("Display name."),
  description: optText("Description HTML; sanitised at build."),
  dept_image: optLink("Image URL."),
});
