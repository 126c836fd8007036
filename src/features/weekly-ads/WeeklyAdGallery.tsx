/**
 * A store's weekly ad (spec 000 §2 Weekly ads): 'View Full PDF' at top and bottom when the gallery
 * has a PDF, a slider of the ad pages with arrows and dots, thumbnails that open a full-screen
 * lightbox, 'No Weekly Ads found' when empty and a loading image while pending. The pages are
 * 1575x1500: their box is reserved before they arrive, so nothing below moves. The gallery the build
 * pulled (`built`) is in the page's HTML, its first page the build's own responsive picture; the live
 * gallery replaces it when it answers, keeping the build's pictures for the pages it still has.
 */
import { useRef, useState } from "react";
import Loader from "../../components/Loader.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { cdnImageUrl } from "../../tenant/image-cdn.ts";
import AdPagePicture from "./AdPagePicture.tsx";
import { useUser } from "../../shared/session/use-user.ts";
import Lightbox from "./Lightbox.tsx";
import { useGallery } from "./use-gallery.ts";
import { builtView, imageCdnOf, type BuiltGalleryView } from "./built-gallery.ts";
import { AD_IMAGE_WIDTH, NO_WEEKLY_ADS_TEXT, VIEW_PDF_TEXT, adPages, galleryStoreId, wrapIndex } from "./weekly-ads.ts";
import { tr, type Texts } from "../../lib/i18n/shown-text.ts";
import { trFill } from "../../lib/i18n/shown-template.ts";

type Props = {
  /** The store id of the page's address. */
  storeId: string;
  /** The store's name, for image texts. */
  storeName: string;
  /** The other stores with a current ad (name and link), offered when this one has none. */
  others?: { name: string; href: string }[];
  /** The store's gallery as the build pulled it (guests' view), drawn until the live one answers. */
  built?: BuiltGalleryView;
  /** Its texts on a page in another language, keyed by their English (gallery-texts.server.ts). */
  texts?: Texts;
};

/** 'Show page {n} of {count}' and the like, with a page's number and the count. */
const pageText = (texts: Texts | undefined, english: string, i: number, count: number, store = "") =>
  trFill(texts, english, { n: String(i + 1), count: String(count), store });

function PdfLink({ url, texts }: { url: string; texts: Texts | undefined }) {
  return (
    <p className="weekly-ad-pdf">
      <a className="button" href={url} target="_blank" rel="noopener noreferrer">
        {tr(texts, VIEW_PDF_TEXT)}
        <span className="visually-hidden"> {tr(texts, "(opens in a new tab)")}</span>
      </a>
    </p>
  );
}

/** 'No Weekly Ads found', and the stores that have one. */
function NoAd({ others, texts }: { others: { name: string; href: string }[]; texts: Texts | undefined }) {
  return (
    <>
      <p className="weekly-ad-empty">{tr(texts, NO_WEEKLY_ADS_TEXT)}</p>
      {others.length > 0 && (
        <nav className="weekly-ad-others" aria-labelledby="weekly-ad-others-title">
          <h2 id="weekly-ad-others-title">{tr(texts, "These stores have a weekly ad")}</h2>
          <ul>
            {others.map((store) => (
              <li key={store.href}>
                <a href={store.href}>{store.name}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}

/** The slider's arrows (wrapping) and a dot per page. */
function PageControls({
  pages,
  at,
  onShow,
  texts,
}: {
  pages: { URL: string }[];
  at: number;
  onShow: (i: number) => void;
  texts: Texts | undefined;
}) {
  return (
    <div className="carousel-controls">
      <button
        type="button"
        className="carousel-arrow"
        aria-label={tr(texts, "Previous page")}
        onClick={() => onShow(wrapIndex(at, -1, pages.length))}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <div className="carousel-dots">
        {pages.map((page, i) => (
          <button
            key={page.URL}
            type="button"
            className="carousel-dot"
            aria-current={i === at}
            onClick={() => onShow(i)}
          >
            <span className="visually-hidden">{pageText(texts, "Show page {n} of {count}", i, pages.length)}</span>
          </button>
        ))}
      </div>
      <button
        type="button"
        className="carousel-arrow"
        aria-label={tr(texts, "Next page")}
        onClick={() => onShow(wrapIndex(at, 1, pages.length))}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}

/** The weekly ad of one store. */
export default function WeeklyAdGallery({ storeId, storeName, others = [], built, texts }: Props) {
  const user = useUser();
  // The build's gallery is drawn as built; once hydrated, not after the ad's last day.
  const hydrated = useHydrated();
  const shown = builtView(built, hydrated ? new Date() : null);
  const gallery = useGallery(user, galleryStoreId(storeId, user ?? null), shown);
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);

  if (gallery === null) {
    return (
      <div className="weekly-ad-stage">
        <Loader label={tr(texts, "Loading weekly ad")} />
      </div>
    );
  }
  const pages = adPages(gallery.items);
  if (pages.length === 0) return <NoAd others={others} texts={texts} />;
  const alt = (i: number) => pageText(texts, "{store} weekly ad, page {n} of {count}", i, pages.length, storeName);
  // A live gallery with fewer pages than the one shown keeps the index on its last page.
  const at = Math.min(index, pages.length - 1);
  const current = pages[at]!;
  const cdn = imageCdnOf(built);

  return (
    <div className="weekly-ad">
      {gallery.pdfUrl !== "" && <PdfLink url={gallery.pdfUrl} texts={texts} />}
      <section
        className="weekly-ad-slider"
        aria-roledescription={tr(texts, "carousel")}
        aria-label={tr(texts, "Weekly ad pages")}
      >
        <div className="weekly-ad-stage">
          <AdPagePicture kind="stage" url={current.URL} built={built} alt={alt(at)} cdn={cdn} />
        </div>
        {pages.length > 1 && <PageControls pages={pages} at={at} onShow={setIndex} texts={texts} />}
      </section>
      <ul className="weekly-ad-thumbs">
        {pages.map((page, i) => (
          <li key={page.URL}>
            <button
              type="button"
              onClick={(e) => {
                opener.current = e.currentTarget;
                setOpen(i);
              }}
            >
              <AdPagePicture kind="thumb" url={page.URL} built={built} alt="" cdn={cdn} />
              <span className="visually-hidden">
                {pageText(texts, "Open page {n} of {count} full screen", i, pages.length)}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {gallery.pdfUrl !== "" && <PdfLink url={gallery.pdfUrl} texts={texts} />}
      {open !== null && (
        <Lightbox
          images={pages.map((p, i) => ({ src: cdnImageUrl(p.URL, cdn, AD_IMAGE_WIDTH), alt: alt(i) }))}
          start={open}
          texts={texts}
          onClose={() => {
            setOpen(null);
            opener.current?.focus();
          }}
        />
      )}
    </div>
  );
}
