/**
 * How each kind of build-time picture is offered (components/Picture.astro): the widths made (only
 * those up to the picture's own width) and the `sizes` telling the browser how wide it is drawn, so
 * a phone fetches a small file and a wide screen a sharp one.
 */
/**
 * Coupon and deal card pictures (coupons and department pages' first cards, the home page's deals of
 * the week): at most 200 px wide, 6rem in a phone's card row. Also read by the cards in the browser.
 */
export const COUPON_SIZES = "(max-width: 30rem) 6rem, 200px";
export const COUPON_PICTURE = { widths: [200, 400], sizes: COUPON_SIZES } as const;

export const IMAGE_ROLES = {
  /** Home slides: the whole viewport wide. The first is the largest picture above the fold. */
  slide: { widths: [480, 768, 1280, 1920], sizes: "100vw" },
  /** Department tiles and the home department carousel (two to five a row). */
  tile: { widths: [300, 600], sizes: "(min-width: 64rem) 300px, (min-width: 48rem) 33vw, 50vw" },
  /** A department's own picture beside its text. */
  department: { widths: [400, 600], sizes: "(min-width: 48rem) 600px, 100vw" },
  /** The home page's weekly-ad teasers (a grid of 14rem columns and up). */
  weeklyAd: { widths: [400, 800], sizes: "(min-width: 48rem) 25vw, 100vw" },
  /** Store photos on the store cards. */
  store: { widths: [480, 800], sizes: "(min-width: 48rem) 480px, 100vw" },
  /** About photos (store front, history slider, accordion pictures). */
  photo: { widths: [400, 800], sizes: "(min-width: 48rem) 50vw, 100vw" },
  /** Brand marks in the About page's brand carousel. */
  brand: { widths: [240, 400], sizes: "240px" },
  /** Header and footer logos (raster ones; an SVG logo is used as it is). */
  logo: { widths: [200, 400], sizes: "200px" },
  footerLogo: { widths: [160, 320], sizes: "160px" },
  /** Small pictures: the home page's about icons and social icons from settings. */
  icon: { widths: [64, 128], sizes: "64px" },
  socialIcon: { widths: [20, 40], sizes: "20px" },
  /** Card and app pictures beside the link-card form. */
  card: { widths: [400, 800], sizes: "(min-width: 48rem) 400px, 100vw" },
  /** The tutorial's video poster and instructions (the content column). */
  coupon: COUPON_PICTURE,
  illustration: { widths: [640, 1280], sizes: "(min-width: 80rem) 1280px, 100vw" },
} as const satisfies Record<string, { widths: readonly number[]; sizes: string }>;
