/**
 * The form relay: a Hono app that takes the newsletter, contact and employment forms of a chain,
 * `POST /{site}/{form}` with `{ values, captcha, terms? }`, and
 * 1. refuses when the client address or the chain used up its rate limit (429),
 * 2. validates with the zod schemas the islands use (400 with the errors by field),
 * 3. verifies the captcha on the server (403; the newsletter box has none, like the spec's),
 * 4. writes the escaped HTML body and calls the gateway's SendEmail with the chain's addressing and
 *    the key from the relay's own secret store (200 `{ ok: true }` on ErrorCode 1, 502 when the
 *    gateway refused, 504 `may-have-been-sent` when it did not answer in time or not clearly),
 * 5. sends each submission once: a repeat with the same `Idempotency-Key` gets the first answer, or
 *    409 `in-progress` while the first is with the gateway, 422 `key-reused` for another submission
 *    under a used key, never sent (idempotency.ts).
 * Limits and keys live in stores (memory, or Redis shared by several instances: redis-store.ts); a
 * store that cannot answer fails the request closed: 503 with Retry-After, nothing counted or sent.
 * CORS answers only the chain's own origins (origins.ts).
 * Runtime-neutral: main.ts serves it with Node, lambda.ts as a serverless function.
 */
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { createGatewayClient, failureMessage, type CallFailure } from "#src/api/client.ts";
import { sendEmail } from "#src/api/email.ts";
import { emailBody } from "#src/features/email-forms/email-body.ts";
import { bodyLabels, envelopeFor } from "#src/features/email-forms/email-settings.ts";
import {
  CAPTCHA_REQUIRED,
  CONTACT_FIELDS,
  hasCaptcha,
  NEWSLETTER_FIELDS,
  submissionErrors,
  submissionSchema,
  type FieldDef,
  type FormKind,
  type Submission,
} from "#src/features/email-forms/fields.ts";
import { employmentFields } from "#src/features/email-forms/employment-fields.ts";
import { RECAPTCHA_VERIFY_URL, verifyCaptcha } from "./captcha.ts";
import type { RelayChain } from "./chains.ts";
import {
  IDEMPOTENCY_KEY,
  MemorySubmissionStore,
  submissionFingerprint,
  type KnownSubmission,
  type StoredAnswer,
  type SubmissionStore,
} from "./idempotency.ts";
import { relayCorsOrigin } from "./origins.ts";
import { DEFAULT_LIMITS, RateLimiter, type CounterStores, type RateLimits } from "./rate-limit.ts";
import type { RelaySecrets } from "./secrets.ts";

/** Everything the relay runs on; `B` is the platform's bindings (what `c.env` holds). */
export type RelayOptions<B extends object = object> = {
  chains: ReadonlyMap<string, RelayChain>;
  /** Chains whose settings were refused at start (relayChainsOf), listed by /health. */
  refused?: ReadonlyMap<string, readonly string[]>;
  secrets: RelaySecrets;
  /** The requesting client's address (from the socket or the platform's request context). */
  clientAddress: (c: Context<{ Bindings: B }>) => string;
  /** reCAPTCHA siteverify address; default Google's. */
  recaptchaVerifyUrl?: string;
  /** Outgoing fetch (gateway and siteverify). */
  fetch?: typeof fetch;
  limits?: RateLimits;
  /** Where the rate limits count (default in memory; a shared store for several instances: redis-store.ts). */
  counters?: Partial<CounterStores>;
  /** Submissions seen, by idempotency key (default in memory, a day). */
  submissions?: SubmissionStore;
  /** How long SendEmail may take before the answer is "may have been sent"; default 15 s. */
  sendTimeoutMs?: number;
  /** Also answer the local preview's origins (the demo and the tests; never in production). */
  loopbackOrigins?: boolean;
  now?: () => number;
  /** Where failures are logged; default console.error. */
  log?: (message: string) => void;
};

const FORMS: readonly FormKind[] = ["newsletter", "contact", "employment"];

