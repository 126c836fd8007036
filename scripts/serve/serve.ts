/**
 * `npm run preview`: serves dist/ the way production routing does — path mode `/<site>/…`, host mode
 * by Host header, shared `/_assets/` and public files, trailing-slash and catch-all redirects, and the
 * same security and cache headers (both come from scripts/lib, shared with write-routing.ts).
 */
import { resolve } from "node:path";
import { commandLine } from "../lib/cli.ts";
import { configuredDistDir } from "../lib/dist-dir.ts";
import { createPreviewHandler } from "./preview-handler.ts";
import { listenLoopback } from "../lib/listen.ts";
import { loadRoutingModel } from "./routing-model.ts";

/** A running preview server. */
export type PreviewServer = { url: string; port: number; close: () => Promise<void> };

/** Options of the preview server; port 0 picks a free one. */
export type PreviewOptions = { port: number; distDir: string; env?: NodeJS.ProcessEnv };

/** Starts the preview server over a built dist folder. */
export async function startPreviewServer(opts: PreviewOptions): Promise<PreviewServer> {
  const distDir = resolve(opts.distDir);
  const model = await loadRoutingModel(distDir, {
    ...(opts.env ? { env: opts.env } : {}),
    warn: (m) => console.warn(`preview: ${m}`),
  });
  const listening = await listenLoopback(createPreviewHandler(distDir, model), opts.port, "preview server (PORT)");
  return { url: `http://localhost:${listening.port}`, port: listening.port, close: listening.close };
}

async function main(): Promise<void> {
  const port = Number(process.env["PORT"] ?? 4321);
  const server = await startPreviewServer({ port, distDir: configuredDistDir() });
  console.log(`Preview: ${server.url}/ (sites listed there; host mode: http://<site>.localhost:${server.port}/)`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

const USAGE = `Usage: npm run preview

Serves the build (DIST_DIR, default dist) as production does, on PORT (default 4321).`;

if (import.meta.main) {
  commandLine("preview", USAGE, { options: {} });
  main().catch((error: unknown) => {
    console.error(`preview: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
