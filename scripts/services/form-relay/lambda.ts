/**
 * The relay as an AWS Lambda function behind an API Gateway HTTP API (payload format 2.0). The
 * event becomes a standard Request for the Hono app and the Response goes back as the result, so
 * no platform adapter is needed. The chains come from the tenants folder packaged with the function
 * (TENANTS_DIR), the secrets from the function's environment (filled from AWS Secrets Manager by
 * aws/template.yaml); the client address is API Gateway's source IP. With REDIS_URL (or
 * REDIS_URL_FILE) every instance shares its rate limits and sent-once keys in Redis (stores.ts); the
 * connection is made once per instance and kept across invocations.
 */
import type { Hono } from "hono";
import { createRelayApp } from "./app.ts";
import { loadRelayChains } from "./chains.ts";
import { limitsFromEnv } from "./env.ts";
import { envSecrets } from "./secrets.ts";
import { relayStoresFromEnv } from "./stores.ts";

/** The parts of an HTTP API (v2) event the relay reads. */
export type HttpApiEvent = {
  rawPath: string;
  rawQueryString?: string;
  headers?: Record<string, string | undefined>;
  body?: string;
  isBase64Encoded?: boolean;
  requestContext: { domainName: string; http: { method: string; sourceIp: string } };
};

/** An HTTP API (v2) result. */
export type HttpApiResult = {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  isBase64Encoded: false;
};

/** What the app sees as its environment on Lambda. */
export type LambdaBindings = { sourceIp: string };

/** Runs one HTTP API event through a Hono app. */
export async function runEvent(app: Hono<{ Bindings: LambdaBindings }>, event: HttpApiEvent): Promise<HttpApiResult> {
  const { method, sourceIp } = event.requestContext.http;
  const query = event.rawQueryString ? `?${event.rawQueryString}` : "";
  const headers = new Headers();
  for (const [k, v] of Object.entries(event.headers ?? {})) if (v !== undefined) headers.set(k, v);
  const hasBody = event.body !== undefined && method !== "GET" && method !== "HEAD";
  const body = hasBody ? (event.isBase64Encoded ? Buffer.from(event.body!, "base64") : event.body) : undefined;
  const request = new Request(`https://${event.requestContext.domainName}${event.rawPath}${query}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body }),
  });
  const response = await app.fetch(request, { sourceIp });
  return {
    statusCode: response.status,
    headers: Object.fromEntries(response.headers),
    body: await response.text(),
    isBase64Encoded: false,
  };
}

let app: Hono<{ Bindings: LambdaBindings }> | undefined;

/** The Lambda entry point (the app is built once per instance). */
export async function handler(event: HttpApiEvent): Promise<HttpApiResult> {
  app ??= createRelayApp<LambdaBindings>({
    ...relayStoresFromEnv().options,
    chains: loadRelayChains(),
    secrets: envSecrets(),
    limits: limitsFromEnv(),
    clientAddress: (c) => c.env.sourceIp,
    ...(process.env["RECAPTCHA_VERIFY_URL"] ? { recaptchaVerifyUrl: process.env["RECAPTCHA_VERIFY_URL"] } : {}),
  });
  return runEvent(app, event);
}
