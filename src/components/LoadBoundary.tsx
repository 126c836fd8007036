/**
 * The fallback of a lazily loaded part of an island (`lazy()` under `Suspense`): when its code
 * cannot load, only that part says so (`LoadFailed`, or the fallback given) and the rest of the
 * island — the coupon list above all — stays. Without it React removes the whole island. A class:
 * React catches render errors only in a class component's `getDerivedStateFromError`.
 */
import { Component, type ReactNode } from "react";
import LoadFailed from "./LoadFailed.tsx";

type Props = {
  children: ReactNode;
  /** What shows instead of the part; `LoadFailed` by default. */
  fallback?: ReactNode;
};

/** Shows `fallback` in place of children whose code (or render) failed. */
export default class LoadBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback ?? <LoadFailed />;
  }
}
