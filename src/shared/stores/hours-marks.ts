/**
 * Browser side of a store's hours (StoreHours.astro): marks today's line ('(today)', bold) and says
 * 'Open now' or 'Closed now' at this minute in the chain's time zone (the block's `data-time-zone`),
 * again every minute, in the words the block carries (`data-*-text`, the page's language). Hours the
 * parser cannot read for today stay as written, with no claim.
 */
import { hoursNow } from "./hours.ts";

type Block = { lines: HTMLElement[]; texts: string[]; zone: string; now: HTMLElement | null; words: DOMStringMap };

function mark(blocks: Block[]): void {
  const at = new Date();
  for (const { lines, texts, zone, now, words } of blocks) {
    const { today, open } = hoursNow(texts, at, zone);
    lines.forEach((line, i) => {
      const on = i === today;
      line.toggleAttribute("data-today", on);
      line.querySelector(".store-hours-today")?.remove();
      if (on) {
        const tag = document.createElement("span");
        tag.className = "store-hours-today";
        tag.textContent = words["todayText"] ?? "";
        line.append(tag);
      }
    });
    if (now === null) continue;
    now.textContent = open === null ? "" : (words[open ? "openText" : "closedText"] ?? "");
    if (open === null) now.removeAttribute("data-open");
    else now.dataset["open"] = String(open);
  }
}

/** Marks every store hours block of the page, now and at every minute. */
export function markStoreHours(root: ParentNode = document): void {
  const blocks = [...root.querySelectorAll<HTMLElement>("[data-store-hours]")].map((el) => {
    const lines = [...el.querySelectorAll<HTMLElement>("[data-hours-line]")];
    return {
      lines,
      texts: lines.map((l) => l.textContent.trim()),
      zone: el.dataset["timeZone"] ?? "America/New_York",
      now: el.querySelector<HTMLElement>("[data-hours-now]"),
      // ' (today)', 'Open now', 'Closed now' in the page's language (StoreHours.astro).
      words: el.dataset,
    };
  });
  if (blocks.length === 0) return;
  mark(blocks);
  window.setInterval(() => mark(blocks), 60_000);
}
