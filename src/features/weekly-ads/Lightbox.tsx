/**
 * Full-screen lightbox over a list of images: a modal <dialog> (the rest of the page is inert, so
 * focus stays inside), next and previous wrap around, Escape closes, the arrow keys and a swipe
 * move. The opener gets focus back on close (the caller's onClose). The image zooms: pinch, double
 * tap (or double click), the Zoom buttons and the + and - keys; a zoomed image pans under one
 * finger or the mouse (pointer events on a stage with `touch-action: none`, arithmetic in zoom.ts).
 */
import { useEffect, useRef, useState, type PointerEvent } from "react";
import { AD_IMAGE_HEIGHT, AD_IMAGE_WIDTH, wrapIndex } from "./weekly-ads.ts";
import { clampView, doubleTapView, pinchView, UNZOOMED, ZOOM_STEP, zoomAt, type Point, type View } from "./zoom.ts";

type Props = {
  images: { src: string; alt: string }[];
  start: number;
  onClose: () => void;
};

/** Horizontal travel (px) that counts as a swipe. */
const SWIPE_PX = 40;
/** Two taps within this time (ms) and distance (px) are a double tap; a tap moves less than TAP_PX. */
const DOUBLE_TAP_MS = 350;
const TAP_PX = 12;

type Gesture = { view: View; points: Map<number, Point>; travelled: number };

export default function Lightbox({ images, start, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const [index, setIndex] = useState(start);
  const stage = useRef<HTMLDivElement>(null);
  const picture = useRef<HTMLImageElement>(null);
  const [view, setView] = useState<View>(UNZOOMED);
  // The view last set, for a gesture that starts or ends before React renders it.
  const shown = useRef(view);
  const show = (next: View) => {
    shown.current = next;
    setView(next);
  };
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | null>(null);
  const lastTap = useRef<{ at: number; point: Point } | null>(null);
  const count = images.length;
  const move = (delta: number) => {
    show(UNZOOMED);
    setIndex((i) => wrapIndex(i, delta, count));
  };
  // Close the modal first, so the page is no longer inert when the opener takes focus back.
  const shut = () => {
    dialog.current?.close();
    onClose();
  };
  /** A point relative to the stage's centre. */
  const local = (e: { clientX: number; clientY: number }): Point => {
    const box = stage.current!.getBoundingClientRect();
    return { x: e.clientX - box.left - box.width / 2, y: e.clientY - box.top - box.height / 2 };
  };
  const clamp = (next: View) => {
    const img = picture.current;
    const box = stage.current;
    if (!img || !box) return next;
    return clampView(
      next,
      { width: img.offsetWidth, height: img.offsetHeight },
      { width: box.clientWidth, height: box.clientHeight },
    );
  };
  const zoomBy = (factor: number) => show(clamp(zoomAt(shown.current, shown.current.scale * factor, { x: 0, y: 0 })));
  /** Every gesture starts afresh from the current view whenever a finger lands or lifts. */
  const restart = (current: View) => {
    gesture.current =
      pointers.current.size > 0 ? { view: current, points: new Map(pointers.current), travelled: 0 } : null;
  };

  const down = (e: PointerEvent<HTMLDivElement>) => {
    if (e.pointerType === "mouse" && e.button !== 0) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    pointers.current.set(e.pointerId, local(e));
    restart(shown.current);
  };
  const drag = (e: PointerEvent<HTMLDivElement>) => {
    const start = gesture.current;
    if (!start || !pointers.current.has(e.pointerId)) return;
    const point = local(e);
    pointers.current.set(e.pointerId, point);
    const [a, b] = [...start.points.keys()];
    if (b !== undefined && pointers.current.has(a!) && pointers.current.has(b)) {
      start.travelled = Infinity;
      show(
        clamp(
          pinchView(
            start.view,
            [start.points.get(a!)!, start.points.get(b)!],
            [pointers.current.get(a!)!, pointers.current.get(b)!],
          ),
        ),
      );
      return;
    }
    const from = start.points.get(e.pointerId);
    if (!from) return;
    start.travelled = Math.max(start.travelled, Math.hypot(point.x - from.x, point.y - from.y));
    if (start.view.scale > 1) {
      show(clamp({ ...start.view, x: start.view.x + point.x - from.x, y: start.view.y + point.y - from.y }));
    }
  };
  const up = (e: PointerEvent<HTMLDivElement>) => {
    const start = gesture.current;
    const from = start?.points.get(e.pointerId);
    const point = local(e);
    pointers.current.delete(e.pointerId);
    if (start && from && start.points.size === 1 && e.type === "pointerup") {
      const dx = point.x - from.x;
      if (start.view.scale === 1 && Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(point.y - from.y)) {
        move(dx < 0 ? 1 : -1);
      } else if (start.travelled < TAP_PX) {
        const tap = lastTap.current;
        const now = e.timeStamp;
        if (
          tap &&
          now - tap.at < DOUBLE_TAP_MS &&
          Math.hypot(point.x - tap.point.x, point.y - tap.point.y) < 3 * TAP_PX
        ) {
          lastTap.current = null;
          show(clamp(doubleTapView(shown.current, point)));
        } else {
          lastTap.current = { at: now, point };
        }
      }
    }
    restart(shown.current);
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
      aria-label={`Page ${index + 1} of ${count}`}
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
        onPointerDown={down}
        onPointerMove={drag}
        onPointerUp={up}
        onPointerCancel={up}
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
      <div className="lightbox-controls">
        <button type="button" className="lightbox-button" onClick={() => zoomBy(ZOOM_STEP)}>
          Zoom in
        </button>
        <button type="button" className="lightbox-button" onClick={() => zoomBy(1 / ZOOM_STEP)}>
          Zoom out
        </button>
        <button type="button" className="lightbox-button" onClick={() => move(-1)}>
          Previous
        </button>
        <button type="button" className="lightbox-button" onClick={() => move(1)}>
          Next
        </button>
        <button type="button" className="lightbox-button" onClick={shut} ref={close}>
          Close
        </button>
      </div>
    </dialog>
  );
}
