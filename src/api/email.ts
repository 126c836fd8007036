/**
 * `SendEmail`: newsletter, contact and employment forms all send through it; ErrorCode 1 means sent.
 */
import * as z from "zod/mini";
import type { CallResult, GatewayClient } from "./client.ts";
import { ackResponseSchema, postMethod } from "./envelope.ts";
import type { AckResponse } from "./envelope.ts";

/** Body of `POST SendEmail`. */
export const sendEmailRequestSchema = z.strictObject({
  method: postMethod,
  /** Recipient (from the tenant's configuration). */
  EmailId: z.string(),
  /** e.g. 'Enquiry for Subscribe', 'Enquiry via Contact Us', 'Enquiry for Employment'. */
  EmailSubject: z.string(),
  /** HTML table of the form's answers (never the captcha). */
  EmailBody: z.string(),
  RSAClientId: z.number(),
  EnterpriseId: z.union([z.number(), z.string()]),
  SecurityKey: z.string(),
  CCList: z.string(),
  BccList: z.string(),
  FromEmailId: z.string(),
  FromName: z.string(),
});
/** Body of `SendEmail`. */
export type SendEmailRequest = z.output<typeof sendEmailRequestSchema>;
/** Response of `SendEmail`: the error block only. */
export const sendEmailResponseSchema = ackResponseSchema;

/** Arguments of `sendEmail` (the body without `method`). */
export type SendEmailArgs = Omit<SendEmailRequest, "method">;

/** `POST SendEmail`. */
export function sendEmail(client: GatewayClient, args: SendEmailArgs): Promise<CallResult<AckResponse>> {
  return client.post("SendEmail", sendEmailRequestSchema, args, sendEmailResponseSchema);
}
