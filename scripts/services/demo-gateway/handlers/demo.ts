/**
 * Test-only control endpoints under /__demo/ (sent e-mails, faults, members, reset, sessions).
 * They exist only when the gateway runs in demo mode; a production gateway is a different system.
 */
import type { Hono } from "hono";
import type { HttpBindings } from "@hono/node-server";
import { announceChange, parseNewCoupon } from "../coupon-changes.ts";
import { parseFault } from "../faults.ts";
import { membersOf, type Gateway } from "../gateway.ts";
import { cardProblem } from "../members.ts";
import { toSpecial } from "../offers.ts";
import { DAY } from "../wire.ts";
import type { CouponSeed } from "../seed/types.ts";

/**
 * Adds a coupon to a chain (`POST /__demo/coupons`, body `{ site, title, amount?, productName?,
 * details?, categoryId?, featured?, first? }`): an offer ($1.00 unless `amount` says otherwise)
 * running from yesterday for a week, in the chain's first department unless one is named, first in
 * the lists with `first: true`. Returns it, or why not.
 */
function addCoupon(gw: Gateway, body: unknown): CouponSeed | string {
  const { site, first } = (body ?? {}) as Record<string, unknown>;
  const chain = gw.chains.get(typeof site === "string" ? site : "");
  if (chain === undefined) return "unknown site";
  const fields = parseNewCoupon(body);
  if (typeof fields === "string") return fields;
  const department = chain.departments.find((d) => d.id === fields.categoryId) ?? chain.departments[0];
  if (department === undefined) return "the chain has no department";
  const id = gw.store.nextId() + 900_000;
  const amount = fields.amount ?? 1;
  const coupon: CouponSeed = {
    id,
    title: fields.title,
    productName: fields.productName ?? fields.title,
    details: fields.details ?? `${fields.title}, added at the gateway.`,
    amount,
    isPercent: false,
    plu: `$${amount.toFixed(2)}`,
    newsCategoryId: 2,
    categoryId: department.id,
    limit: 0,
    featured: fields.featured ?? false,
    validFrom: gw.now() - DAY,
    expires: gw.now() + 7 * DAY,
    upc: String(id),
    ncrCode: "",
    customerName: chain.coupons[0]?.customerName ?? chain.site,
  };
  (gw.store.state.addedCoupons[chain.site] ??= []).push({ coupon, first: first === true });
  gw.store.changed();
  return coupon;
}

/** Registers the /__demo/ routes. */
export function registerDemo(app: Hono<{ Bindings: HttpBindings }>, gw: Gateway): void {
  app.get("/__demo/emails", (c) => {
    const site = c.req.query("site");
    const to = c.req.query("to")?.toLowerCase();
    const emails = gw.store.state.emails.filter(
      (e) => (site === undefined || e.site === site) && (to === undefined || e.to.toLowerCase().includes(to)),
    );
    return c.json({ emails });
  });
  app.delete("/__demo/emails", (c) => {
    const site = c.req.query("site");
    gw.store.state.emails = site === undefined ? [] : gw.store.state.emails.filter((e) => e.site !== site);
    gw.store.changed();
    return c.json({ ok: true });
  });

  app.get("/__demo/faults", (c) => c.json({ faults: gw.faults.list() }));
  app.post("/__demo/faults", async (c) => {
    const parsed = parseFault(await c.req.json().catch(() => null));
    if (typeof parsed === "string") return c.json({ ok: false, error: parsed }, 400);
    gw.faults.add(parsed.site, parsed.call, parsed.fault, parsed.times, parsed.rate, parsed.seed, parsed.match);
    return c.json({ ok: true });
  });
  app.delete("/__demo/faults", (c) => {
    gw.faults.clear();
    return c.json({ ok: true });
  });

  app.post("/__demo/reset", (c) => {
    gw.store.reset();
    gw.faults.clear();
    return c.json({ ok: true });
  });

  app.post("/__demo/save", (c) => {
    gw.store.changed();
    return c.json({ ok: true });
  });
  app.post("/__demo/expire-sessions", async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { site?: unknown };
    for (const session of Object.values(gw.store.state.sessions)) {
      if (body.site === undefined || session.site === body.site) session.expiresAt = 0;
    }
    gw.store.changed();
    return c.json({ ok: true });
  });

  // A new offer at the chain's gateway, then the signed webhook naming the chain (if configured).
  app.post("/__demo/coupons", async (c) => {
    const body = (await c.req.json().catch(() => null)) as { site?: unknown } | null;
    const added = addCoupon(gw, body);
    if (typeof added === "string") return c.json({ ok: false, error: added, sites: [...gw.chains.keys()] }, 400);
    const site = body?.site as string;
    const webhook = await announceChange(gw.webhook, { site, event: "coupons.changed", coupon: added.id });
    return c.json({ ok: true, coupon: toSpecial(added, false), webhook });
  });

  app.get("/__demo/members", (c) => {
    const chain = gw.chains.get(c.req.query("site") ?? "");
    if (chain === undefined) return c.json({ error: "unknown site", sites: [...gw.chains.keys()] }, 400);
    const members = membersOf(gw, chain.site).map(({ Password: _secret, ...rest }) => rest);
    return c.json({ members });
  });
  app.get("/__demo/cards", (c) => {
    const chain = gw.chains.get(c.req.query("site") ?? "");
    if (chain === undefined) return c.json({ error: "unknown site", sites: [...gw.chains.keys()] }, 400);
    const { cardPrefix, cardLength } = chain.behaviour;
    const cards: string[] = [];
    for (let n = 1; cards.length < 5 && n < 1000; n++) {
      const card = cardPrefix + String(n).padStart(cardLength - cardPrefix.length, "0");
      if (cardProblem(gw, chain, card) === null) cards.push(card);
    }
    return c.json({ cards });
  });
}
