/**
 * The state of the page's "Clip all" run, shared by its button and its report: how far a run is,
 * what it added (Undo removes exactly these), what failed and what the live region says. Small and
 * static; the run itself (clip-all.ts, with the gateway client) loads on the first press.
 */
import { atom } from "nanostores";

/** An offer a run could not clip, and why (the gateway's ErrorDetails, or that no answer came). */
export type ClipAllFailure = { id: number; title: string; reason: string };

/** The page's clip-all state. */
export type ClipAllState = {
  /** idle, or a run (or its Undo) under way. */
  phase: "idle" | "clipping" | "undoing";
  /** Offers settled and offers in the run under way. */
  done: number;
  total: number;
  /** Offer ids the runs since the last Undo added to the cart. */
  added: number[];
  /** Offers the last run could not clip. */
  failed: ClipAllFailure[];
  /** What the polite live region says (start, every tenth offer, the summary). */
  announce: string;
  /** The run's code (or its report's) could not be loaded: the page says so, the list stays. */
  loadFailed: boolean;
};

/** No run yet. */
export const CLIP_ALL_IDLE: ClipAllState = {
  phase: "idle",
  done: 0,
  total: 0,
  added: [],
  failed: [],
  announce: "",
  loadFailed: false,
};

/** The page's one clip-all state. */
export const $clipAll = atom<ClipAllState>(CLIP_ALL_IDLE);

/** Merges a change into the state. */
export function updateClipAll(change: Partial<ClipAllState>): void {
  $clipAll.set({ ...$clipAll.get(), ...change });
}

/**
 * Runs an action of the clip-all code (clip-all.ts, loaded on the first press). When that file
 * cannot be loaded, the page says so (`loadFailed`) and nothing else changes.
 */
export function withClipAllCode(action: (code: typeof import("./clip-all.ts")) => Promise<void>): void {
  void import("./clip-all.ts").then(action).catch((error: unknown) => {
    console.warn("Clip all failed:", error);
    updateClipAll({ loadFailed: true });
  });
}
