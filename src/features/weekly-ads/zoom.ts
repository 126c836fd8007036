/**
 * The lightbox's zoom as plain arithmetic: a view is a scale and a pan (px) of an image centred in
 * its stage (CSS `translate(x, y) scale(s)` with the origin at the image's centre). Points are
 * relative to the stage's centre. Pinch, double tap and the zoom buttons all produce a view, which
 * `clampView` keeps between 1× and MAX_ZOOM and with no gap at the edges of a zoomed image.
 */

export interface Point {
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}
export interface View extends Point {
  scale: number;
}

/** A 1575 px ad shown 390 px wide is at its own resolution at about 4×. */
export const MAX_ZOOM = 4;
/** Where a double tap (or Zoom in) takes an unzoomed image. */
export const TAP_ZOOM = 2.5;
/** What one press of Zoom in or Zoom out multiplies the scale by. */
export const ZOOM_STEP = 1.5;
export const UNZOOMED: View = { scale: 1, x: 0, y: 0 };

/** The view at `scale` that keeps the image point under `focus` where it is. */
export function zoomAt(view: View, scale: number, focus: Point): View {
  const ratio = scale / view.scale;
  return { scale, x: focus.x - ratio * (focus.x - view.x), y: focus.y - ratio * (focus.y - view.y) };
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const middle = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * Two fingers went from `from` to `to`, starting at view `start`: the scale follows their distance
 * and the image point under their midpoint follows the midpoint (pinch and pan in one move).
 */
export function pinchView(start: View, from: [Point, Point], to: [Point, Point]): View {
  const before = distance(...from);
  const scale = before > 0 ? (start.scale * distance(...to)) / before : start.scale;
  const m0 = middle(...from);
  const m1 = middle(...to);
  const ratio = scale / start.scale;
  return { scale, x: m1.x - ratio * (m0.x - start.x), y: m1.y - ratio * (m0.y - start.y) };
}

/** A double tap: zoom to TAP_ZOOM around the tapped point, or back to the whole image. */
export function doubleTapView(view: View, focus: Point): View {
  return view.scale > 1 ? UNZOOMED : zoomAt(view, TAP_ZOOM, focus);
}

/** Scale within 1…MAX_ZOOM; a pan no further than the zoomed image's edges (centred when smaller). */
export function clampView(view: View, image: Size, stage: Size): View {
  const scale = Math.min(MAX_ZOOM, Math.max(1, view.scale));
  const limit = (pan: number, length: number, room: number) => {
    const slack = Math.max(0, (length * scale - room) / 2);
    return Math.min(slack, Math.max(-slack, pan));
  };
  return { scale, x: limit(view.x, image.width, stage.width), y: limit(view.y, image.height, stage.height) };
}
