import { describe, expect, it } from "vitest";
import { renderHook, settle } from "../test-support/render-hook.ts";
import type { Answer, LoadState } from "./use-load.ts";
import { runOf, startLoad, stateOf, unlessLeaving, useLoad } from "./use-load.ts";

/** A promise settled by the test. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A loader whose calls the test answers one by one, with the signal each call got. */
function scriptedLoader<T>() {
  const calls: { key: string; signal: AbortSignal; answer: ReturnType<typeof deferred<T>> }[] = [];
  const loaderFor = (key: string) => (signal: AbortSignal) => {
    const answer = deferred<T>();
    calls.push({ key, signal, answer });
    return answer.promise;
  };
  return { calls, loaderFor };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("startLoad", () => {
  it("settles ready with the loader's data", async () => {
    const states: LoadState<number>[] = [];
    startLoad(
      async () => 7,
      (s) => states.push(s),
    );
    await flush();
    expect(states).toEqual([{ status: "ready", data: 7 }]);
  });

  it("settles error with what the loader rejected with or threw", async () => {
    const states: LoadState<number>[] = [];
    const failure = new Error("down");
    startLoad(
      () => Promise.reject(failure),
      (s) => states.push(s),
    );
    startLoad<number>(
      () => {
        throw failure;
      },
      (s) => states.push(s),
    );
    await flush();
    expect(states).toEqual([
      { status: "error", error: failure },
      { status: "error", error: failure },
    ]);
  });

  it("after cancel: aborts the signal and settles nothing, answer or failure", async () => {
    const states: LoadState<number>[] = [];
    const ok = deferred<number>();
    const bad = deferred<number>();
    let signal: AbortSignal | undefined;
    const cancelOk = startLoad(
      (s) => {
        signal = s;
        return ok.promise;
      },
      (s) => states.push(s),
    );
    const cancelBad = startLoad(
      () => bad.promise,
      (s) => states.push(s),
    );
    expect(signal?.aborted).toBe(false);
    cancelOk();
    cancelBad();
    expect(signal?.aborted).toBe(true);
    ok.resolve(1);
    bad.reject(new Error("late"));
    await flush();
    expect(states).toEqual([]);
  });
});

describe("stateOf and runOf", () => {
  const answer: Answer<string> = { run: runOf("a", 0)!, state: { status: "ready", data: "A" } };

  it("shows a run its own answer", () => {
    expect(stateOf(answer, runOf("a", 0))).toEqual({ status: "ready", data: "A" });
  });

  it("reads as loading for another key, another attempt, no key or no answer yet", () => {
    expect(stateOf(answer, runOf("b", 0))).toEqual({ status: "loading" });
    expect(stateOf(answer, runOf("a", 1))).toEqual({ status: "loading" });
    expect(stateOf(answer, runOf(null, 0))).toEqual({ status: "loading" });
    expect(stateOf(null, runOf("a", 0))).toEqual({ status: "loading" });
  });

  it("never confuses a key ending in a digit with an attempt", () => {
    expect(runOf("1", 0)).not.toBe(runOf("", 10));
    expect(runOf(null, 3)).toBeNull();
  });
});

describe("unlessLeaving", () => {
  const settled = async (p: Promise<unknown>) => {
    let done = false;
    void p.then(() => (done = true));
    await flush();
    return done;
  };

  it("passes the answer on while the load is wanted and the page stays", async () => {
    expect(await unlessLeaving(Promise.resolve("x"), new AbortController().signal, () => false)).toBe("x");
  });

  it("never settles when the page is leaving", async () => {
    const asked: string[] = [];
    const leaving = (a: string) => (asked.push(a), true);
    expect(await settled(unlessLeaving(Promise.resolve("expired"), new AbortController().signal, leaving))).toBe(false);
    expect(asked).toEqual(["expired"]);
  });

  it("after a cancel: never settles and does not ask whether the page is leaving", async () => {
    const controller = new AbortController();
    const answer = deferred<string>();
    const asked: string[] = [];
    const pending = unlessLeaving(answer.promise, controller.signal, (a) => (asked.push(a), true));
    controller.abort();
    answer.resolve("expired");
    expect(await settled(pending)).toBe(false);
    expect(asked).toEqual([]);
  });
});

describe("useLoad (rendered by React)", () => {
  type Props = { key: string | null };

  it("loads on mount: loading, then ready with the data", async () => {
    const { calls, loaderFor } = scriptedLoader<string>();
    const hook = await renderHook(({ key }: Props) => useLoad(key, loaderFor(key ?? "")), { key: "a" });
    expect(hook.result.current.status).toBe("loading");
    expect(calls.map((c) => c.key)).toEqual(["a"]);
    await settle(() => calls[0]!.answer.resolve("A"));
    expect(hook.result.current).toMatchObject({ status: "ready", data: "A" });
    await hook.unmount();
  });

  it("reads a rejection as error", async () => {
    const { calls, loaderFor } = scriptedLoader<string>();
    const hook = await renderHook(({ key }: Props) => useLoad(key, loaderFor(key ?? "")), { key: "a" });
    const failure = new Error("down");
    await settle(() => calls[0]!.answer.reject(failure));
    expect(hook.result.current).toMatchObject({ status: "error", error: failure });
    await hook.unmount();
  });

  it("loads nothing while the key is null, then loads once it is known", async () => {
    const { calls, loaderFor } = scriptedLoader<string>();
    const hook = await renderHook(({ key }: Props) => useLoad(key, loaderFor(key ?? "")), {
      key: null as string | null,
    });
    expect(calls).toEqual([]);
    expect(hook.result.current.status).toBe("loading");
    await hook.rerender({ key: "a" });
    expect(calls.map((c) => c.key)).toEqual(["a"]);
    await hook.unmount();
  });

  it("re-renders with the same key call nothing again", async () => {
    const { calls, loaderFor } = scriptedLoader<string>();
    const hook = await renderHook(({ key }: Props) => useLoad(key, loaderFor(key ?? "")), { key: "a" });
    await hook.rerender({ key: "a" });
    await hook.rerender({ key: "a" });
    expect(calls).toHaveLength(1);
    await hook.unmount();
  });

  it("a new key: the earlier load is cancelled, its late answer never shows, the new key's does", async () => {
    const { calls, loaderFor } = scriptedLoader<string>();
    const hook = await renderHook(({ key }: Props) => useLoad(key, loaderFor(key ?? "")), { key: "a" });
    await settle(() => calls[0]!.answer.resolve("A"));
    await hook.rerender({ key: "b" });
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(hook.result.current.status).toBe("loading");
    await hook.rerender({ key: "c" });
    await settle(() => calls[1]!.answer.resolve("B (late)"));
    expect(hook.result.current.status).toBe("loading");
    await settle(() => calls[2]!.answer.resolve("C"));
    expect(hook.result.current).toMatchObject({ status: "ready", data: "C" });
    expect(hook.history.map((s) => (s.status === "ready" ? s.data : s.status))).not.toContain("B (late)");
    await hook.unmount();
  });

  it("uses the loader of the render that brought the key, not an earlier closure", async () => {
    const used: string[] = [];
    const hook = await renderHook(
      ({ key, label }: { key: string; label: string }) =>
        useLoad(key, async () => {
          used.push(label);
          return label;
        }),
      { key: "a", label: "first" },
    );
    await hook.rerender({ key: "b", label: "second" });
    expect(used).toEqual(["first", "second"]);
    expect(hook.result.current).toMatchObject({ status: "ready", data: "second" });
    await hook.unmount();
  });

  it("reload: loading again, the same key loaded anew, the earlier attempt's answer dropped", async () => {
    const { calls, loaderFor } = scriptedLoader<string>();
    const hook = await renderHook(({ key }: Props) => useLoad(key, loaderFor(key ?? "")), { key: "a" });
    await settle(() => calls[0]!.answer.reject(new Error("down")));
    expect(hook.result.current.status).toBe("error");
    await settle(() => hook.result.current.reload());
    expect(hook.result.current.status).toBe("loading");
    expect(calls.map((c) => c.key)).toEqual(["a", "a"]);
    await settle(() => calls[1]!.answer.resolve("A"));
    expect(hook.result.current).toMatchObject({ status: "ready", data: "A" });
    await hook.unmount();
  });

  it("after unmount: the load is cancelled and its answer changes no state", async () => {
    const { calls, loaderFor } = scriptedLoader<string>();
    const hook = await renderHook(({ key }: Props) => useLoad(key, loaderFor(key ?? "")), { key: "a" });
    const renders = hook.history.length;
    await hook.unmount();
    expect(calls[0]!.signal.aborted).toBe(true);
    await settle(() => calls[0]!.answer.resolve("A"));
    expect(hook.history).toHaveLength(renders);
  });
});
