/**
 * Turns a failed gateway call into one report line that names the tenant and, when the answer did
 * not match the API schema, the file and key path of every offending value.
 */
import * as z from "zod";
import type { CallFailure } from "../../src/api/client.ts";
import { describeIssues, safeParseReporting } from "../../src/tenant/tenant-schema.ts";
import { isPullLimitError } from "./limited-fetch.ts";

/**
 * Describes a failed call of `site` (`call` names it, `file` is where its answer would go, `path`
 * the key path of the answer inside that file when the file holds several answers).
 */
export function describeFailure(
  site: string,
  call: string,
  file: string,
  failure: CallFailure,
  schema: z.core.$ZodType,
  path: PropertyKey[] = [],
): string {
  const head = `tenant "${site}": ${call}`;
  switch (failure.kind) {
    case "network":
      return isPullLimitError(failure.error) ? `${head}: ${failure.error}` : `${head}: no answer (${failure.error})`;
    case "http":
      return `${head}: HTTP ${failure.status}${failure.details ? ` (${failure.details})` : ""}`;
    case "rejected":
      return `${head}: the gateway answered ErrorCode ${failure.code}: ${failure.details}`;
    case "session-expired":
      return `${head}: the gateway refused the token (ErrorCode -1001: ${failure.details})`;
    case "invalid-request":
      return `${head}: request rejected by its own schema (${failure.error})`;
    case "invalid-response": {
      if (typeof failure.raw === "string") return `${head}: the answer is not JSON`;
      // An error block without the data: the gateway's own message, not a schema complaint.
      const message = gatewayMessage(failure.raw);
      if (message !== null) return `${head}: the gateway answered ${message}`;
      const parsed = safeParseReporting(schema, failure.raw);
      return parsed.success
        ? `${head}: ${failure.error}`
        : describeIssues(site, file, parsed.error, path, schema, failure.raw);
    }
  }
}

/** `ErrorCode n: details` of an answer that is only an error block (no data besides it), else null. */
function gatewayMessage(raw: unknown): string | null {
  if (typeof raw !== "object" || raw === null) return null;
  const record = raw as Record<string, unknown>;
  const block = record["ErrorMessage"];
  if (typeof block !== "object" || block === null) return null;
  const others = Object.keys(record).filter(
    (k) => k !== "ErrorMessage" && record[k] !== null && record[k] !== undefined,
  );
  if (others.length > 0) return null;
  const { ErrorCode: code, ErrorDetails: details } = block as Record<string, unknown>;
  return `ErrorCode ${String(code)}: ${typeof details === "string" && details !== "" ? details : "(no details)"}`;
}
