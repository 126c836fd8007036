import { describe, expect, it } from "vitest";
import { brandsCarousel, departmentCarousel, nextIndex, stepAt, testimonialsCarousel } from "./carousel-options.ts";

describe("carousel options", () => {
  it("follows the spec's numbers", () => {
    expect(testimonialsCarousel.perView).toBe(1);
    expect(brandsCarousel).toMatchObject({ perView: 6, step: 3 });
    expect(brandsCarousel.autoplay).toBeGreaterThan(0);
    expect(Object.keys(brandsCarousel.breakpoints).map(Number)).toEqual([480, 600, 1024]);
    expect(departmentCarousel.perView).toBe(5);
  });

  it("picks the narrowest breakpoint the width fits", () => {
    expect(stepAt(brandsCarousel, 1280)).toEqual({ perView: 6, step: 3 });
    expect(stepAt(brandsCarousel, 1024)).toEqual({ perView: 4, step: 2 });
    expect(stepAt(brandsCarousel, 500)).toEqual({ perView: 3, step: 3 });
    expect(stepAt(brandsCarousel, 320)).toEqual({ perView: 2, step: 2 });
  });

  it("wraps around when looping", () => {
    expect(nextIndex(0, 1, 3, 1, true)).toBe(1);
    expect(nextIndex(2, 1, 3, 1, true)).toBe(0);
    expect(nextIndex(0, -1, 3, 1, true)).toBe(2);
    // Six brands, three per move, six in view: nothing to scroll.
    expect(nextIndex(0, 3, 6, 6, true)).toBe(0);
    // Moving by three stops at the last full view before wrapping.
    expect(nextIndex(0, 3, 8, 6, true)).toBe(2);
    expect(nextIndex(2, 3, 8, 6, true)).toBe(0);
    expect(nextIndex(2, 1, 3, 1, false)).toBe(2);
  });
});
