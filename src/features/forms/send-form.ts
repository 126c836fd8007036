/**
 * The one send path of the e-mail forms. A chain with a form relay posts the answers and the
 * captcha token to `{relay}/{site}/{form}`; the relay validates, checks the captcha, writes the
 * body and calls SendEmail with a key the browser never sees. A chain whose local settings name no
 * relay keeps the spec's direct SendEmail call (its key is then public; the build warns).
 */
import { sendEmail } from "../../api/email.ts";
import { siteClient } from "../session/site-client.ts";
import { emailBody } from "./email-body.ts";
import type { FieldDef, FormErrors, FormKind, Submission } from "./fields.ts";
import type { Envelope } from "./email-settings.ts";

/** Where a form sends (an island prop, built per chain and form by `sendTargetFor`). */
export type SendTarget =
  | { via: "relay"; url: string }
  | {
      via: "direct";
      envelope: Envelope;
      RSAClientId: number;
      EnterpriseId: string;
      SecurityKey: string;
    };

/** Outcome of a send: sent (ErrorCode 1), refused with field errors, or failed. */
export type SendOutcome =
  { status: "sent" } | { status: "invalid"; errors: FormErrors } | { status: "failed"; reason: string };

/** Sends one form. */
export async function sendForm(
  target: SendTarget,
  kind: FormKind,
  fields: readonly FieldDef[],
  submission: Submission,
  fetchImpl: typeof fetch = fetch,
): Promise<SendOutcome> {
  if (target.via === "direct") {
    const { envelope, RSAClientId, EnterpriseId, SecurityKey } = target;
    const result = await sendEmail(siteClient(), {
      ...envelope,
      EmailBody: emailBody(fields, submission.values),
      RSAClientId,
      EnterpriseId,
      SecurityKey,
    });
    return result.ok ? { status: "sent" } : { status: "failed", reason: result.kind };
  }
  try {
    const response = await fetchImpl(`${target.url}/${kind}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(submission),
    });
    const answer = (await response.json().catch(() => ({}))) as { ok?: boolean; errors?: FormErrors; error?: string };
    if (response.ok && answer.ok === true) return { status: "sent" };
    if (response.status === 400 && answer.errors) return { status: "invalid", errors: answer.errors };
    return { status: "failed", reason: answer.error ?? `HTTP ${response.status}` };
  } catch (error) {
    return { status: "failed", reason: error instanceof Error ? error.message : String(error) };
  }
}
