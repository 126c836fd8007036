/**
 * Full-screen lightbox over a list of images: a modal <dialog> (the rest of the page is inert, so
 * focus stays inside), next and previous wrap around, Escape closes, the arrow keys and a swipe
 * move. The opener gets focus back on close (the caller's onClose). The image zooms: pinch, double
 * tap (or double click), the Zoom buttons and the + and - keys; a zoomed image pans under one
 * finger or the mouse (pointer events on a stage with `touch-action: none`, arithmetic in zoom.ts).
 */
import { useEffect, useRef, useState, type PointerEvent, type RefObject } from "react";
import { AD_IMAGE_HEIGHT, AD_IMAGE_WIDTH, wrapIndex } from "./weekly-ads.ts";
import { clampView, doubleTapView, pinchView, UNZOOMED, ZOOM_STEP, zoomAt, type Point, type View } from "./zoom.ts";
import { tr, type Texts } from "../../lib/i18n/shown-text.ts";
import { trFill } from "../../lib/i18n/shown-template.ts";

type Props = {
  images: { src: string; alt: string }[];
  start: number;
  onClose: () => void;
  /** Its texts on a page in another language, keyed by their English (the gallery's). */
  texts?: Texts | undefined;
};

/** Horizontal travel (px) that counts as a swipe. */
const SWIPE_PX = 40;
/** Two taps within this time (ms) and distance (px) are a double tap; a tap moves less than TAP_PX. */
const DOUBLE_TAP_MS = 350;
const TAP_PX = 12;

type Gesture = { view: View; points: Map<number, Point>; travelled: number };
type Box = { current: HTMLElement | null };

/** A pointer's position relative to the stage's centre. */
function pointIn(stage: Box, e: { clientX: number; clientY: number }): Point {
  const box = stage.current!.getBoundingClientRect();
  return { x: e.clientX - box.left - box.width / 2, y: e.clientY - box.top - box.height / 2 };
}

/** A view kept inside the stage (the picture never leaves it). */
function clampIn(next: View, picture: Box, stage: Box): View {
  const img = picture.current;
  const box = stage.current;
  if (!img || !box) return next;
  return clampView(
    next,
    { width: img.offsetWidth, height: img.offsetHeight },
    { width: box.clientWidth, height: box.clientHeight },
  );
}

/** The view a moving finger makes: a pinch with two, a pan of a zoomed picture with one; null for none. */
function draggedView(start: Gesture, pointers: Map<number, Point>, id: number, point: Point): View | null {
  const [a, b] = [...start.points.keys()];
  if (b !== undefined && pointers.has(a!) && pointers.has(b)) {
    start.travelled = Infinity;
    return pinchView(start.view, [start.points.get(a!)!, start.points.get(b)!], [pointers.get(a!)!, pointers.get(b)!]);
  }
  const from = start.points.get(id);
  if (!from) return null;
  start.travelled = Math.max(start.travelled, Math.hypot(point.x - from.x, point.y - from.y));
  if (start.view.scale <= 1) return null;
  return { ...start.view, x: start.view.x + point.x - from.x, y: start.view.y + point.y - from.y };
}

/** What a lifted single finger did: a swipe (its direction), a tap, or nothing. */
function released(start: Gesture, from: Point, point: Point): { swipe: 1 | -1 } | "tap" | null {
  const dx = point.x - from.x;
  if (start.view.scale === 1 && Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(point.y - from.y)) {
    return { swipe: dx < 0 ? 1 : -1 };
  }
  return start.travelled < TAP_PX ? "tap" : null;
}

/** The view (zoom and pan) and what sets it, readable by a gesture before React renders it. */
function useView() {
  const [view, setView] = useState<View>(UNZOOMED);
  const shown = useRef(view);
  const show = (next: View) => {
    shown.current = next;
    setView(next);
  };
  return { view, shown, show };
}

/**
 * Pinch, pan, double tap and swipe on the stage (pointer events): the view they make, a zoom by a
 * factor (the buttons and keys), and `onSwipe` for a swipe of the unzoomed picture.
 */
