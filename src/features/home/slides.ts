/**
 * The home slider's rules (spec 000 §2 Home): shown only when slides are visible, a slide is
 * clickable only when its button is hidden and it has a link, http/https/ftp links open externally
 * and every other link is a route of the site.
 */
import { normaliseRoute } from "../../lib/links.ts";

/** The fields of a slide the rules read. */
export interface SlideLike {
  slider_visible: boolean;
  slider_button_visible: boolean;
  slider_button_link?: string | undefined;
}

/** Where a link leads: a site route, or an external address opened in a new tab. */
export type SlideTarget = { kind: "internal"; route: string } | { kind: "external"; url: string };

/** Links with these schemes leave the site (spec: "Links starting with http, https or ftp open externally"). */
const EXTERNAL_LINK = /^(?:https?|ftp):/i;

/** A configured slide link as a target; undefined for a blank link or '#'. */
export function slideTarget(link: string | undefined): SlideTarget | undefined {
  const url = (link ?? "").trim();
  if (url === "" || url.startsWith("#")) return undefined;
  if (EXTERNAL_LINK.test(url)) return { kind: "external", url };
  // Other schemes (javascript:, data: …) and protocol-relative addresses are never followed.
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith("//")) return undefined;
  return { kind: "internal", route: normaliseRoute(url.split(/[?#]/)[0] ?? "") + url.slice(url.search(/[?#]|$/)) };
}

/** The whole slide is a link only when its button is hidden and it has a link. */
export function slideLink(slide: SlideLike): SlideTarget | undefined {
  return slide.slider_button_visible ? undefined : slideTarget(slide.slider_button_link);
}

/** The button's target (a visible button with a link), else undefined. */
export function slideButtonLink(slide: SlideLike): SlideTarget | undefined {
  return slide.slider_button_visible ? slideTarget(slide.slider_button_link) : undefined;
}

/** The slides shown; the slider is left out when none is visible. */
export function visibleSlides<S extends SlideLike>(slides: readonly S[]): S[] {
  return slides.filter((s) => s.slider_visible);
}

/** Spec 000 §9: "Slider speeds 800 ms and 500 ms, or the site's SLIDER_SPEED_MS". */
export const HOME_SLIDER_SPEED_MS = 800;
/** The catering slideshow's speed. */
export const CATERING_SLIDER_SPEED_MS = 500;

/** The site's SLIDER_SPEED_MS when set to a positive number, else the spec's default. */
export function sliderSpeed(configured: number | undefined, fallback: number): number {
  return configured !== undefined && configured > 0 ? configured : fallback;
}
