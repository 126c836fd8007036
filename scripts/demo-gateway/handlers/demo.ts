/**
 * Test-only control endpoints under /__demo/ (sent e-mails, faults, members, reset, sessions).
 * They exist only when the gateway runs in demo mode; a production gateway is a different system.
 */
import type { Hono } from "hono";
import type { HttpBindings } from "@hono/node-server";
import { addCoupon, announceChange, parseNewCoupon } from "../coupon-changes.ts";
import { parseFault } from "../faults.ts";
import { membersOf, type Gateway } from "../gateway.ts";
import { cardProblem } from "../members.ts";

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
    gw.faults.add(parsed.site, parsed.call, parsed.fault, parsed.times);
    return c.json({ ok: true });
  });
  app.delete("/__demo/faults", (c) => {
    gw.faults.clear();
    return c.json({ ok: true });
  });

  app.post("/__demo/reset", (c) => {
    gw.store.reset();
    gw.faults.clear();
    for (const [site, ids] of gw.added) {
      const chain = gw.chains.get(site);
      if (chain) chain.coupons = chain.coupons.filter((coupon) => !ids.has(coupon.id));
    }
    gw.added.clear();
    return c.json({ ok: true });
  });

  // A new offer at the chain's gateway: first in every list, then the signed webhook (if configured).
  app.post("/__demo/coupons", async (c) => {
    const body = (await c.req.json().catch(() => null)) as { site?: unknown } | null;
    const chain = gw.chains.get(typeof body?.site === "string" ? body.site : "");
    if (chain === undefined) return c.json({ ok: false, error: "unknown site", sites: [...gw.chains.keys()] }, 400);
    const fields = parseNewCoupon(body);
    if (typeof fields === "string") return c.json({ ok: false, error: fields }, 400);
    const coupon = addCoupon(chain, fields, gw.now());
    const ids = gw.added.get(chain.site) ?? new Set<number>();
    gw.added.set(chain.site, ids.add(coupon.id));
    const webhook = await announceChange(gw.webhook, { site: chain.site, event: "coupons.changed", coupon: coupon.id });
    return c.json({ ok: true, coupon: { id: coupon.id, title: coupon.title }, webhook });
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
