/**
 * Stand-ins for outside services, so no demo link leaves the machine: the hiring service (job list
 * of an organisation as a bare JSON array, as that service answers, and an application page per
 * job) and placeholder pages for app-store listings, social profiles and other external links.
 */
import type { Hono } from "hono";
import type { HttpBindings } from "@hono/node-server";
import { withFault, sendJson } from "../calls.ts";
import type { Gateway } from "../gateway.ts";
import type { ChainSeed } from "../seed/types.ts";

const escape = (s: string): string =>
  s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch);

function chainOf(gw: Gateway, org: string): ChainSeed | undefined {
  return [...gw.chains.values()].find((c) => c.jobs?.organisationKey === org);
}

/** Registers the job service and external placeholder routes. */
export function registerExternal(app: Hono<{ Bindings: HttpBindings }>, gw: Gateway): void {
  app.get("/jobs/:org", async (c) => {
    const chain = chainOf(gw, c.req.param("org"));
    return withFault(c, gw, chain?.site ?? null, "jobs", () =>
      chain?.jobs == null ? c.json({ error: "Organisation not found" }, 404) : sendJson(c, gw, chain.jobs.jobs),
    );
  });
  app.get("/jobs/:org/apply/:hash", (c) => {
    const job = chainOf(gw, c.req.param("org"))?.jobs?.jobs.find((j) => j.job_hash === c.req.param("hash"));
    if (job === undefined) return c.html("<!doctype html><title>Job not found</title><h1>Job not found</h1>", 404);
    return c.html(
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>${escape(job.title)}</title>` +
        `<main><h1>${escape(job.title)}</h1><p>${escape(job.city)}</p>` +
        `<p>Applications are taken by the hiring service. This demo page stands in for it.</p></main></html>`,
    );
  });
  // Map tiles: a plain placeholder per tile (no outside tile server exists here), cached a day.
  app.get("/tiles/:z/:x/:file", (c) => {
    const [z, x, y] = [c.req.param("z"), c.req.param("x"), c.req.param("file").replace(/\.svg$/, "")].map(Number);
    if (![z, x, y].every((n) => Number.isInteger(n) && n! >= 0)) return c.text("Not found", 404);
    const shade = (x! + y!) % 2 === 0 ? "#eef3ea" : "#e6eee0";
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">` +
      `<rect width="256" height="256" fill="${shade}"/>` +
      `<path d="M0 128H256M128 0V256" stroke="#d3dccb" stroke-width="2"/>` +
      `<path d="M0 0H256V256" fill="none" stroke="#c5cfbd"/></svg>`;
    return c.body(svg, 200, { "content-type": "image/svg+xml", "cache-control": "public, max-age=86400" });
  });
  // A chain's custom analytics script (ANALYTICS.scripts): marks the page, so a test can see it ran.
  app.get("/scripts/analytics/:file", (c) => {
    const site = c.req.param("file").replace(/\.js$/, "");
    if (!gw.chains.has(site)) return c.text("Not found", 404);
    const body = `document.documentElement.setAttribute("data-demo-analytics", ${JSON.stringify(site)});\n`;
    return c.body(body, 200, { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-store" });
  });
  app.get("/external/:kind/:site", (c) => {
    const chain = gw.chains.get(c.req.param("site"));
    const kind = c.req.param("kind").replace(/[^a-z0-9-]/gi, "");
    const title = `${chain?.name ?? "Demo"}: ${kind.replace(/-/g, " ")}`;
    return c.html(
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>${escape(title)}</title>` +
        `<main><h1>${escape(title)}</h1><p>This page stands in for an outside site in the demo.</p></main></html>`,
    );
  });
}
