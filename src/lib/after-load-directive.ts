/**
 * `client:afterload`: hydrates an island once the page has loaded, its pictures included, or at the
 * shopper's first click inside it, whichever comes first. For an island whose first screen the build
 * already drew into the HTML around the page's largest picture (the weekly ad's first page): its
 * scripts then never share a phone's first bandwidth with that picture. A click that comes before
 * hydration is held and clicked again on the same element once the island is live, so no tap is
 * lost. Registered in astro.config.mjs; Astro inlines it into the pages that use it.
 */
import type { ClientDirective } from "astro";

const afterLoad: ClientDirective = (load, _options, el) => {
  let started = false;
  let held: HTMLElement | null = null;
  const holdClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>("button, a[href]") : null;
    if (target === null) return;
    event.preventDefault();
    event.stopPropagation();
    held = target;
    void hydrate();
  };
  const hydrate = async () => {
    if (started) return;
    started = true;
    await (
      await load()
    )();
    el.removeEventListener("click", holdClick, true);
    held?.click();
  };
  el.addEventListener("click", holdClick, true);
  if (document.readyState === "complete") void hydrate();
  else addEventListener("load", () => void hydrate(), { once: true });
};

export default afterLoad;
