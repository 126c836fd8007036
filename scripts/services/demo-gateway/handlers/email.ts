/**
 * POST SendEmail (contact, newsletter, employment forms): checks the addresses, the client id and
 * the chain's security key, then records the message for /__demo/emails.
 */
import type { CallContext, CallSpec } from "../calls.ts";
import { sendEmail } from "../gateway.ts";
import { emailProblem } from "../members.ts";
import { requestSchemas } from "../schemas.ts";
import { text } from "../validate.ts";
import { fail, ok } from "../wire.ts";

/** Splits an address list ("a@x, b@y" or ";"-separated). */
function addresses(list: string): string[] {
  return list
    .split(/[;,]/)
    .map((a) => a.trim())
    .filter((a) => a !== "");
}

function send({ gw, chain, body }: CallContext) {
  const to = addresses(text(body, "EmailId"));
  if (to.length === 0 || to.some((a) => emailProblem(a) !== null)) return fail("Please enter a valid email address.");
  const clientId = text(body, "RSAClientId");
  if (clientId !== "" && Number(clientId) !== chain.clientId) return fail("Invalid client.");
  const email = chain.data["EMAIL"] as { security_key?: string } | undefined;
  const key = email?.security_key ?? "";
  if (key !== "" && text(body, "SecurityKey") !== key) return fail("Invalid security key.");
  sendEmail(gw, {
    site: chain.site,
    call: "SendEmail",
    to: to.join(", "),
    from: text(body, "FromEmailId") || text(body, "FromName"),
    subject: text(body, "EmailSubject"),
    body: typeof body["EmailBody"] === "string" ? body["EmailBody"] : "",
    cc: text(body, "CCList"),
    bcc: text(body, "BccList"),
  });
  return ok({}, "Email sent successfully.");
}

/** E-mail call. */
export const emailCalls: CallSpec[] = [
  { name: "SendEmail", method: "POST", path: "/SendEmail", schema: requestSchemas.SendEmail, handler: send },
];
