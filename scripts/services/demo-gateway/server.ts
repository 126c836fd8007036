/**
 * Starts the demo gateway in-process (tests, scripts) or from main.ts.
 */
import { serve } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { keepConnectionsOpen } from "../../lib/listen.ts";
import { createApp } from "./app.ts";
import type { WebhookTarget } from "./coupon-changes.ts";
import { Faults } from "./faults.ts";
import type { Gateway } from "./gateway.ts";
import { buildChains } from "./seed/index.ts";
import { seedState, StateStore } from "./state.ts";

/** Options of startDemoGateway. */
export type DemoGatewayOptions = {
  /** Port to listen on; 0 picks a free one. */
  port: number;
  /** Interface to bind; default 127.0.0.1. */
  hostname?: string;
  /** Save state to this JSON file on every change and load it at start. */
  stateFile?: string;
  /** Base for URLs in responses (images, PDFs); default the origin each request used. */
  publicUrl?: string;
  /** Clock; seed dates are anchored on the week of its first reading. Default Date.now. */
  now?: () => number;
  /** Serve the /__demo/ control endpoints (default true: this repository only runs in demo mode). */
  demoControls?: boolean;
  /** Member session lifetime in ms (default 12 hours). */
  sessionTtlMs?: number;
  /** Folder of chains added by data (`<site>.json`); default scripts/services/demo-gateway/chains/, else GATEWAY_CHAINS_DIR. */
  chainsDir?: string;
  /** Serve the test suite's chains too (`testOnly` seeds, the hostile chain); default true. `npm start` passes false. */
  testChains?: boolean;
  /** Told of every request (method, path) as it arrives: a benchmark counts the calls it received. */
  onRequest?: (method: string, path: string) => void;
  /** Announce a coupon added by `POST /__demo/coupons` to this signed webhook (`npm run watch`). */
  webhook?: WebhookTarget;
  /** Compress JSON answers for clients that accept it (default true; false shows an uncompressed gateway). */
  compressJson?: boolean;
};

/** A running gateway. */
export type RunningGateway = { url: string; port: number; close(): Promise<void> };

/** Starts the demo gateway and resolves once it listens. */
export async function startDemoGateway(options: DemoGatewayOptions): Promise<RunningGateway> {
  const now = options.now ?? Date.now;
  const chains = buildChains(
    { now: now() },
    options.chainsDir ?? (process.env["GATEWAY_CHAINS_DIR"] || undefined),
  ).filter((chain) => options.testChains !== false || chain.testOnly !== true);
  const gw: Gateway = {
    chains: new Map(chains.map((c) => [c.site, c])),
    store: new StateStore(() => seedState(chains), options.stateFile),
    faults: new Faults(),
    now,
    demoControls: options.demoControls ?? true,
    publicUrl: options.publicUrl?.replace(/\/+$/, ""),
    sessionTtlMs: options.sessionTtlMs ?? 12 * 3_600_000,
    webhook: options.webhook,
  };
  const app = createApp(gw, { compressJson: options.compressJson ?? true });
  const hostname = options.hostname ?? "127.0.0.1";
  const server = await new Promise<Server>((resolve, reject) => {
    const { onRequest } = options;
    const fetch: typeof app.fetch =
      onRequest === undefined
        ? app.fetch
        : (request, ...rest) => {
            onRequest(request.method, new URL(request.url).pathname);
            return app.fetch(request, ...rest);
          };
    const s = serve({ fetch, port: options.port, hostname }, () => resolve(s as Server));
    keepConnectionsOpen(s as Server);
    (s as Server).once("error", reject);
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://localhost:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
