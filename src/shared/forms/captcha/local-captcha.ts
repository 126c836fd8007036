/**
 * The built-in captcha used where a chain configures no reCAPTCHA site key (demo chains, tests):
 * an "I'm not a robot" checkbox and a small sum. It is a demo stand-in that keeps the forms' flow
 * (nothing is sent until the check passes) — it does not stop bots; real protection needs a
 * provider whose token the gateway verifies server-side.
 */

/** A sum to answer. */
export type Challenge = { a: number; b: number };

/** A new sum of two numbers from 1 to 9. */
export function newChallenge(random: () => number = Math.random): Challenge {
  const pick = (): number => 1 + Math.floor(random() * 9);
  return { a: pick(), b: pick() };
}

/** The question's English, `{a}` and `{b}` its numbers (the catalogue's `captcha.sum`). */
export const SUM_TEXT = "What is {a} + {b}?";

/** The question as shown, from its text in the page's language. */
export function challengeText({ a, b }: Challenge, text = SUM_TEXT): string {
  return text.replace("{a}", String(a)).replace("{b}", String(b));
}

/** True when the answer (as typed) is the sum. */
export function isCorrect({ a, b }: Challenge, answer: string): boolean {
  return /^\s*\d+\s*$/.test(answer) && Number(answer) === a + b;
}

/** The token a passed local check reports (forms only test its presence). */
export function localToken({ a, b }: Challenge): string {
  return `local:${a}+${b}`;
}
