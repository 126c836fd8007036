/**
 * Which slides of a slideshow may load their picture: the one on screen, and those asked for ahead
 * (the next one before autoplay brings it). A slide once wanted stays wanted, so a slide seen before
 * is never dropped and drawn again.
 */
import { useCallback, useState } from "react";
import { withSlide } from "./weekly-ads.ts";

/** The wanted slides (`current` always among them) and `want(i)` to ask for one ahead. */
export function useWantedSlides(current: number): { wanted: ReadonlySet<number>; want: (i: number) => void } {
  const [wanted, setWanted] = useState<ReadonlySet<number>>(() => new Set([current]));
  const want = useCallback((i: number) => setWanted((set) => withSlide(set, i)), []);
  // The slide on screen joins during render (React's way to derive state from a prop), not in an effect.
  if (!wanted.has(current)) setWanted(withSlide(wanted, current));
  return { wanted: withSlide(wanted, current), want };
}
