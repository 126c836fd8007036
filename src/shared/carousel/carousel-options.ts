/**
 * Options of the site's carousels (home slider, department, testimonials, brands, catering, About
 * photos), written into the HTML as `data-carousel` and read by carousel.client.ts. The numbers are
 * the specs': testimonials one slide; brands six slides scrolling three with autoplay and the
 * breakpoints 1024, 600 and 480; department carousel at most five slides; catering one slide at
 * 500 ms with dots, looping; home slider at 800 ms or the site's SLIDER_SPEED_MS.
 */

/** Slides per view and per move below a viewport width. */
export interface CarouselStep {
  perView: number;
  step: number;
}

/** How one carousel behaves. */
export interface CarouselOptions extends CarouselStep {
  /** Animation speed in ms. */
  speed: number;
  /** Autoplay interval in ms; 0 for none. Paused on hover, focus and with the pause button. */
  autoplay: number;
  /** Next after the last slide goes back to the first (and the other way round). */
  loop: boolean;
  /** Dots under the slides. */
  dots: boolean;
  /** Viewport width (px) → slides per view and per move at or below it. */
  breakpoints: Record<number, CarouselStep>;
}

/** Interval between automatic moves: long enough to read a slide. */
export const AUTOPLAY_MS = 5000;

const base: CarouselOptions = {
  perView: 1,
  step: 1,
  speed: 800,
  autoplay: 0,
  loop: true,
  dots: false,
  breakpoints: {},
};

/** The home slider. */
export const homeSlider = (speed: number): CarouselOptions => ({ ...base, speed, autoplay: AUTOPLAY_MS, dots: true });

/** The department carousel: at most five slides at a time. */
export const DEPARTMENT_CAROUSEL_MAX = 5;
export const departmentCarousel: CarouselOptions = {
  ...base,
  perView: DEPARTMENT_CAROUSEL_MAX,
  speed: 500,
  breakpoints: { 1024: { perView: 3, step: 1 }, 600: { perView: 2, step: 1 }, 480: { perView: 1, step: 1 } },
};

/** Testimonials: one slide. */
export const testimonialsCarousel: CarouselOptions = { ...base, speed: 500, dots: true };

/** Brands: six slides scrolling three, autoplay, breakpoints 1024, 600 and 480. */
export const brandsCarousel: CarouselOptions = {
  ...base,
  perView: 6,
  step: 3,
  speed: 500,
  autoplay: AUTOPLAY_MS,
  breakpoints: { 1024: { perView: 4, step: 2 }, 600: { perView: 3, step: 3 }, 480: { perView: 2, step: 2 } },
};

/** The About page's photo slider: previous and next wrap around. */
export const photoCarousel: CarouselOptions = { ...base, speed: 500 };

/** Slides per view and per move at a viewport width. */
export function stepAt(options: CarouselOptions, width: number): CarouselStep {
  const hit = Object.keys(options.breakpoints)
    .map(Number)
    .sort((a, b) => a - b)
    .find((bp) => width <= bp);
  return hit === undefined ? { perView: options.perView, step: options.step } : options.breakpoints[hit]!;
}

/** The slide a move lands on: `step` forward or back, wrapping when looping, clamped otherwise. */
export function nextIndex(index: number, delta: number, count: number, perView: number, loop: boolean): number {
  const last = Math.max(0, count - perView);
  const target = index + delta;
  if (target > last) return loop && index >= last ? 0 : last;
  if (target < 0) return loop && index <= 0 ? last : 0;
  return target;
}
