/**
 * Coupons added while the demo gateway runs (`POST /__demo/coupons`), standing in for a chain's
 * staff publishing a new offer at the real gateway, and the signed webhook the gateway then sends
 * (when one is configured) so `npm run watch` republishes the chain within a minute. The coupon
 * itself is kept with the gateway's state (handlers/demo.ts) until `POST /__demo/reset`.
 */
import { webhookHeaders } from "../../lib/webhook-signature.ts";

/** Where and how the gateway announces a change (GATEWAY_WEBHOOK_URL and its secret). */
export type WebhookTarget = { url: string; secret: Buffer };

/** The fields of a coupon a control call may set; the rest get demo defaults. */
export type NewCoupon = {
  title: string;
  productName?: string;
  details?: string;
  amount?: number;
  categoryId?: number;
  featured?: boolean;
};

/** Reads a control call's body; a problem in words when it is not a coupon. */
export function parseNewCoupon(body: unknown): NewCoupon | string {
  if (typeof body !== "object" || body === null) return "expected a JSON object";
  const b = body as Record<string, unknown>;
  if (typeof b["title"] !== "string" || b["title"].trim() === "") return "title: required text";
  if (b["amount"] !== undefined && (typeof b["amount"] !== "number" || !(b["amount"] > 0)))
    return "amount: a positive number";
  if (b["categoryId"] !== undefined && !Number.isInteger(b["categoryId"])) return "categoryId: a whole number";
  for (const key of ["productName", "details"] as const)
    if (b[key] !== undefined && typeof b[key] !== "string") return `${key}: text`;
  return {
    title: b["title"].trim(),
    ...(typeof b["productName"] === "string" ? { productName: b["productName"] } : {}),
    ...(typeof b["details"] === "string" ? { details: b["details"] } : {}),
    ...(typeof b["amount"] === "number" ? { amount: b["amount"] } : {}),
    ...(typeof b["categoryId"] === "number" ? { categoryId: b["categoryId"] } : {}),
    ...(b["featured"] === true ? { featured: true } : {}),
  };
}

/**
 * Sends the signed webhook naming the chain (Standard Webhooks headers, webhook-signature.ts);
 * resolves with what happened, never throws (a watcher that is down must not fail the change).
 */
export async function announceChange(
  target: WebhookTarget | undefined,
  body: Record<string, unknown>,
): Promise<string> {
  if (target === undefined) return "none";
  const text = JSON.stringify(body);
  try {
    const answer = await fetch(target.url, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...webhookHeaders(target.secret, text) },
      body: text,
      signal: AbortSignal.timeout(5_000),
    });
    return answer.ok ? "sent" : `refused: HTTP ${answer.status}`;
  } catch (error) {
    return `failed: ${error instanceof Error ? error.message : String(error)}`;
  }
}
