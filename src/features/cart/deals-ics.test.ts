import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { calendarCount, couponCalendar, escapeText, eventUid, foldLine, type CalendarContext } from "./deals-ics.ts";
import { calendarFileName } from "./deals-sheet.ts";
import { cartTexts } from "./cart-texts.server.ts";
import { fill } from "../../lib/i18n/catalogue.ts";
import { es } from "../../lib/i18n/es.ts";

const CTX: CalendarContext = {
  chain: "Fresh Mart; Main St, \\ Co",
  site: "freshmart",
  host: "www.freshmart.example",
  couponUrl: (c) => `https://www.freshmart.example/coupons/all/?q=${encodeURIComponent(c.title)}`,
  now: new Date(Date.UTC(2026, 10, 28, 12, 30, 5)),
};
const COUPONS = [
  {
    offerId: 100001,
    title: "Butcher's Choice Shrimp",
    offer: "Any bag, 2 lb",
    value: "$3.00",
    expiresOn: "2026-12-31",
  },
  {
    offerId: 100002,
    title: "Crème fraîche — Ωmega brand, très long titre qui dépasse la ligne de soixante-quinze octets",
    offer: "",
    value: "",
    expiresOn: "2027-01-15",
  },
  { offerId: 100003, title: "No expiry", offer: "", value: "", expiresOn: "" },
];

/** The events as a real iCalendar parser reads them. */
function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v)) };
}

describe("couponCalendar (RFC 5545)", () => {
  const text = couponCalendar(COUPONS, CTX);
  const { calendar, events } = parsed(text);

  it("is a VCALENDAR 2.0 with CRLF lines of at most 75 octets", () => {
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    // An X- property has no declared type, so the parser leaves its text escaped.
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Fresh Mart\\; Main St\\, \\\\ Co coupons");
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of text.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it("has one all-day event per coupon with an expiry day, on that day", () => {
    expect(events).toHaveLength(2);
    expect(calendarCount(COUPONS)).toBe(2);
    const [first, second] = events;
    expect(first?.startDate.isDate).toBe(true);
    expect(first?.startDate.toString()).toBe("2026-12-31");
    expect(first?.endDate.toString()).toBe("2027-01-01");
    expect(second?.startDate.toString()).toBe("2027-01-15");
  });

  it("names the coupon and the chain, links to the coupon and keeps every character", () => {
    const [first, second] = events;
    expect(first?.summary).toBe("Coupon expires: Butcher's Choice Shrimp (Fresh Mart; Main St, \\ Co)");
    expect(first?.description).toContain("Any bag, 2 lb\nValue: $3.00\nClipped at Fresh Mart; Main St, \\ Co.");
    expect(first?.component.getFirstPropertyValue("url")).toBe(
      "https://www.freshmart.example/coupons/all/?q=Butcher's%20Choice%20Shrimp",
    );
    expect(second?.summary).toBe(`Coupon expires: ${COUPONS[1]?.title} (${CTX.chain})`);
  });

  it("gives each event a stable UID: a second download updates rather than duplicates", () => {
    const later = parsed(couponCalendar(COUPONS, { ...CTX, now: new Date(Date.UTC(2026, 11, 2)) })).events;
    expect(events.map((e) => e.uid)).toEqual([
      "coupon-100001-expiry.freshmart@www.freshmart.example",
      "coupon-100002-expiry.freshmart@www.freshmart.example",
    ]);
    expect(later.map((e) => e.uid)).toEqual(events.map((e) => e.uid));
    expect(eventUid({ offerId: 100001 }, "greenvalley", "www.freshmart.example")).not.toBe(events[0]?.uid);
  });

  it("stamps the file and reminds the day before", () => {
    const [first] = events;
    expect(first?.component.getFirstPropertyValue("dtstamp")?.toString()).toBe("2026-11-28T12:30:05Z");
    const alarm = first?.component.getFirstSubcomponent("valarm");
    expect(alarm?.getFirstPropertyValue("action")).toBe("DISPLAY");
    expect(alarm?.getFirstPropertyValue("trigger")?.toString()).toBe("-PT15H");
  });

  it("an empty list is still a valid calendar", () => {
    expect(parsed(couponCalendar([], CTX)).events).toHaveLength(0);
  });
});

describe("the calendar of a Spanish page", () => {
  const { calendar, events } = parsed(couponCalendar(COUPONS, { ...CTX, chain: "Fresh Mart", texts: cartTexts("es") }));

  it("says in Spanish what the product writes; the coupons' texts stay as sent", () => {
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(fill(es["cart.icsCalendar"], { chain: "Fresh Mart" }));
    const [first] = events;
    expect(first?.summary).toBe(fill(es["cart.icsExpires"], { title: COUPONS[0]!.title, chain: "Fresh Mart" }));
    expect(first?.description.split("\n")).toEqual([
      "Any bag, 2 lb",
      fill(es["cart.icsValue"], { value: "$3.00" }),
      fill(es["cart.icsClippedAt"], { chain: "Fresh Mart" }),
      CTX.couponUrl(COUPONS[0]!),
    ]);
    expect(first?.description).not.toMatch(/Value|Clipped/);
  });

  it("names its file in Spanish", () => {
    expect(calendarFileName("freshmart", cartTexts("es"))).toBe("freshmart-vencimiento-cupones.ics");
  });
});

describe("text values", () => {
  it("escapes backslash, semicolon, comma and newlines", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  it("folds long lines without cutting a character", () => {
    const folded = foldLine(`SUMMARY:${"é".repeat(80)}`);
    const lines = folded.split("\r\n");
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.startsWith(" "))).toBe(true);
    expect(lines.map((l, i) => (i === 0 ? l : l.slice(1))).join("")).toBe(`SUMMARY:${"é".repeat(80)}`);
  });
});
