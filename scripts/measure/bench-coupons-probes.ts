/**
 * The in-page probes of bench-coupons.ts. Each runs inside the page (Playwright serialises it), so
 * it is self-contained: it times from navigation start or from its own click to the animation frame
 * after the DOM change it waits for, on the page's own (throttled) clock.
 */

/** What the load probe records on `window.__bench` (ms since navigation start). */
export type LoadMarks = { first?: number; live?: number; page?: number; count: number; longest: number };

/**
 * Init script: records the first coupon card drawn (the build's preview cards are in the HTML, so
 * usually the first paint), the first card of the live list, the first full page of live cards and
 * the longest task.
 */
export function BENCH_PROBE(): void {
  const marks: LoadMarks = { count: 0, longest: 0 };
  (window as unknown as { __bench: LoadMarks }).__bench = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.longest = Math.max(marks.longest, entry.duration);
  }).observe({ type: "longtask", buffered: true });
  const check = () => {
    const any = document.querySelectorAll(".coupon-grid > li").length;
    const cards = document.querySelectorAll(".coupon-grid:not([data-coupon-preview]) > li").length;
    const shown = /Showing (\d+) of/.exec(document.querySelector(".coupon-shown")?.textContent ?? "");
    if (any > 0 && marks.first === undefined) {
      marks.first = -1;
      requestAnimationFrame(() => (marks.first = performance.now()));
    }
    if (cards > 0 && marks.live === undefined) {
      marks.live = -1;
      requestAnimationFrame(() => (marks.live = performance.now()));
    }
    if (shown && cards === Number(shown[1]) && marks.page === undefined) {
      marks.page = -1;
      marks.count = cards;
      requestAnimationFrame(() => (marks.page = performance.now()));
    }
  };
  // From the document's start: the preview cards arrive with the HTML, before any script runs.
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true });
}

