/** A worker thread of the preload pass (island-preload.ts): adds the preloads to its share of the pages. */
import { parentPort, workerData } from "node:worker_threads";
import { preloadPages } from "./island-preload.ts";

const { distDir, files } = workerData as { distDir: string; files: string[] };
parentPort?.postMessage(preloadPages(distDir, files));
