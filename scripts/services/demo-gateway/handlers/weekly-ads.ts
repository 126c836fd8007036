/**
 * Weekly ads: the gallery of one store's ad (pages 1575x1500 and a PDF, followed by the catering
 * menu's slides, GalleryType "Catering") and the per-store list
 * (support calls naming the chain in the body). An empty gallery answers -1, as the real one does.
 */
import type { CallContext, CallSpec } from "../calls.ts";
import { requestSchemas } from "../schemas.ts";
import type { ChainSeed, WeeklyAdSeed } from "../seed/types.ts";
import { img } from "../seed/menu.ts";
import { BASE, fail, mdy, msDate, ok } from "../wire.ts";

/** The catering menu's slides, sent in the same gallery with GalleryType "Catering". */
const CATERING_SLIDES = ["Party platters", "Hot meals", "Celebration cakes"];

/** URL of one ad page image. */
export function adPageUrl(site: string, storeId: number, page: number): string {
  return `${BASE}/images/weekly-ad/${site}/${storeId}/${page}.jpg`;
}

/** The ad of a store (by ClientStoreId or WeeklyAdStoreId). The seed holds only this week's ads. */
function adFor(chain: ChainSeed, storeId: number): WeeklyAdSeed | undefined {
  const store = chain.stores.find((s) => s.ClientStoreId === storeId || s.WeeklyAdStoreId === storeId);
  const id = store?.ClientStoreId ?? storeId;
  return chain.weeklyAds.find((ad) => ad.storeId === id);
}

function gallery({ chain, params }: CallContext) {
  const storeId = Number(params["storeId"]);
  const ad = adFor(chain, storeId);
  if (ad === undefined) return fail("No WeeklyAds available.");
  return ok({
    AdStartDate: mdy(ad.validFrom),
    AdEndDate: mdy(ad.expires),
    GalleryItems: Array.from({ length: ad.pages }, (_, i) => ({
      // The real gateway sends page numbers as text.
      PageNumber: String(i + 1),
      URL: adPageUrl(chain.site, ad.storeId, i + 1),
      GalleryType: "WeeklyAd",
    })).concat(
      CATERING_SLIDES.map((name, i) => ({
        PageNumber: String(i + 1),
        URL: img("catering", chain.site, name),
        GalleryType: "Catering",
      })),
    ),
    PDFURL: ad.pdf ? `${BASE}/files/weekly-ad/${chain.site}/${ad.storeId}.pdf` : "",
  });
}

function byStore({ chain }: CallContext) {
  const ads = chain.stores.flatMap((store) => {
    const ad = adFor(chain, store.ClientStoreId);
    if (ad === undefined) return [];
    return [
      {
        STOREID: store.ClientStoreId,
        STORENAME: store.ClientStoreName,
        VALIDFROMDATE: msDate(ad.validFrom),
        EXPIRESON: msDate(ad.expires),
        PDFFILENAME: adPageUrl(chain.site, store.ClientStoreId, 1),
        ADDRESSLINE1: store.AddressLine1,
      },
    ];
  });
  return ok({ WeeklyAds: ads }, ads.length === 0 ? "No WeeklyAds available." : "Success");
}

/** Weekly ad calls. */
export const weeklyAdCalls: CallSpec[] = [
  {
    name: "WeeklyAdGallery",
    method: "GET",
    path: "/WeeklyAdGallery/:token/:storeId",
    auth: "browse",
    token: { param: "token" },
    handler: gallery,
  },
  {
    name: "GetWeeklyAdsByStore",
    method: "POST",
    path: "/GetWeeklyAdsByStore",
    schema: requestSchemas.GetWeeklyAdsByStore,
    chainFrom: "body",
    handler: byStore,
  },
  {
    name: "GetWeeklyAdsByCustomer",
    method: "POST",
    path: "/GetWeeklyAdsByCustomer",
    schema: requestSchemas.GetWeeklyAdsByCustomer,
    chainFrom: "body",
    handler: byStore,
  },
];