/** The answer when SendEmail's outcome is unknown (no answer in time): it may have been sent. */
export const MAY_HAVE_BEEN_SENT: StoredAnswer = {
  status: 504,
  body: { ok: false, error: "May have been sent", code: "may-have-been-sent" },
};
/** The answer to a repeat while the first request of its key is with the gateway. */
const IN_PROGRESS: StoredAnswer = { status: 409, body: { ok: false, error: "In progress", code: "in-progress" } };
/** Another submission under an idempotency key already used (it is not sent). */
const KEY_REUSED = {
  ok: false,
  error: "This Idempotency-Key was used for a different submission",
  code: "key-reused",
} as const;
const SENT: StoredAnswer = { status: 200, body: { ok: true } };
const NOT_SENT: StoredAnswer = { status: 502, body: { ok: false, error: "Not sent" } };
/** The answer when a store could not answer in time: nothing was sent; try again after `Retry-After`. */
export const STORE_UNAVAILABLE: StoredAnswer = {
  status: 503,
  body: { ok: false, error: "Temporarily unavailable", code: "store-unavailable" },
};
/** Seconds a client is asked to wait after a 503 for an unavailable store. */
export const STORE_RETRY_AFTER_S = 5;

/** A store call that failed (Redis down, slow or erring): the request is refused, nothing sent. */
class StoreUnavailable extends Error {}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Runs one store call; a failure becomes `StoreUnavailable` naming the step. */
async function fromStore<T>(step: string, call: () => T | Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new StoreUnavailable(`${step}: ${messageOf(error)}`);
  }
}

/** Whether a failed SendEmail surely sent nothing (the gateway answered with a refusal). */
function surelyNotSent(failure: CallFailure): boolean {
  if (failure.kind === "http") return failure.status < 500;
  return failure.kind === "rejected" || failure.kind === "session-expired" || failure.kind === "invalid-request";
}

/** The fields of a chain's form. */
export function fieldsOf(chain: RelayChain, kind: FormKind): FieldDef[] {
  if (kind === "newsletter") return NEWSLETTER_FIELDS;
  if (kind === "contact") return CONTACT_FIELDS;
  return employmentFields(chain.employment);
}

