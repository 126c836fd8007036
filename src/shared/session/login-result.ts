/** The stored record made from a login or hand-off answer. */
import type { UserRecord } from "../../api/account-schemas.ts";
import type { StoredUser } from "./session-core.ts";

/** Drops the error block; keeps the e-mail the shopper typed when the answer has none. */
export function toStoredUser(answer: UserRecord, typedEmail: string): StoredUser {
  const { ErrorMessage: _block, ...record } = answer;
  return { ...record, Username: record.Username || typedEmail };
}
