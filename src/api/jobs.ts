/**
 * The job list of an external hiring service (alternate employment page). It lives outside the
 * gateway, so the call goes to the configured absolute URL without the `domainname` header.
 */
import * as z from "zod/mini";
import type { CallResult, GatewayClient } from "./client.ts";
import { text, wireObject } from "./wire-fields.ts";

/** One opening; `job_hash` builds the external application link. */
export const jobSchema = wireObject({
  title: text,
  city: text,
  job_hash: text,
});
/** One opening. */
export type Job = z.output<typeof jobSchema>;

/** The service answers a bare array (null reads as empty). */
export const jobListResponseSchema = z.pipe(
  z.nullable(z.array(jobSchema)),
  z.transform((v) => v ?? []),
);
/** The job list. */
export type JobList = z.output<typeof jobListResponseSchema>;

/** GET the job list from an absolute http(s) URL (the tenant's hiring-service address). */
export async function getJobs(client: GatewayClient, url: string): Promise<CallResult<JobList>> {
  if (!/^https?:\/\//i.test(url)) return { ok: false, kind: "invalid-request", error: `Not an http(s) URL: ${url}` };
  return client.get(url, jobListResponseSchema, { envelope: "none", domainname: null });
}