function useZoomGestures(stage: Box, picture: Box, onSwipe: (delta: 1 | -1) => void) {
  const { view, shown, show } = useView();
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | null>(null);
  const lastTap = useRef<{ at: number; point: Point } | null>(null);
  const clamp = (next: View) => clampIn(next, picture, stage);
  /** Every gesture starts afresh from the current view whenever a finger lands or lifts. */
  const restart = () => {
    const points = pointers.current;
    gesture.current = points.size > 0 ? { view: shown.current, points: new Map(points), travelled: 0 } : null;
  };
  const tap = (point: Point, now: number) => {
    const last = lastTap.current;
    const double =
      last && now - last.at < DOUBLE_TAP_MS && Math.hypot(point.x - last.point.x, point.y - last.point.y) < 3 * TAP_PX;
    lastTap.current = double ? null : { at: now, point };
    if (double) show(clamp(doubleTapView(shown.current, point)));
  };
  const handlers = {
    onPointerDown: (e: PointerEvent<HTMLDivElement>) => {
      if (e.pointerType === "mouse" && e.button !== 0) return;
      e.currentTarget.setPointerCapture(e.pointerId);
      pointers.current.set(e.pointerId, pointIn(stage, e));
      restart();
    },
    onPointerMove: (e: PointerEvent<HTMLDivElement>) => {
      const start = gesture.current;
      if (!start || !pointers.current.has(e.pointerId)) return;
      const point = pointIn(stage, e);
      pointers.current.set(e.pointerId, point);
      const next = draggedView(start, pointers.current, e.pointerId, point);
      if (next) show(clamp(next));
    },
    onPointerUp: (e: PointerEvent<HTMLDivElement>) => {
      const start = gesture.current;
      const from = start?.points.get(e.pointerId);
      const point = pointIn(stage, e);
      pointers.current.delete(e.pointerId);
      if (start && from && start.points.size === 1 && e.type === "pointerup") {
        const done = released(start, from, point);
        if (done === "tap") tap(point, e.timeStamp);
        else if (done) {
          show(UNZOOMED);
          onSwipe(done.swipe);
        }
      }
      restart();
    },
  };
  const zoomBy = (factor: number) => show(clamp(zoomAt(shown.current, shown.current.scale * factor, { x: 0, y: 0 })));
  return { view, zoomBy, reset: () => show(UNZOOMED), handlers };
}

/** Zoom in and out, previous and next, and Close (focused when the lightbox opens). */
function LightboxControls({
  zoomBy,
  move,
  shut,
  closeRef,
  texts,
}: {
  zoomBy: (factor: number) => void;
  move: (delta: number) => void;
  shut: () => void;
  closeRef: RefObject<HTMLButtonElement | null>;
  texts: Texts | undefined;
}) {
  const t = (english: string) => tr(texts, english);
  return (
    <div className="lightbox-controls">
      <button type="button" className="lightbox-button" onClick={() => zoomBy(ZOOM_STEP)}>
        {t("Zoom in")}
      </button>
      <button type="button" className="lightbox-button" onClick={() => zoomBy(1 / ZOOM_STEP)}>
        {t("Zoom out")}
      </button>
      <button type="button" className="lightbox-button" onClick={() => move(-1)}>
        {t("Previous")}
      </button>
      <button type="button" className="lightbox-button" onClick={() => move(1)}>
        {t("Next")}
      </button>
      <button type="button" className="lightbox-button" onClick={shut} ref={closeRef}>
        {t("Close")}
      </button>
    </div>
  );
}

export default function Lightbox({ images, start, onClose, texts }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const [index, setIndex] = useState(start);
  const stage = useRef<HTMLDivElement>(null);
  const picture = useRef<HTMLImageElement>(null);
  const count = images.length;
  const step = (delta: number) => setIndex((i) => wrapIndex(i, delta, count));
  const { view, zoomBy, reset, handlers } = useZoomGestures(stage, picture, step);
  const move = (delta: number) => {
    reset();
    step(delta);
  };
  // Close the modal first, so the page is no longer inert when the opener takes focus back.
  const shut = () => {
    dialog.current?.close();
    onClose();
  };

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    // Focus starts on Close (Escape works too); showModal alone would pick the first button.
    close.current?.focus();
    return () => el?.close();
  }, []);

  const image = images[index]!;
  return (
    <dialog
      ref={dialog}
      className="lightbox"
      aria-label={trFill(texts, "Page {n} of {count}", { n: String(index + 1), count: String(count) })}
      onCancel={(e) => {
        e.preventDefault();
        shut();
      }}
      onKeyDown={(e) => {
        if (e.key === "ArrowRight") move(1);
        else if (e.key === "ArrowLeft") move(-1);
        else if (e.key === "+" || e.key === "=") zoomBy(ZOOM_STEP);
        else if (e.key === "-") zoomBy(1 / ZOOM_STEP);
      }}
    >
      <div
        ref={stage}
        className="lightbox-stage"
        onPointerDown={handlers.onPointerDown}
        onPointerMove={handlers.onPointerMove}
        onPointerUp={handlers.onPointerUp}
        onPointerCancel={handlers.onPointerUp}
      >
        <img
          ref={picture}
          className="lightbox-image"
          src={image.src}
          alt={image.alt}
          width={AD_IMAGE_WIDTH}
          height={AD_IMAGE_HEIGHT}
          draggable={false}
          data-zoom={view.scale.toFixed(2)}
          style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
        />
      </div>
      <p className="lightbox-count" aria-live="polite">{`${index + 1} / ${count}`}</p>
      <LightboxControls zoomBy={zoomBy} move={move} shut={shut} closeRef={close} texts={texts} />
    </dialog>
  );
}
