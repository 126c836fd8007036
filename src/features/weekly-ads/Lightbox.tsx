/**
 * Full-screen lightbox over a list of images: a modal <dialog> (the rest of the page is inert, so
 * focus stays inside), next and previous wrap around, Escape closes, the arrow keys and a swipe
 * move. The opener gets focus back on close (the caller's onClose).
 */
import { useEffect, useRef, useState } from "react";
import { AD_IMAGE_HEIGHT, AD_IMAGE_WIDTH, wrapIndex } from "./weekly-ads.ts";

type Props = {
  images: { src: string; alt: string }[];
  start: number;
  onClose: () => void;
};

/** Horizontal travel (px) that counts as a swipe. */
const SWIPE_PX = 40;

export default function Lightbox({ images, start, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(start);
  const touchX = useRef<number | null>(null);
  const close = useRef<HTMLButtonElement>(null);
  const count = images.length;
  const move = (delta: number) => setIndex((i) => wrapIndex(i, delta, count));

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    // Close takes the focus (showModal would give it to Previous, the first button).
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
        onClose();
      }}
      onKeyDown={(e) => {
        if (e.key === "ArrowRight") move(1);
        else if (e.key === "ArrowLeft") move(-1);
      }}
      onTouchStart={(e) => {
        touchX.current = e.changedTouches[0]?.clientX ?? null;
      }}
      onTouchEnd={(e) => {
        const from = touchX.current;
        const to = e.changedTouches[0]?.clientX;
        touchX.current = null;
        if (from === null || to === undefined || Math.abs(to - from) < SWIPE_PX) return;
        move(to < from ? 1 : -1);
      }}
    >
      <img className="lightbox-image" src={image.src} alt={image.alt} width={AD_IMAGE_WIDTH} height={AD_IMAGE_HEIGHT} />
      <p className="lightbox-count" aria-live="polite">{`${index + 1} / ${count}`}</p>
      <div className="lightbox-controls">
        <button type="button" className="lightbox-button" onClick={() => move(-1)}>
          Previous
        </button>
        <button type="button" className="lightbox-button" onClick={() => move(1)}>
          Next
        </button>
        <button type="button" className="lightbox-button" onClick={onClose} ref={close}>
          Close
        </button>
      </div>
    </dialog>
  );
}
