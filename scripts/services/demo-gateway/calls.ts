/**
 * The pipeline every gateway call goes through: injected fault → chain by `domainname` → JSON body
 * validated with the client's schema → token check → handler → envelope with this gateway's URLs.
 */
import type { Context, Hono } from "hono";
import type { HttpBindings } from "@hono/node-server";
import { chainByClient, chainByDomain, memberByToken, withAddedCoupons, type Gateway } from "./gateway.ts";
import type { Member } from "./state.ts";
import type { ChainSeed } from "./seed/types.ts";
import { validateBody, type BodySchema } from "./validate.ts";
import { expired, fail, serialise } from "./wire.ts";

/** What a handler gets. */
export type CallContext = {
  gw: Gateway;
  chain: ChainSeed;
  body: Record<string, unknown>;
  params: Record<string, string>;
  query: (key: string) => string | undefined;
  /** The token the call carried ("" when it carries none). */
  token: string;
  /** The signed-in member, when the token is a member token. */
  member: Member | null;
};

/** Who may make a call: anyone, guests and members (browsing), or members only. */
export type Auth = "none" | "browse" | "member";

/** One row of a call table. */
export type CallSpec = {
  /** Call name as in the specs (also the name faults are armed with). */
  name: string;
  method: "GET" | "POST";
  path: string;
  /** Body schema for POST calls (shared with the client). */
  schema?: BodySchema;
  /** How the chain is chosen: the domainname header (default) or, for support-domain calls, the body. */
  chainFrom?: "header" | "body";
  auth?: Auth;
  /** Where the token is: a path parameter or a body field. */
  token?: { param: string } | { body: string };
  handler: (ctx: CallContext) => unknown;
};

/** Registers every call of a table on the app. */
export function registerCalls(app: Hono<{ Bindings: HttpBindings }>, gw: Gateway, calls: readonly CallSpec[]): void {
  for (const call of calls) {
    const route = (c: Context<{ Bindings: HttpBindings }>) => runCall(c, gw, call);
    if (call.method === "GET") app.get(call.path, route);
    else app.post(call.path, route);
  }
}

/** Writes a JSON body with seeded URLs pointing at this gateway. */
export function sendJson(c: Context, gw: Gateway, body: unknown): Response {
  const base = gw.publicUrl ?? new URL(c.req.url).origin;
  return c.body(serialise(body, base), 200, { "content-type": "application/json; charset=utf-8" });
}

async function readJson(c: Context): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const raw = await c.req.text();
  if (raw.trim() === "") return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(raw) as unknown };
  } catch {
    return { ok: false };
  }
}

async function runCall(c: Context<{ Bindings: HttpBindings }>, gw: Gateway, call: CallSpec): Promise<Response> {
  const parsed = call.method === "POST" ? await readJson(c) : { ok: true as const, value: undefined };
  const raw =
    parsed.ok && typeof parsed.value === "object" && parsed.value !== null
      ? (parsed.value as Record<string, unknown>)
      : {};
  const header = c.req.header("domainname");
  const chain =
    call.chainFrom === "body" ? (chainByClient(gw, raw) ?? chainByDomain(gw, header)) : chainByDomain(gw, header);

  // What a fault scoped to one shopper is looked for in: the address (a token in the path) and the body.
  const request = `${c.req.url}\n${call.method === "POST" ? await c.req.text() : ""}`;
  return withFault(
    c,
    gw,
    chain?.site ?? header ?? null,
    call.name,
    () => answerCall(c, gw, call, chain, parsed, raw),
    request,
  );
}

