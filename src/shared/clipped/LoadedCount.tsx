/**
 * '{n} of {limit} loaded' beside Clip all and on the cart, for a signed-in member on a chain with a load cap
 * (local.json `flags.clipLimit`): how close the card is to the cap before a clip is refused.
 * Nothing for guests, on chains without a cap, or before hydration (the build knows no member).
 */
import { useTexts } from "../../lib/i18n/page-texts.ts";
import { useSyncExternalStore } from "react";
import { useUser } from "../session/use-user.ts";
import { readSiteConfig } from "../../lib/site-config.ts";
import { loadedText } from "./loaded-text.ts";

const noChange = () => () => {};
const clipLimit = () => readSiteConfig().clipLimit ?? null;

/** The count line; `loaded` is the number of coupons on the card now. */
export default function LoadedCount({ loaded }: { loaded: number }) {
  const user = useUser();
  const limit = useSyncExternalStore(noChange, clipLimit, () => null);
  const texts = useTexts();
  if (!user || limit === null) return null;
  return <p className="clip-status clip-all-loaded">{loadedText(loaded, limit, texts)}</p>;
}
