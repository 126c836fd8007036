import { describe, expect, it } from "vitest";
import { clampView, doubleTapView, MAX_ZOOM, pinchView, TAP_ZOOM, UNZOOMED, zoomAt } from "./zoom.ts";

const image = { width: 390, height: 371 };
const stage = { width: 390, height: 700 };

describe("lightbox zoom", () => {
  it("keeps the point under the focus in place when zooming", () => {
    const view = zoomAt(UNZOOMED, 2, { x: 100, y: -50 });
    // The image point at (100, -50) maps to view.x + 2 * 100 = 100.
    expect(view).toEqual({ scale: 2, x: -100, y: 50 });
    expect(view.x + view.scale * 100).toBe(100);
  });

  it("pinches by the fingers' distance around their midpoint, and pans with it", () => {
    const from: [{ x: number; y: number }, { x: number; y: number }] = [
      { x: -50, y: 0 },
      { x: 50, y: 0 },
    ];
    const spread = pinchView(UNZOOMED, from, [
      { x: -100, y: 0 },
      { x: 100, y: 0 },
    ]);
    expect(spread).toEqual({ scale: 2, x: 0, y: 0 });
    const moved = pinchView(UNZOOMED, from, [
      { x: -50, y: 30 },
      { x: 50, y: 30 },
    ]);
    expect(moved).toEqual({ scale: 1, x: 0, y: 30 });
  });

  it("a double tap zooms in at the tap and a second one shows the whole image", () => {
    const zoomed = doubleTapView(UNZOOMED, { x: 40, y: 0 });
    expect(zoomed.scale).toBe(TAP_ZOOM);
    expect(zoomed.x + TAP_ZOOM * 40).toBeCloseTo(40);
    expect(doubleTapView(zoomed, { x: 0, y: 0 })).toEqual(UNZOOMED);
  });

  it("clamps the scale to 1…MAX_ZOOM and the pan to the zoomed image's edges", () => {
    expect(clampView({ scale: 0.5, x: 30, y: 30 }, image, stage)).toEqual(UNZOOMED);
    expect(clampView({ scale: 9, x: 0, y: 0 }, image, stage).scale).toBe(MAX_ZOOM);
    // At 2×: 780 px wide in a 390 px stage → ±195 px; 742 px tall in 700 → ±21 px.
    expect(clampView({ scale: 2, x: 500, y: -500 }, image, stage)).toEqual({ scale: 2, x: 195, y: -21 });
    expect(clampView({ scale: 2, x: -10, y: 5 }, image, stage)).toEqual({ scale: 2, x: -10, y: 5 });
  });
});