/** The call's answer once no fault stopped it: chain, body, token, then the handler. */
async function answerCall(
  c: Context<{ Bindings: HttpBindings }>,
  gw: Gateway,
  call: CallSpec,
  chain: ChainSeed | null,
  parsed: { ok: true; value: unknown } | { ok: false },
  raw: Record<string, unknown>,
): Promise<Response> {
  const header = c.req.header("domainname");
  if (chain === null) return sendJson(c, gw, fail(`Unknown domain '${header ?? ""}'.`));
  if (!parsed.ok) return sendJson(c, gw, fail("Invalid request. (body): not valid JSON"));

  let body: Record<string, unknown> = raw;
  if (call.method === "POST" && call.schema !== undefined) {
    const checked = await validateBody(call.schema, parsed.value);
    if (!checked.ok) return sendJson(c, gw, fail(checked.details));
    body = checked.value;
  }
  const params = c.req.param() as Record<string, string>;
  const token = tokenOf(call, params, body);
  const member = token === "" ? null : memberByToken(gw, chain.site, token);
  const auth = call.auth ?? "none";
  if (auth === "member" && member === null) return sendJson(c, gw, expired());
  if (auth === "browse" && member === null && token !== chain.guestToken) return sendJson(c, gw, expired());

  const ctx: CallContext = {
    gw,
    chain: withAddedCoupons(gw, chain),
    body,
    params,
    query: (k) => c.req.query(k),
    token,
    member,
  };
  return sendJson(c, gw, await call.handler(ctx));
}

function tokenOf(call: CallSpec, params: Record<string, string>, body: Record<string, unknown>): string {
  if (call.token === undefined) return "";
  const value = "param" in call.token ? params[call.token.param] : body[call.token.body];
  return typeof value === "string" ? value.trim() : "";
}

/** What applyFault returns for a lost answer: carry the call out, then drop the connection. */
const LOSE_ANSWER = "lose-answer";

/**
 * The call's `answer` under the armed fault of this chain and call, if any: the fault's own answer,
 * the answer after a delay, or — a lost answer — the call carried out and the connection dropped.
 * `request` is what a fault scoped to one shopper (`match`) is looked for in: the address, and a
 * POST call's body.
 */
export async function withFault(
  c: Context<{ Bindings: HttpBindings }>,
  gw: Gateway,
  site: string | null,
  name: string,
  answer: () => Response | Promise<Response>,
  request: string = c.req.url,
): Promise<Response> {
  const faulted = await applyFault(c, gw, site, name, request);
  if (faulted instanceof Response) return faulted;
  const answered = await answer();
  return faulted === LOSE_ANSWER ? cutAnswer(c, answered) : answered;
}

/**
 * Sends the status, the headers and half of the answer's body, then drops the connection: the client
 * knows an answer began and never gets it (a browser resends a request whose connection closed
 * before any answer came, so dropping it bare would not lose the answer).
 */
async function cutAnswer(c: Context<{ Bindings: HttpBindings }>, answered: Response): Promise<Response> {
  const body = new TextEncoder().encode(await answered.text());
  const socket = c.env.incoming.socket;
  const headers = new Headers(answered.headers);
  headers.set("content-length", String(body.length + 64));
  const half = new ReadableStream<Uint8Array>({
    start: (controller) => controller.enqueue(body.slice(0, Math.floor(body.length / 2))),
    // Once the first half has left (nothing left to write), the connection drops.
    pull: async (controller) => {
      while (socket.writableLength > 0 && !socket.destroyed) await new Promise((resolve) => setTimeout(resolve, 5));
      await new Promise((resolve) => setTimeout(resolve, 20));
      socket.destroy();
      controller.close();
    },
  });
  return new Response(half, { status: answered.status, headers });
}

/** Destroys the request's connection: the client gets no answer at all. */
function dropConnection(c: Context<{ Bindings: HttpBindings }>): Response {
  c.env.incoming.socket.destroy();
  return c.body(null, 500);
}

/**
 * Applies an armed fault; undefined means "carry on" (a delay carries on after waiting), LOSE_ANSWER
 * "carry on, then drop the answer".
 */
async function applyFault(
  c: Context<{ Bindings: HttpBindings }>,
  gw: Gateway,
  site: string | null,
  name: string,
  request: string,
): Promise<Response | typeof LOSE_ANSWER | undefined> {
  const fault = gw.faults.take(site, name, request);
  if (fault === null) return undefined;
  switch (fault.mode) {
    case "delay":
      await new Promise((resolve) => setTimeout(resolve, fault.ms));
      return undefined;
    case "lost":
      await new Promise((resolve) => setTimeout(resolve, fault.ms));
      return LOSE_ANSWER;
    case "error":
      return sendJson(c, gw, fail(fault.details, fault.code));
    case "malformed":
      return c.body('{"ErrorMessage": {"ErrorCode": 1, "ErrorDetails": "', 200, { "content-type": "application/json" });
    case "network":
      return dropConnection(c);
  }
}
