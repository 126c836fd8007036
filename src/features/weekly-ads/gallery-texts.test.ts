import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { englishLeftovers } from "../../../scripts/check/language-audit.ts";
import { en } from "../../lib/i18n/en.ts";
import { es } from "../../lib/i18n/es.ts";
import type { BuiltGalleryView } from "./built-gallery.ts";
import type { GalleryView } from "./use-gallery.ts";
import WeeklyAdGallery from "./WeeklyAdGallery.tsx";
import Lightbox from "./Lightbox.tsx";
import { cateringTexts, galleryTexts } from "./gallery-texts.server.ts";
import CateringSlides from "./CateringSlides.tsx";

// The gallery as the live call answers it (the build renders it for a guest), each answer as set here.
let answer: GalleryView | null = null;
vi.mock("../../shared/session/use-user.ts", () => ({ useUser: () => null }));
vi.mock("./use-gallery.ts", () => ({ useGallery: () => answer }));

const page = (n: number) => ({ PageNumber: n, GalleryType: "Weekly Ad", URL: `https://cdn.example/ad-${n}.jpg` });
const AD: GalleryView = { items: [page(1), page(2)], pdfUrl: "https://cdn.example/ad.pdf" };
const OTHERS = [{ name: "Elm Grove", href: "../elm-grove/" }];
/** A built gallery that draws nothing of its own (the live answer is shown): the image CDN's template. */
const BUILT: BuiltGalleryView = { items: [], pdfUrl: "", endsOn: "", pictures: {}, thumbs: {}, imageCdn: null };

/** The gallery loading, with its pages, and empty (with the stores that have an ad), and the lightbox. */
function everyView(texts: Record<string, string> | undefined): string[] {
  const gallery = (view: GalleryView | null) => {
    answer = view;
    const props = { storeId: "7", storeName: "Main Street", others: OTHERS, built: BUILT, ...(texts ? { texts } : {}) };
    return renderToStaticMarkup(createElement(WeeklyAdGallery, props));
  };
  const images = [1, 2].map((n) => ({ src: `ad-${n}.jpg`, alt: `page ${n}` }));
  return [
    gallery(null),
    gallery(AD),
    gallery({ items: [], pdfUrl: "" }),
    renderToStaticMarkup(createElement(Lightbox, { images, start: 1, onClose: () => {}, ...(texts ? { texts } : {}) })),
  ];
}

const html = (views: string[]) => `<html lang="es"><body>${views.join("")}</body></html>`;

describe("the weekly ad gallery's texts", () => {
  beforeEach(() => {
    answer = null;
  });

  it("writes its English on an English page, with no texts", () => {
    expect(galleryTexts("en")).toBeUndefined();
    const views = everyView(undefined).join("");
    for (const text of [
      "View Full PDF",
      "Previous page",
      "Show page 2 of 2",
      "Main Street weekly ad, page 1 of 2",
      "Open page 1 of 2 full screen",
      "No Weekly Ads found",
      "These stores have a weekly ad",
      "Loading weekly ad",
      "Zoom in",
      "Page 2 of 2",
    ])
      expect(views).toContain(text);
  });

  it("writes every text in Spanish on a Spanish page, with no English catalogue text left", () => {
    const texts = galleryTexts("es")!;
    const views = everyView(texts);
    expect(englishLeftovers(html(views), en, es, ["Main Street", "Elm Grove"])).toEqual([]);
    const all = views.join("");
    for (const text of [
      "Ver el PDF completo",
      "(se abre en una pestaña nueva)",
      "Mostrar la página 2 de 2",
      "Ofertas semanales de Main Street, página 1 de 2",
      "Abrir la página 1 de 2 en pantalla completa",
      "Estas tiendas tienen ofertas semanales",
      "Cargando las ofertas semanales",
      "Acercar",
      "Cerrar",
      "Página 2 de 2",
    ])
      expect(all).toContain(text);
  });
});

describe("the catering slideshow's texts", () => {
  const slides: GalleryView = {
    items: [1, 2].map((n) => ({ PageNumber: n, GalleryType: "Catering", URL: `https://cdn.example/menu-${n}.jpg` })),
    pdfUrl: "",
  };
  /** The slideshow loading and with two slides. */
  const views = (texts: Record<string, string> | undefined) =>
    [null, slides]
      .map((view) => {
        answer = view;
        const props = { defaultStoreId: 7, speed: 500, built: BUILT, ...(texts ? { texts } : {}) };
        return renderToStaticMarkup(createElement(CateringSlides, props));
      })
      .join("");

  it("writes its English on an English page, with no texts", () => {
    expect(cateringTexts("en")).toBeUndefined();
    const html = views(undefined);
    for (const text of [
      "Loading catering menu",
      'aria-roledescription="carousel"',
      'aria-label="Catering menu"',
      "Show slide 2 of 2",
      "Pause",
    ])
      expect(html).toContain(text);
  });

  it("writes every text in Spanish on a Spanish page, with no English catalogue text left", () => {
    const html = views(cateringTexts("es"));
    expect(englishLeftovers(`<html lang="es"><body>${html}</body></html>`, en, es, [])).toEqual([]);
    for (const text of [
      es["catering.loading"],
      'aria-roledescription="carrusel"',
      `aria-label="${es["catering.slides"]}"`,
      "Mostrar la diapositiva 2 de 2",
      es["carousel.pause"],
    ])
      expect(html).toContain(text);
  });
});
