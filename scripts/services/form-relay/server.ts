/**
 * The relay as a Node server: `startFormRelay` (npm start, the e2e setup) and main.ts (deployed on
 * its own). The client address is the socket's; behind N reverse proxies set `trustProxy` to N
 * (`TRUST_PROXY`) to take the Nth X-Forwarded-For entry from the right (client-address.ts).
 */
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { listenLoopback } from "../../lib/listen.ts";
import { getRequestListener, type HttpBindings } from "@hono/node-server";
import { createRelayApp, type RelayOptions } from "./app.ts";
import { clientAddressBehind } from "./client-address.ts";

/** The client address of a Node request behind `trustProxy` trusted proxy hops. */
export function nodeClientAddress(trustProxy: number): (c: Context<{ Bindings: HttpBindings }>) => string {
  return (c) =>
    clientAddressBehind(getConnInfo(c).remote.address ?? "unknown", c.req.header("x-forwarded-for"), trustProxy);
}

/** A running relay. */
export type RunningRelay = { url: string; port: number; close(): Promise<void> };

/** Starts the relay on the loopback addresses (0 = any free port). */
export async function startFormRelay(
  port: number,
  options: Omit<RelayOptions<HttpBindings>, "clientAddress"> & { trustProxy?: number },
): Promise<RunningRelay> {
  const app = createRelayApp<HttpBindings>({
    ...options,
    clientAddress: nodeClientAddress(options.trustProxy ?? 0),
  });
  const listening = await listenLoopback(getRequestListener(app.fetch), port, "form relay");
  return { url: `http://localhost:${listening.port}`, port: listening.port, close: listening.close };
}