/** Clicks "Show more coupons" and resolves the ms until the next page of cards is drawn. */
export function showMoreProbe(): Promise<number> {
  return new Promise((done) => {
    const before = document.querySelectorAll(".coupon-grid > li").length;
    const button = [...document.querySelectorAll("button")].find((b) => b.textContent === "Show more coupons");
    if (!button) return done(Number.NaN);
    const observer = new MutationObserver(() => {
      if (document.querySelectorAll(".coupon-grid > li").length <= before) return;
      observer.disconnect();
      requestAnimationFrame(() => done(performance.now() - start));
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const start = performance.now();
    button.click();
  });
}

/** Clicks "Show more coupons" until every card is drawn; resolves the total ms and the card count. */
export async function showAllProbe(): Promise<{ ms: number; cards: number }> {
  const grid = () => document.querySelectorAll(".coupon-grid > li").length;
  const more = () => [...document.querySelectorAll("button")].find((b) => b.textContent === "Show more coupons");
  const start = performance.now();
  for (let button = more(); button; button = more()) {
    const before = grid();
    button.click();
    // At most ~10 s of frames per click, so a broken button cannot hang the benchmark.
    for (let frame = 0; grid() <= before; frame++) {
      if (frame > 600) return { ms: Number.NaN, cards: grid() };
      await new Promise((next) => requestAnimationFrame(next));
    }
  }
  await new Promise((next) => requestAnimationFrame(next));
  return { ms: performance.now() - start, cards: grid() };
}

/** Types `words` into the search box and resolves the ms until the filtered grid is drawn. */
export function searchProbe(words: string): Promise<number> {
  return new Promise((done) => {
    const input = document.querySelector<HTMLInputElement>("#coupon-search");
    if (!input) return done(Number.NaN);
    const status = input.form?.querySelector('[role="status"]');
    const observer = new MutationObserver(() => {
      // The status names the matches once the filtered list is drawn; the grid then shows them.
      const matches = /^(\d+) coupons? match/.exec(status?.textContent ?? "");
      const cards = document.querySelectorAll(".coupon-grid > li").length;
      if (!matches || cards !== Math.min(48, Number(matches[1]))) return;
      observer.disconnect();
      requestAnimationFrame(() => done(performance.now() - start));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    const start = performance.now();
    // React listens for the native input event; set the value the way a keystroke does.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, words);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

/** Clicks the clip button of offer `id` and resolves the ms until the header badge changes. */
export function clipProbe(id: number): Promise<number> {
  return new Promise((done) => {
    const badge = document.querySelector("[data-cart-count]");
    const button = document.querySelector<HTMLButtonElement>(`.coupon-grid > li[data-coupon-id="${id}"] .clip-button`);
    if (!badge || !button) return done(Number.NaN);
    const before = badge.textContent;
    const observer = new MutationObserver(() => {
      if (badge.textContent === before) return;
      observer.disconnect();
      requestAnimationFrame(() => done(performance.now() - start));
    });
    observer.observe(badge, { childList: true, characterData: true, subtree: true });
    const start = performance.now();
    button.click();
  });
}

/** What the phone probe records on `window.__phone` (ms since navigation start). */
export type PhoneMarks = {
  firstPaint?: number;
  firstContentfulPaint?: number;
  /** The first coupon card drawn (the HTML's, when the page has them). */
  firstCard?: number;
  /** The first press on the first card's Clip button that did what a press does (see `press`). */
  clipWorks?: number;
  /** What that press did: a guest was sent to /login, or a member's SaveMyCart left for the gateway. */
  clipEffect?: "login" | "gateway";
  /** The coupon list's call to the gateway answered (its response's end). */
  liveList?: number;
  /** The whole list is there to search and page through ('Showing … of N', the list no longer busy). */
  listComplete?: number;
  /** Every main-thread task over 50 ms (the Long Tasks API), in ms. */
  tasks: number[];
};

/**
 * Init script of the phone load. Records the first paints, the first card and the long tasks; with
 * `press` it presses the first card's Clip button every 100 ms from the moment the card is drawn
 * until a press takes effect, which times when the button works rather than when it looks ready: a
 * guest's press starts the navigation to /login (cancelled here through the Navigation API, so the
 * page stays to be measured), a member's sends SaveMyCart (or RemoveFromCart for a coupon already clipped; seen by wrapping
 * `fetch`).
 */
export function PHONE_PROBE(press: boolean): void {
  const marks: PhoneMarks = { tasks: [] };
  (window as unknown as { __phone: PhoneMarks }).__phone = marks;
  const effect = (kind: "login" | "gateway") => {
    if (marks.clipWorks !== undefined) return;
    marks.clipWorks = performance.now();
    marks.clipEffect = kind;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === "first-paint") marks.firstPaint = entry.startTime;
      if (entry.name === "first-contentful-paint") marks.firstContentfulPaint = entry.startTime;
    }
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.tasks.push(entry.duration);
  }).observe({ type: "longtask", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (/\/GetDetailsForCoupons\//.test(entry.name))
        marks.liveList ??= (entry as PerformanceResourceTiming).responseEnd;
    }
  }).observe({ type: "resource", buffered: true });
  const nav = (window as unknown as { navigation?: EventTarget }).navigation;
  nav?.addEventListener("navigate", (event) => {
    const { destination } = event as Event & { destination: { url: string } };
    if (!/\/login\/?$/.test(new URL(destination.url).pathname)) return;
    effect("login");
    event.preventDefault();
  });
  const fetchBefore = window.fetch;
  window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
    const url = input instanceof Request ? input.url : String(input);
    if (/\/(SaveMyCart|RemoveFromCart\/)/.test(url)) effect("gateway");
    return fetchBefore.call(this, input, init);
  };
  // The first card the shopper sees: a member's page may hold the guests' cards hidden.
  const firstCard = () => [...document.querySelectorAll("main .coupon-card")].find((card) => card.checkVisibility());
  const firstButton = () => firstCard()?.querySelector<HTMLButtonElement>(".clip-button");
  const startPressing = () => {
    const timer = setInterval(() => {
      if (marks.clipWorks !== undefined) clearInterval(timer);
      else firstButton()?.click();
    }, 100);
  };
  const frameAfter = (set: (ms: number) => void) => requestAnimationFrame(() => set(performance.now()));
  const observer = new MutationObserver(() => {
    if (marks.firstCard === undefined && firstCard()) {
      marks.firstCard = -1;
      frameAfter((ms) => (marks.firstCard = ms));
      if (press) startPressing();
    }
    const shown = document.querySelector("main .coupon-shown");
    if (marks.listComplete === undefined && shown && !shown.closest('[aria-busy="true"]')) {
      marks.listComplete = -1;
      frameAfter((ms) => (marks.listComplete = ms));
    }
    if (marks.firstCard !== undefined && marks.listComplete !== undefined) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ["aria-busy"] });
}
