/**
 * The relay as a Node server: `startFormRelay` (npm start, the e2e setup) and main.ts (deployed on
 * its own). The client address is the socket's; behind a proxy set FORM_RELAY_TRUST_PROXY=1 to use
 * the first X-Forwarded-For entry instead.
 */
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { listenLoopback } from "../lib/listen.ts";
import { getRequestListener, type HttpBindings } from "@hono/node-server";
import { createRelayApp, type RelayOptions } from "./app.ts";

/** The client address of a Node request. */
export function nodeClientAddress(trustProxy: boolean): (c: Context<{ Bindings: HttpBindings }>) => string {
  return (c) => {
    if (trustProxy) {
      const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
      if (forwarded) return forwarded;
    }
    return getConnInfo(c).remote.address ?? "unknown";
  };
}

/** A running relay. */
export type RunningRelay = { url: string; port: number; close(): Promise<void> };

/** Starts the relay on the loopback addresses (0 = any free port). */
export async function startFormRelay(
  port: number,
  options: Omit<RelayOptions<HttpBindings>, "clientAddress"> & { trustProxy?: boolean },
): Promise<RunningRelay> {
  const app = createRelayApp<HttpBindings>({
    ...options,
    clientAddress: nodeClientAddress(options.trustProxy ?? false),
  });
  const listening = await listenLoopback(getRequestListener(app.fetch), port, "form relay");
  return { url: `http://localhost:${listening.port}`, port: listening.port, close: listening.close };
}
