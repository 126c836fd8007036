/**
 * The one way an island loads what it shows: `useLoad(key, loader)` runs `loader` when the island
 * mounts and again whenever `key` changes (or `reload()` is called), and reads as
 * `{ status: "loading" | "ready" | "error" }` with the answer's `data` or the loader's `error`.
 *
 * - `key` names what is loaded (a token, a store, a URL): null loads nothing and reads as loading.
 * - A load is cancelled when the island unmounts or the key changes: its `signal` aborts, and its
 *   answer, when it comes, changes nothing (no state update after unmount).
 * - Each answer is kept with the key and attempt it answers, so an earlier key's late answer is
 *   never shown: a new key or a reload reads as loading until its own answer arrives.
 * - The loader passed with a key is the one used for it (the latest render's, not a stale closure).
 *
 * The signal does not cancel the request itself: the call still reaches the gateway, only its answer
 * is dropped. `unlessLeaving` keeps an island loading when an answer sends the page elsewhere (an
 * expired session going to sign-in).
 */
import { useCallback, useEffect, useEffectEvent, useState } from "react";

/** What a load reads as. */
export type LoadState<T> = { status: "loading" } | { status: "ready"; data: T } | { status: "error"; error: unknown };

/** Loads the data; `signal` aborts when the answer is no longer wanted. */
export type Loader<T> = (signal: AbortSignal) => Promise<T>;

/** An answer with the run (key and attempt) it answers. */
export type Answer<T> = { run: string; state: LoadState<T> };

const LOADING: LoadState<never> = { status: "loading" };

/**
 * Runs `loader` once; `settle` gets its outcome (a throw or rejection as `error`) unless the
 * returned cancel ran first. Framework-free: the hook's effect is this and nothing else.
 */
export function startLoad<T>(loader: Loader<T>, settle: (state: LoadState<T>) => void): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  new Promise<T>((resolve) => resolve(loader(signal))).then(
    (data) => {
      if (!signal.aborted) settle({ status: "ready", data });
    },
    (error: unknown) => {
      if (!signal.aborted) settle({ status: "error", error });
    },
  );
  return () => controller.abort();
}

/** The run of a key's attempt; null while there is nothing to load. */
export const runOf = (key: string | null, attempt: number): string | null =>
  key === null ? null : `${attempt}\n${key}`;

/** What a run reads as: its own answer, else loading (never an earlier key's or attempt's answer). */
export function stateOf<T>(answer: Answer<T> | null, run: string | null): LoadState<T> {
  return run !== null && answer?.run === run ? answer.state : LOADING;
}

/**
 * `answer` unless the load was cancelled meanwhile or `leaving(answer)` says the page is going
 * elsewhere (`leaving` is not asked after a cancel): then it never settles, and the island stays as
 * it was while the page leaves.
 */
export async function unlessLeaving<T>(
  answer: Promise<T>,
  signal: AbortSignal,
  leaving: (answer: T) => boolean,
): Promise<T> {
  const value = await answer;
  if (signal.aborted || leaving(value)) return new Promise<never>(() => {});
  return value;
}

/** Loads with `loader` for `key` (see the module's comment); `reload()` loads the same key again. */
export function useLoad<T>(key: string | null, loader: Loader<T>): LoadState<T> & { reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const run = runOf(key, attempt);
  const load = useEffectEvent((signal: AbortSignal) => loader(signal));
  useEffect(() => {
    if (run === null) return;
    return startLoad(
      (signal) => load(signal),
      (state) => setAnswer({ run, state }),
    );
  }, [run]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...stateOf(answer, run), reload };
}
