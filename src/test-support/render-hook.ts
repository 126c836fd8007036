/**
 * Renders a React hook in Node, without a DOM: the real React DOM client (`createRoot`, `act`) over a
 * stand-in container and `window` just sufficient for a component that renders nothing. Effects,
 * state updates and unmounting run as in the browser; the hook's latest value is `result.current`.
 * It sets `window` and React's act flag on globalThis: a test file using it belongs in the isolated
 * unit-test project.
 */
import { act, createElement } from "react";
import { createRoot } from "react-dom/client";

const scope = globalThis as { window?: unknown; IS_REACT_ACT_ENVIRONMENT?: boolean };

/** The stand-in DOM that React DOM touches when it mounts a root and commits an empty tree. */
function standInContainer(): Element {
  scope.IS_REACT_ACT_ENVIRONMENT = true;
  scope.window ??= { HTMLIFrameElement: class {}, document: { activeElement: null } };
  const events = { addEventListener() {}, removeEventListener() {} };
  const container = { ...events, nodeType: 1, tagName: "DIV", namespaceURI: "http://www.w3.org/1999/xhtml" };
  return { ...container, ownerDocument: events } as unknown as Element;
}

/** A mounted hook: its latest value, a re-render with new props, and unmounting. */
export type RenderedHook<P, R> = {
  result: { current: R };
  /** Every value the hook returned, render by render. */
  history: R[];
  rerender: (props: P) => Promise<void>;
  unmount: () => Promise<void>;
};

/** Mounts `hook` with `props` and lets its effects run. */
export async function renderHook<P, R>(hook: (props: P) => R, props: P): Promise<RenderedHook<P, R>> {
  const history: R[] = [];
  const result = {} as { current: R };
  function Probe(p: { props: P }) {
    result.current = hook(p.props);
    history.push(result.current);
    return null;
  }
  const root = createRoot(standInContainer());
  await act(async () => root.render(createElement(Probe, { props })));
  return {
    result,
    history,
    rerender: (next) => act(async () => root.render(createElement(Probe, { props: next }))),
    unmount: () => act(async () => root.unmount()),
  };
}

/** Runs `work` (settling a promise, calling a hook's function) inside act, then lets React render. */
export async function settle(work: () => unknown): Promise<void> {
  await act(async () => {
    await work();
  });
}