/** The relay app. */
export function createRelayApp<B extends object = object>(options: RelayOptions<B>): Hono<{ Bindings: B }> {
  const outgoing = options.fetch ?? fetch;
  const log = options.log ?? ((m: string) => console.error(m));
  const now = options.now ?? Date.now;
  const limiter = new RateLimiter(options.limits ?? DEFAULT_LIMITS, now, options.counters);
  const submissions = options.submissions ?? new MemorySubmissionStore();
  const app = new Hono<{ Bindings: B }>();

  app.use(
    "*",
    cors({
      origin: relayCorsOrigin(options.chains, options.loopbackOrigins ?? false),
      allowMethods: ["POST", "OPTIONS"],
      allowHeaders: ["content-type", "idempotency-key"],
      maxAge: 600,
    }),
  );
  // The chains served and those refused at start (names only: the reasons, which quote settings, are in the log).
  app.get("/health", (c) =>
    c.json({ ok: true, sites: [...options.chains.keys()], refused: [...(options.refused?.keys() ?? [])] }),
  );

  app.post("/:site/:form", bodyLimit({ maxSize: 64 * 1024 }), async (c) => {
    const chain = options.chains.get(c.req.param("site"));
    const kind = c.req.param("form") as FormKind;
    if (chain === undefined || !FORMS.includes(kind)) return c.json({ ok: false, error: "Not found" }, 404);
    try {
      return await relaySubmission(c as unknown as Context<{ Bindings: B }>, chain, kind);
    } catch (error) {
      if (!(error instanceof StoreUnavailable)) throw error;
      log(`form relay: ${chain.site} ${kind}: store unavailable (${error.message}); answered 503, nothing sent`);
      c.header("Retry-After", String(STORE_RETRY_AFTER_S));
      return c.json(STORE_UNAVAILABLE.body, 503);
    }
  });

  /** One submission of a known chain and form; store failures are thrown as `StoreUnavailable`. */
  async function relaySubmission(c: Context<{ Bindings: B }>, chain: RelayChain, kind: FormKind): Promise<Response> {
    const answer = (a: StoredAnswer) => c.json(a.body, a.status as 200);
    const idempotencyKey = c.req.header("idempotency-key");
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey))
      return c.json({ ok: false, error: "Invalid Idempotency-Key" }, 400);
    const submissionKey = idempotencyKey === undefined ? undefined : `${chain.site}/${kind}/${idempotencyKey}`;
    const body: unknown = await c.req.json().catch(() => undefined);
    const fingerprint = submissionKey === undefined ? undefined : await submissionFingerprint(body);
    // A repeat of a known submission gets the first answer without counting or sending again;
    // another submission under a used key is refused and never sent.
    const repeat = (claim: KnownSubmission) =>
      claim.bodyHash !== undefined && claim.bodyHash !== fingerprint
        ? c.json(KEY_REUSED, 422)
        : answer(claim.kind === "done" ? claim.answer : IN_PROGRESS);
    const known =
      submissionKey === undefined ? undefined : await fromStore("peek", () => submissions.peek(submissionKey, now()));
    if (known !== undefined) return repeat(known);

    const address = options.clientAddress(c);
    const wait = await fromStore("rate limit", () => limiter.take(address, chain.site));
    if (wait > 0) {
      c.header("Retry-After", String(wait));
      return c.json({ ok: false, error: "Too many requests" }, 429);
    }

    const fields = fieldsOf(chain, kind);
    const schema = submissionSchema(fields, kind === "employment", hasCaptcha(kind));
    const errors = submissionErrors(schema, body);
    if (Object.keys(errors).length > 0) return c.json({ ok: false, errors }, 400);
    const submission = body as Submission;

    const verdict = !hasCaptcha(kind)
      ? "ok"
      : await verifyCaptcha({
          recaptcha: chain.recaptcha,
          token: submission.captcha ?? "",
          secret: options.secrets.recaptchaSecret(chain.site),
          remoteIp: address,
          verifyUrl: options.recaptchaVerifyUrl ?? RECAPTCHA_VERIFY_URL,
          fetch: outgoing,
        });
    if (verdict === "rejected") return c.json({ ok: false, errors: { captcha: CAPTCHA_REQUIRED } }, 403);
    if (verdict === "unavailable") {
      log(`form relay: ${chain.site}: captcha could not be verified`);
      return c.json({ ok: false, error: "Captcha check unavailable" }, 503);
    }

    const key = options.secrets.securityKey(chain.site);
    if (!key) {
      log(`form relay: ${chain.site}: no SendEmail key in the relay's secret store`);
      return c.json({ ok: false, error: "Not configured" }, 503);
    }
    if (submissionKey !== undefined) {
      const claim = await fromStore("claim", () => submissions.claim(submissionKey, now(), fingerprint));
      if (claim.kind !== "claimed") return repeat(claim);
    }
    const client = createGatewayClient({
      baseUrl: chain.gatewayUrl,
      domainname: chain.subdomain,
      fetch: outgoing,
      ...(options.sendTimeoutMs === undefined ? {} : { timeoutMs: options.sendTimeoutMs }),
    });
    const lang = c.req.query("lang") === "es" ? "es" : "en";
    const result = await sendEmail(client, {
      ...envelopeFor(kind, chain.email, chain.employmentSubject, lang),
      EmailBody: emailBody(fields, submission.values, bodyLabels(fields, lang)),
      RSAClientId: chain.clientId,
      EnterpriseId: chain.email.enterprise_id,
      SecurityKey: key,
    });
    const outcome = result.ok ? SENT : surelyNotSent(result) ? NOT_SENT : MAY_HAVE_BEEN_SENT;
    if (!result.ok) {
      const what = outcome === NOT_SENT ? "SendEmail failed" : "SendEmail may have been sent (no clear answer)";
      log(`form relay: ${chain.site} ${kind}: ${what}: ${failureMessage(result)}`);
    }
    // A refused send is forgotten so the shopper can try again; any other outcome is kept. When the
    // store cannot take it, the key stays claimed (a repeat gets 409 until it expires): never sent twice.
    if (submissionKey !== undefined) {
      await Promise.resolve()
        .then(() => submissions.finish(submissionKey, outcome === NOT_SENT ? null : outcome))
        .catch((error: unknown) =>
          log(`form relay: ${chain.site} ${kind}: outcome not recorded (${messageOf(error)}); the key stays claimed`),
        );
    }
    return answer(outcome);
  }
  return app;
}
