import { describe, expect, it } from "vitest";
import { HOME_SLIDER_SPEED_MS, slideButtonLink, slideLink, sliderSpeed, slideTarget, visibleSlides } from "./slides.ts";

const slide = (button: boolean, link?: string, visible = true) => ({
  slider_visible: visible,
  slider_button_visible: button,
  slider_button_link: link,
});

describe("slideLink", () => {
  it("makes the slide clickable only when its button is hidden and it has a link", () => {
    expect(slideLink(slide(false, "/weekly-ads"))).toEqual({ kind: "internal", route: "/weekly-ads" });
    expect(slideLink(slide(true, "/weekly-ads"))).toBeUndefined();
    expect(slideLink(slide(false, ""))).toBeUndefined();
    expect(slideLink(slide(false, "   "))).toBeUndefined();
    expect(slideLink(slide(false))).toBeUndefined();
    expect(slideLink(slide(false, "#"))).toBeUndefined();
  });

  it("opens http, https and ftp links externally and treats the rest as site routes", () => {
    expect(slideTarget("http://a.example/x")).toEqual({ kind: "external", url: "http://a.example/x" });
    expect(slideTarget("HTTPS://a.example/x")).toEqual({ kind: "external", url: "HTTPS://a.example/x" });
    expect(slideTarget("ftp://files.example/menu.pdf")).toEqual({
      kind: "external",
      url: "ftp://files.example/menu.pdf",
    });
    expect(slideTarget("coupons")).toEqual({ kind: "internal", route: "/coupons" });
    expect(slideTarget("/coupons/all/?q=milk")).toEqual({ kind: "internal", route: "/coupons/all?q=milk" });
  });

  it("never follows other schemes", () => {
    expect(slideTarget("javascript:alert(1)")).toBeUndefined();
    expect(slideTarget("data:text/html,x")).toBeUndefined();
    expect(slideTarget("//evil.example/")).toBeUndefined();
  });

  it("gives the button its link only when the button is visible", () => {
    expect(slideButtonLink(slide(true, "/coupons"))).toEqual({ kind: "internal", route: "/coupons" });
    expect(slideButtonLink(slide(false, "/coupons"))).toBeUndefined();
  });
});

describe("visibleSlides and sliderSpeed", () => {
  it("keeps visible slides only", () => {
    expect(visibleSlides([slide(true, "/a", false), slide(true, "/b")])).toHaveLength(1);
    expect(visibleSlides([slide(true, "/a", false)])).toEqual([]);
  });

  it("uses SLIDER_SPEED_MS, else the spec's speed", () => {
    expect(sliderSpeed(1200, HOME_SLIDER_SPEED_MS)).toBe(1200);
    expect(sliderSpeed(undefined, HOME_SLIDER_SPEED_MS)).toBe(800);
    expect(sliderSpeed(0, 500)).toBe(500);
  });
});
