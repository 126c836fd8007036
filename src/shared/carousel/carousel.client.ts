/**
 * Hydrates every `[data-carousel]` on the page when it scrolls into view: Glide (its modular build,
 * with swipe) moves the slides; the arrows, dots and pause button are plain buttons, so the
 * carousel works by keyboard. Autoplay pauses on hover, on focus and with the pause button, and is
 * off for visitors who prefer reduced motion (who also get no animation). Until Glide mounts, CSS
 * lays the first view out at its final size, so nothing moves when it does.
 */
import { nextIndex, stepAt, type CarouselOptions } from "./carousel-options.ts";

const reducedMotion = () => matchMedia("(prefers-reduced-motion: reduce)").matches;

async function hydrate(root: HTMLElement): Promise<void> {
  const options = JSON.parse(root.dataset["carousel"] ?? "{}") as CarouselOptions;
  const { default: Glide, Swipe, Anchors, Breakpoints } = await import("@glidejs/glide/dist/glide.modular.esm.js");
  const slides = [...root.querySelectorAll<HTMLElement>(".carousel-slide")];
  const dots = [...root.querySelectorAll<HTMLButtonElement>("[data-carousel-dot]")];
  const pause = root.querySelector<HTMLButtonElement>("[data-carousel-pause]");
  const controls = root.querySelector<HTMLElement>(".carousel-controls");
  const still = reducedMotion();
  const glide = new Glide(root, {
    type: "slider",
    bound: true,
    rewind: false,
    perView: options.perView,
    animationDuration: still ? 0 : options.speed,
    breakpoints: Object.fromEntries(Object.entries(options.breakpoints).map(([w, s]) => [w, { perView: s.perView }])),
  });

  const current = () => stepAt(options, window.innerWidth);
  const show = () => {
    const perView = Number(glide.settings["perView"]);
    slides.forEach((slide, i) => {
      const inView = i >= glide.index && i < glide.index + perView;
      slide.toggleAttribute("inert", !inView);
      slide.classList.toggle("is-active", inView);
    });
    dots.forEach((dot, i) => dot.setAttribute("aria-current", String(i === glide.index)));
    if (controls) controls.hidden = slides.length <= perView;
  };
  const move = (direction: 1 | -1) => {
    const { perView, step } = current();
    glide.go(`=${nextIndex(glide.index, direction * step, slides.length, perView, options.loop)}`);
  };

  let timer: ReturnType<typeof setInterval> | undefined;
  let paused = still || options.autoplay === 0;
  let held = false;
  const schedule = () => {
    clearInterval(timer);
    timer = !paused && !held ? setInterval(() => move(1), options.autoplay) : undefined;
  };
  root.addEventListener("mouseenter", () => ((held = true), schedule()));
  root.addEventListener("mouseleave", () => ((held = root.contains(document.activeElement)), schedule()));
  root.addEventListener("focusin", () => ((held = true), schedule()));
  root.addEventListener("focusout", (e) => ((held = root.contains(e.relatedTarget as Node | null)), schedule()));
  if (pause) {
    pause.hidden = options.autoplay === 0;
    const label = () => {
      pause.setAttribute("aria-pressed", String(paused));
      // The texts of the page's language, from the button (Carousel.astro).
      pause.textContent = pause.dataset[paused ? "play" : "pause"] ?? "";
    };
    label();
    pause.addEventListener("click", () => ((paused = !paused), label(), schedule()));
  }

  root.querySelector("[data-carousel-prev]")?.addEventListener("click", () => move(-1));
  root.querySelector("[data-carousel-next]")?.addEventListener("click", () => move(1));
  dots.forEach((dot, i) => dot.addEventListener("click", () => glide.go(`=${i}`)));
  glide.on("run.after", show);
  glide.on("resize", show);
  glide.mount({ Swipe, Anchors, Breakpoints });
  root.classList.add("is-mounted");
  show();
  schedule();
}

/** Hydrates each carousel the first time it comes near the viewport. */
export function hydrateCarousels(): void {
  const roots = document.querySelectorAll<HTMLElement>("[data-carousel]:not(.is-mounted)");
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        void hydrate(entry.target as HTMLElement).catch((error: unknown) => console.warn("carousel", error));
      }
    },
    { rootMargin: "200px" },
  );
  roots.forEach((root) => observer.observe(root));
}
