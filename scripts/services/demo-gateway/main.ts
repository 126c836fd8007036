/**
 * `npm run gateway`: runs the demo gateway on GATEWAY_PORT (default 8787).
 * Flags: --state-file <path> (persist state, e.g. .gateway-state/state.json), --public-url <url>.
 * GATEWAY_WEBHOOK_URL (with GATEWAY_WEBHOOK_SECRET or GATEWAY_WEBHOOK_SECRET_FILE): where a coupon
 * added by `POST /__demo/coupons` is announced, signed (`npm run watch` takes it).
 */
import { readFileSync } from "node:fs";
import { commandLine } from "../../lib/cli.ts";
import { parseWebhookSecret } from "../../lib/webhook-signature.ts";
import { startDemoGateway } from "./server.ts";

const USAGE = `Usage: npm run gateway [-- --port=8787] [--state-file=<path>] [--public-url=<url>]

The demo gateway (port: --port, else GATEWAY_PORT, else 8787). GATEWAY_WEBHOOK_URL and
GATEWAY_WEBHOOK_SECRET (or _FILE): announce added coupons to npm run watch's signed webhook.`;
const { values } = commandLine("gateway", USAGE, {
  options: { "state-file": { type: "string" }, "public-url": { type: "string" }, port: { type: "string" } },
});

const port = Number(values.port ?? process.env["GATEWAY_PORT"] ?? 8787);
const webhookUrl = process.env["GATEWAY_WEBHOOK_URL"];
const secretFile = process.env["GATEWAY_WEBHOOK_SECRET_FILE"];
const secret = secretFile ? readFileSync(secretFile, "utf8") : process.env["GATEWAY_WEBHOOK_SECRET"];
const gateway = await startDemoGateway({
  port,
  ...(process.env["GATEWAY_HOST"] ? { hostname: process.env["GATEWAY_HOST"] } : {}),
  ...(values["state-file"] ? { stateFile: values["state-file"] } : {}),
  ...(values["public-url"] ? { publicUrl: values["public-url"] } : {}),
  ...(webhookUrl ? { webhook: { url: webhookUrl, secret: parseWebhookSecret(secret ?? "") } } : {}),
});
console.log(`demo gateway listening on ${gateway.url}`);

const stop = () => {
  void gateway.close().then(() => process.exit(0));
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
