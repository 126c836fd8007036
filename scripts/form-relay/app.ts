/**
 * The form relay: a Hono app that takes the newsletter, contact and employment forms of a chain,
 * `POST /{site}/{form}` with `{ values, captcha, terms? }`, and
 * 1. refuses when the client address or the chain used up its rate limit (429),
 * 2. validates with the zod schemas the islands use (400 with the errors by field),
 * 3. verifies the captcha on the server (403; the newsletter box has none, like the spec's),
 * 4. writes the escaped HTML body and calls the gateway's SendEmail with the chain's addressing and
 *    the key from the relay's own secret store (200 `{ ok: true }` on ErrorCode 1, else 502).
 * Runtime-neutral: main.ts serves it with Node, lambda.ts as a serverless function.
 */
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { createGatewayClient, failureMessage } from "../../src/api/client.ts";
import { sendEmail } from "../../src/api/email.ts";
import { emailBody } from "../../src/features/forms/email-body.ts";
import { envelopeFor } from "../../src/features/forms/email-settings.ts";
import {
  CAPTCHA_REQUIRED,
  CONTACT_FIELDS,
  employmentFields,
  hasCaptcha,
  NEWSLETTER_FIELDS,
  submissionErrors,
  submissionSchema,
  type FieldDef,
  type FormKind,
  type Submission,
} from "../../src/features/forms/fields.ts";
import { RECAPTCHA_VERIFY_URL, verifyCaptcha } from "./captcha.ts";
import type { RelayChain } from "./chains.ts";
import { DEFAULT_LIMITS, RateLimiter, type RateLimits } from "./rate-limit.ts";
import type { RelaySecrets } from "./secrets.ts";

/** Everything the relay runs on; `B` is the platform's bindings (what `c.env` holds). */
export type RelayOptions<B extends object = object> = {
  chains: ReadonlyMap<string, RelayChain>;
  secrets: RelaySecrets;
  /** The requesting client's address (from the socket or the platform's request context). */
  clientAddress: (c: Context<{ Bindings: B }>) => string;
  /** reCAPTCHA siteverify address; default Google's. */
  recaptchaVerifyUrl?: string;
  /** Outgoing fetch (gateway and siteverify). */
  fetch?: typeof fetch;
  limits?: RateLimits;
  now?: () => number;
  /** Where failures are logged; default console.error. */
  log?: (message: string) => void;
};

const FORMS: readonly FormKind[] = ["newsletter", "contact", "employment"];

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
  const limiter = new RateLimiter(options.limits ?? DEFAULT_LIMITS, options.now);
  const app = new Hono<{ Bindings: B }>();

  app.use("*", cors({ origin: "*", allowMethods: ["POST", "OPTIONS"], allowHeaders: ["content-type"], maxAge: 600 }));
  app.get("/health", (c) => c.json({ ok: true, sites: [...options.chains.keys()] }));

  app.post("/:site/:form", bodyLimit({ maxSize: 64 * 1024 }), async (c) => {
    const chain = options.chains.get(c.req.param("site"));
    const kind = c.req.param("form") as FormKind;
    if (chain === undefined || !FORMS.includes(kind)) return c.json({ ok: false, error: "Not found" }, 404);

    const address = options.clientAddress(c as unknown as Context<{ Bindings: B }>);
    const wait = limiter.take(address, chain.site);
    if (wait > 0) {
      c.header("Retry-After", String(wait));
      return c.json({ ok: false, error: "Too many requests" }, 429);
    }

    const body: unknown = await c.req.json().catch(() => undefined);
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
    const client = createGatewayClient({ baseUrl: chain.gatewayUrl, domainname: chain.subdomain, fetch: outgoing });
    const result = await sendEmail(client, {
      ...envelopeFor(kind, chain.email, chain.employmentSubject),
      EmailBody: emailBody(fields, submission.values),
      RSAClientId: chain.clientId,
      EnterpriseId: chain.email.enterprise_id,
      SecurityKey: key,
    });
    if (result.ok) return c.json({ ok: true });
    log(`form relay: ${chain.site} ${kind}: SendEmail failed: ${failureMessage(result)}`);
    return c.json({ ok: false, error: "Not sent" }, 502);
  });
  return app;
}
