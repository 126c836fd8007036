/** A worker thread of `validateHtmlFiles` (html-validation.ts): validates its share, posts the errors. */
import { parentPort, workerData } from "node:worker_threads";
import type { WorkerInput, WorkerOutput } from "./html-validation.ts";
import { loadHtmlValidateConfig, validateFilesHere } from "./html-validation.ts";

const input = workerData as WorkerInput;
let output: WorkerOutput;
try {
  const config = await loadHtmlValidateConfig(input.configFile);
  output = { problems: validateFilesHere(input.distDir, input.files, config) };
} catch (error) {
  output = { error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
}
parentPort?.postMessage(output);
