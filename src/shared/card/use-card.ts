/**
 * The member's card for its barcode (cart page, My Account): GetMyCardAndSaveAmountInfo once per
 * token. -1001 goes to the session's handler; any other failure, or an answer without a barcode
 * address, is logged and shown as "could not load".
 *
 * The barcode last shown is remembered with the session (`rememberCard`, cleared at logout), so a
 * returning member sees it at once — at the till too, on a weak connection — while the call
 * refreshes it; the head's guard script has already asked for the image (GuardRedirect `card`).
 * When the refresh fails, the remembered barcode stays. A copy of the image itself is kept with it
 * (`imageCopy`, a `data:` URL), so the barcode shows at the till with the network off.
 */
import { useMemo } from "react";
import type { CallResult } from "../../api/client.ts";
import type { GetMyCardAndSaveAmountInfoResponse } from "../../api/cart.ts";
import type { CachedCard } from "../session/session-core.ts";
import { cachedCard, rememberCard } from "../session/member-memory.ts";
import { unlessLeaving, useLoad } from "../../lib/use-load.ts";
import { handleSessionExpired } from "../session/site-client.ts";
import type { CardState } from "./CardImage.tsx";

/** Where the barcode is remembered (the session's storage; tests pass their own). */
export type CardMemory = { read: (member: string) => CachedCard | null; write: (card: CachedCard) => void };

const sessionMemory: CardMemory = { read: cachedCard, write: rememberCard };

const ready = (card: Pick<CachedCard, "url" | "number">): CardState => ({
  state: "ready",
  url: card.url,
  number: card.number,
});

/** Largest barcode image kept in storage (bytes). */
const MAX_IMAGE_BYTES = 200_000;

/**
 * The barcode image as a `data:` URL, or null when it cannot be read (no CORS on the image host,
 * not an image, too large): the remembered address then still serves online.
 */
export async function imageCopy(url: string, fetchImage: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetchImage(url, { mode: "cors", credentials: "omit" });
    const blob = await response.blob();
    if (!response.ok || !blob.type.startsWith("image/") || blob.size > MAX_IMAGE_BYTES) return null;
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = "";
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return `data:${blob.type.split(";")[0]};base64,${btoa(binary)}`;
  } catch {
    return null;
  }
}

/**
 * The card of an answer, remembered with its image copy when the address is unchanged; null for a
 * failed call or an answer without a barcode address (logged). -1001 never reaches here.
 */
export function cardOf(
  result: CallResult<GetMyCardAndSaveAmountInfoResponse>,
  memberNumber: string,
  memory: CardMemory,
): CachedCard | null {
  if (!result.ok || result.data.BarCodeUrl.trim() === "") {
    console.warn("GetMyCardAndSaveAmountInfo failed", result.ok ? "no BarCodeUrl" : result.kind);
    return null;
  }
  const card = { url: result.data.BarCodeUrl, number: result.data.MemberNumber || memberNumber };
  const known = memory.read(memberNumber);
  const image = known?.url === card.url ? known.image : undefined;
  const remembered = { member: memberNumber, ...card, ...(image ? { image } : {}) };
  memory.write(remembered);
  return remembered;
}

/** Loads the card of `token` (nothing while null); `memberNumber` names the card until it answers. */
export function useCard(
  token: string | null,
  memberNumber: string,
  fetchCard: (token: string) => Promise<CallResult<GetMyCardAndSaveAmountInfoResponse>>,
  memory: CardMemory = sessionMemory,
): CardState {
  const remembered = useMemo(() => (token === null ? null : memory.read(memberNumber)), [token, memberNumber, memory]);
  const load = useLoad(token === null ? null : `${token}\n${memberNumber}`, async (signal) => {
    const result = await unlessLeaving(fetchCard(token ?? ""), signal, handleSessionExpired);
    const card = cardOf(result, memberNumber, memory);
    // A copy of the image for the till offline (once per address).
    if (card !== null && card.image === undefined) {
      void imageCopy(card.url).then((copy) => {
        if (!signal.aborted && copy !== null) memory.write({ ...card, image: copy });
      });
    }
    return card;
  });
  if (load.status === "ready" && load.data !== null) return ready(load.data);
  // Offline or before the answer: the kept copy of the image draws without the network.
  if (remembered !== null) return ready({ url: remembered.image ?? remembered.url, number: remembered.number });
  return load.status === "loading" ? { state: "loading" } : { state: "failed" };
}
