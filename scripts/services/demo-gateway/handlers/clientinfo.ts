/**
 * GET clientinfo?FileName=domainFileMap (host → site key) and GET clientinfo?FileName={site}
 * (the chain's settings). The real gateway reports failure here in `error`, not in an ErrorMessage.
 */
import type { Hono } from "hono";
import type { HttpBindings } from "@hono/node-server";
import { withFault, sendJson } from "../calls.ts";
import type { Gateway } from "../gateway.ts";

/**
 * Host → site key for every chain: `<site>.localhost`, `www.<site>.example` and a chain file's
 * `hosts`. A host has one owner: a chain's own two hosts first, then the extra hosts in chain order,
 * so a chain added by data never takes a host another chain already has.
 */
export function domainFileMap(gw: Gateway): Record<string, string> {
  const map: Record<string, string> = {};
  for (const site of gw.chains.keys()) {
    map[`${site}.localhost`] = site;
    map[`www.${site}.example`] = site;
  }
  for (const [site, chain] of gw.chains) for (const host of chain.hosts ?? []) map[host.toLowerCase()] ??= site;
  return map;
}

/** Registers the clientinfo route. */
export function registerClientInfo(app: Hono<{ Bindings: HttpBindings }>, gw: Gateway): void {
  app.get("/clientinfo", async (c) => {
    const file = (c.req.query("FileName") ?? "").trim();
    if (file === "domainFileMap") {
      return withFault(c, gw, null, "domainFileMap", () => sendJson(c, gw, { error: null, data: domainFileMap(gw) }));
    }
    const chain = gw.chains.get(file.toLowerCase());
    return withFault(c, gw, chain?.site ?? file, "clientinfo", () =>
      chain === undefined
        ? sendJson(c, gw, { error: `No configuration found for '${file}'.`, basename: "", data: null, common: {} })
        : sendJson(c, gw, { error: null, basename: chain.basename, data: chain.data, common: chain.common }),
    );
  });
}
