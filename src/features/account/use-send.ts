/**
 * The send step every entry form shares (accounts spec §8): one call at a time; a failure enables
 * the form again and shows its toast (`showFailure`); a success is the form's own, and since every
 * form leaves the page then, its submit button stays disabled. Every failure also starts the
 * captcha over (`failures`), so a wrong PIN cannot be retried on the same solved captcha.
 */
import { useState } from "react";
import type { CallResult } from "../../api/client.ts";
import { showFailure } from "./send.ts";
import type { Texts } from "../../lib/i18n/shown-text.ts";

/** What a form gets: whether a call is under way, how many sends failed, and the way to make one. */
export type Sender = {
  sending: boolean;
  /** Failed sends so far: the form's captcha starts over after each one. */
  failures: number;
  send: <T>(call: () => Promise<CallResult<T>>, onSuccess: (data: T) => void) => Promise<void>;
};

/** Send state of one entry form. */
export function useSend(texts?: Texts): Sender {
  const [sending, setSending] = useState(false);
  const [failures, setFailures] = useState(0);
  async function send<T>(call: () => Promise<CallResult<T>>, onSuccess: (data: T) => void): Promise<void> {
    setSending(true);
    const result = await call();
    if (result.ok) {
      onSuccess(result.data);
      return;
    }
    setSending(false);
    setFailures((n) => n + 1);
    showFailure(result, texts);
  }
  return { sending, failures, send };
}
