/**
 * The catering slideshow (spec 000 §2 Catering): the gallery fetched with the member's
 * ClientStoreId (guests: the chain's default store), its "Catering" items one slide at a time,
 * 500 ms (or SLIDER_SPEED_MS) transitions, dots, looping; autoplay pauses on hover and focus, stops
 * with the Pause button and is off for visitors who prefer reduced motion. The box is reserved at
 * the slides' size before they arrive. The default store's slides as the build pulled them (`built`)
 * are in the HTML for guests, and a member of that store; a member of another store sees the
 * loading image until their own store's slides answer (never another store's menu). Only the slide
 * on screen is loaded: the next one shortly before autoplay brings it, any other when navigated to.
 */
import { useEffect, useState } from "react";
import Loader from "../../components/Loader.tsx";
import { trFill } from "../../lib/i18n/shown-template.ts";
import { tr, type Texts } from "../../lib/i18n/shown-text.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { useUser } from "../../shared/session/use-user.ts";
import { AUTOPLAY_MS } from "../../shared/carousel/carousel-options.ts";
import CateringSlide from "./CateringSlide.tsx";
import { builtView, imageCdnOf, type BuiltGalleryView } from "./built-gallery.ts";
import { useGallery } from "./use-gallery.ts";
import { cateringSlides, memberStoreId, wrapIndex } from "./weekly-ads.ts";
import { useWantedSlides } from "./use-wanted-slides.ts";

type Props = {
  /** The chain's default store (RSA_CLIENT_STORE_ID). */
  defaultStoreId: number;
  /** Transition speed in ms. */
  speed: number;
  /** The default store's catering slides as the build pulled them. */
  built?: BuiltGalleryView;
  /** The texts of a page in another language, keyed by their English (gallery-texts.server.ts); absent in English. */
  texts?: Texts | undefined;
};

/** A dot per slide and the Pause (Play) button. */
function SlideControls({
  slides,
  current,
  paused,
  onShow,
  onPause,
  texts: t,
}: {
  slides: { URL: string }[];
  current: number;
  paused: boolean;
  onShow: (i: number) => void;
  onPause: (paused: boolean) => void;
  texts: Texts | undefined;
}) {
  return (
    <div className="carousel-controls">
      <div className="carousel-dots">
        {slides.map((slide, i) => (
          <button
            key={slide.URL}
            type="button"
            className="carousel-dot"
            aria-current={i === current}
            onClick={() => onShow(i)}
          >
            <span className="visually-hidden">
              {trFill(t, "Show slide {n} of {count}", { n: String(i + 1), count: String(slides.length) })}
            </span>
          </button>
        ))}
      </div>
      <button type="button" className="carousel-pause" aria-pressed={paused} onClick={() => onPause(!paused)}>
        {tr(t, paused ? "Play" : "Pause")}
      </button>
    </div>
  );
}

export default function CateringSlides({ defaultStoreId, speed, built, texts }: Props) {
  const user = useUser();
  const storeId = memberStoreId(user ?? null, defaultStoreId);
  // Before hydration the HTML is the built slides (hidden for members by CSS until then).
  const hydrated = useHydrated();
  const shown = storeId === defaultStoreId ? builtView(built, hydrated ? new Date() : null) : null;
  const gallery = useGallery(user, storeId, shown);
  const [index, setIndex] = useState(0);
  const [held, setHeld] = useState(false);
  // Off for reduced motion unless the shopper says otherwise; read once hydrated (the HTML is drawn playing).
  const [choice, setPaused] = useState<boolean | null>(null);
  const paused = choice ?? (hydrated && matchMedia("(prefers-reduced-motion: reduce)").matches);
  const slides = cateringSlides(gallery?.items ?? []);
  const count = slides.length;
  const current = Math.min(index, Math.max(0, count - 1));
  const { wanted, want } = useWantedSlides(current);

  useEffect(() => {
    if (paused || held || count < 2) return;
    return autoplay(wrapIndex(current, 1, count), want, setIndex);
  }, [paused, held, count, current, want]);

  if (gallery === null) {
    return (
      <div className="catering-stage">
        <Loader label={tr(texts, "Loading catering menu")} />
      </div>
    );
  }
  if (count === 0) return null;
  const cdn = imageCdnOf(built);
  return (
    <section
      className="catering-slides"
      // The built slides until hydrated: hidden for members by CSS (they may be of another store).
      data-built={hydrated ? undefined : ""}
      aria-roledescription={tr(texts, "carousel")}
      aria-label={tr(texts, "Catering menu")}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => setHeld(e.currentTarget.contains(e.relatedTarget as Node | null))}
    >
      <div className="catering-stage">
        <ul
          className="catering-track"
          style={{ transform: `translateX(-${current * 100}%)`, transitionDuration: `${speed}ms` }}
        >
          {slides.map((slide, i) => (
            <li key={slide.URL} className="catering-slide" aria-hidden={i !== current}>
              {wanted.has(i) && (
                <CateringSlide
                  url={slide.URL}
                  built={built}
                  cdn={cdn}
                  first={i === 0}
                  alt={trFill(texts, "Catering menu, slide {n} of {count}", { n: String(i + 1), count: String(count) })}
                />
              )}
            </li>
          ))}
        </ul>
      </div>
      {count > 1 && (
        <SlideControls
          slides={slides}
          current={current}
          paused={paused}
          onShow={setIndex}
          onPause={setPaused}
          texts={texts}
        />
      )}
    </section>
  );
}

/** How long before autoplay moves on the next slide is asked for, so it is there when it slides in. */
const NEXT_SLIDE_LEAD_MS = 1500;

/** One autoplay step: the next slide wanted shortly before it moves in, then shown. Returns the cancel. */
function autoplay(next: number, want: (i: number) => void, show: (i: number) => void): () => void {
  const warm = setTimeout(() => want(next), AUTOPLAY_MS - NEXT_SLIDE_LEAD_MS);
  const move = setTimeout(() => show(next), AUTOPLAY_MS);
  return () => {
    clearTimeout(warm);
    clearTimeout(move);
  };
}
