/**
 * The catering slideshow (spec 000 §2 Catering): the gallery fetched with the member's
 * ClientStoreId (guests: the chain's default store), its "Catering" items one slide at a time,
 * 500 ms (or SLIDER_SPEED_MS) transitions, dots, looping; autoplay pauses on hover and focus, stops
 * with the Pause button and is off for visitors who prefer reduced motion. The box is reserved at
 * the slides' size before they arrive.
 */
import { useEffect, useState } from "react";
import Loader from "../../components/Loader.tsx";
import { readSiteConfig } from "../../lib/site-config.ts";
import { cdnImageUrl, cdnSrcSet } from "../../tenant/image-cdn.ts";
import { useUser } from "../../shared/session/use-user.ts";
import { AUTOPLAY_MS } from "../../shared/carousel/carousel-options.ts";
import { useGallery } from "./use-gallery.ts";
import { CATERING_SIZES, CATERING_WIDTHS, isCateringItem, memberStoreId, wrapIndex } from "./weekly-ads.ts";

type Props = {
  /** The chain's default store (RSA_CLIENT_STORE_ID). */
  defaultStoreId: number;
  /** Transition speed in ms. */
  speed: number;
};

export default function CateringSlides({ defaultStoreId, speed }: Props) {
  const user = useUser();
  const gallery = useGallery(user, memberStoreId(user ?? null, defaultStoreId));
  const [index, setIndex] = useState(0);
  const [held, setHeld] = useState(false);
  // The first slide loads first (it is the page's largest picture); the others once it has.
  const [firstShown, setFirstShown] = useState(false);
  const [paused, setPaused] = useState(
    () => typeof matchMedia !== "undefined" && matchMedia("(prefers-reduced-motion: reduce)").matches,
  );
  const slides = (gallery?.items ?? []).filter((item) => isCateringItem(item) && item.URL.trim() !== "");
  const count = slides.length;

  useEffect(() => {
    if (paused || held || count < 2) return;
    const timer = setInterval(() => setIndex((i) => wrapIndex(i, 1, count)), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [paused, held, count]);

  if (gallery === null) {
    return (
      <div className="catering-stage">
        <Loader label="Loading catering menu" />
      </div>
    );
  }
  if (count === 0) return null;
  const cdn = readSiteConfig().imageCdn;
  return (
    <section
      className="catering-slides"
      aria-roledescription="carousel"
      aria-label="Catering menu"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => setHeld(e.currentTarget.contains(e.relatedTarget as Node | null))}
    >
      <div className="catering-stage">
        <ul
          className="catering-track"
          style={{ transform: `translateX(-${index * 100}%)`, transitionDuration: `${speed}ms` }}
        >
          {slides.map((slide, i) => (
            <li key={slide.URL} className="catering-slide" aria-hidden={i !== index}>
              <img
                src={cdnImageUrl(slide.URL, cdn, 1200)}
                srcSet={cdnSrcSet(slide.URL, cdn, CATERING_WIDTHS)}
                sizes={CATERING_SIZES}
                alt={`Catering menu, slide ${i + 1} of ${count}`}
                width={1200}
                height={800}
                {...(i === 0
                  ? { fetchPriority: "high" as const, onLoad: () => setFirstShown(true) }
                  : { loading: firstShown ? ("eager" as const) : ("lazy" as const) })}
                decoding="async"
              />
            </li>
          ))}
        </ul>
      </div>
      {count > 1 && (
        <div className="carousel-controls">
          <div className="carousel-dots">
            {slides.map((slide, i) => (
              <button
                key={slide.URL}
                type="button"
                className="carousel-dot"
                aria-current={i === index}
                onClick={() => setIndex(i)}
              >
                <span className="visually-hidden">{`Show slide ${i + 1} of ${count}`}</span>
              </button>
            ))}
          </div>
          <button type="button" className="carousel-pause" aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
            {paused ? "Play" : "Pause"}
          </button>
        </div>
      )}
    </section>
  );
}
