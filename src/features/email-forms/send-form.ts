/**
 * The one send path of the e-mail forms. A chain with a form relay posts the answers and the
 * captcha token to `{relay}/{site}/{form}`; the relay validates, checks the captcha, writes the
 * body and calls SendEmail with a key the browser never sees. A chain whose local settings name no
 * relay keeps the spec's direct SendEmail call (its key is then public; the build warns).
 * Each filled form carries an idempotency key: the relay sends one submission at most once, and says
 * when it cannot tell whether the e-mail went out ("may have been sent").
 */
import { sendEmail } from "../../api/email.ts";
import { siteClient } from "../../shared/session/site-client.ts";
import { emailBody } from "./email-body.ts";
import type { FieldDef, FormErrors, FormKind, Submission } from "./fields.ts";
import type { Envelope } from "./email-settings.ts";

/** Where a form sends (an island prop, built per chain and form by `sendTargetFor`). */
export type SendTarget =
  | {
      via: "relay";
      url: string;
      /** The page's language when not English ('es'): the relay's subject. */ lang?: string;
    }
  | {
      via: "direct";
      envelope: Envelope;
      RSAClientId: number;
      EnterpriseId: string;
      SecurityKey: string;
      /** The body's row labels on a page in another language (email-settings.ts `bodyLabels`). */
      labels?: Readonly<Record<string, string>>;
    };

/**
 * Outcome of a send: sent (ErrorCode 1), refused with field errors, failed (nothing sent), or
 * uncertain: the gateway did not answer in time (or the same submission is still being sent), so the
 * e-mail may have gone out.
 */
export type SendOutcome =
  | { status: "sent" }
  | { status: "invalid"; errors: FormErrors }
  | { status: "failed"; reason: string }
  | { status: "uncertain"; reason: string };

/** The relay's codes for an outcome it cannot confirm. */
const UNCERTAIN_CODES: readonly unknown[] = ["may-have-been-sent", "in-progress"];

/** How to send: the submission's idempotency key (the same for every try of one filled form). */
export type SendOptions = { idempotencyKey?: string; fetch?: typeof fetch };

/** A new idempotency key for a filled form: 128 random bits as hex (no secure context needed). */
export function newSubmissionKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Sends one form. */
export async function sendForm(
  target: SendTarget,
  kind: FormKind,
  fields: readonly FieldDef[],
  submission: Submission,
  options: SendOptions = {},
): Promise<SendOutcome> {
  const fetchImpl = options.fetch ?? fetch;
  if (target.via === "direct") {
    const { envelope, RSAClientId, EnterpriseId, SecurityKey } = target;
    const result = await sendEmail(siteClient(), {
      ...envelope,
      EmailBody: emailBody(fields, submission.values, target.labels),
      RSAClientId,
      EnterpriseId,
      SecurityKey,
    });
    return result.ok ? { status: "sent" } : { status: "failed", reason: result.kind };
  }
  try {
    const response = await fetchImpl(`${target.url}/${kind}${target.lang ? `?lang=${target.lang}` : ""}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(options.idempotencyKey === undefined ? {} : { "idempotency-key": options.idempotencyKey }),
      },
      body: JSON.stringify(submission),
    });
    const answer = (await response.json().catch(() => ({}))) as {
      ok?: boolean;
      errors?: FormErrors;
      error?: string;
      code?: string;
    };
    if (response.ok && answer.ok === true) return { status: "sent" };
    if (response.status === 400 && answer.errors) return { status: "invalid", errors: answer.errors };
    if (UNCERTAIN_CODES.includes(answer.code)) return { status: "uncertain", reason: answer.error ?? answer.code! };
    return { status: "failed", reason: answer.error ?? `HTTP ${response.status}` };
  } catch (error) {
    return { status: "failed", reason: error instanceof Error ? error.message : String(error) };
  }
}
