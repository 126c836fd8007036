/**
 * Injected failures for tests: make one call of one chain answer an error, a body that does not
 * parse, a dropped connection, a delay, or a lost answer (the call is carried out, then the
 * connection drops: the client never learns that it worked), optionally only the next N times, or
 * only for a share of the calls (`rate`, drawn from a seeded sequence, so a run is repeatable), and
 * optionally only for the calls whose address or body holds a string (`match`: a member's token,
 * card number or e-mail address), so a test's fault is taken by its own shopper and no other of the
 * chain.
 */

/** A fault as POSTed to /__demo/faults. */
export type Fault =
  | { mode: "error"; code: number; details: string }
  | { mode: "malformed" }
  | { mode: "network" }
  | { mode: "delay"; ms: number }
  /** The call is carried out (after `ms`), then the connection drops halfway through the answer. */
  | { mode: "lost"; ms: number };

/**
 * How often an armed fault fires: the next `times` calls (null: every one) whose address or body
 * holds `match` (null: any call), each with probability `rate`.
 */
type Armed = {
  site: string;
  call: string;
  fault: Fault;
  times: number | null;
  rate: number;
  match: string | null;
  draw: () => number;
};

/** What parseFault reads from a request body. */
export type FaultRequest = {
  site: string;
  call: string;
  fault: Fault;
  times: number | null;
  rate: number;
  seed: number;
  match: string | null;
};

/** A small seeded generator (mulberry32): the same seed draws the same sequence in [0, 1). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Registry of armed faults, matched by chain (or `*`) and call name (case-insensitive). */
export class Faults {
  #armed: Armed[] = [];

  /**
   * Arms a fault; a newer one for the same site, call, mode and match replaces the older. Faults of
   * other modes for the same call stay armed beside it (a share of lost answers and a share of slow
   * ones), and so do faults scoped to other shoppers.
   */
  add(
    site: string,
    call: string,
    fault: Fault,
    times: number | null,
    rate = 1,
    seed = 1,
    match: string | null = null,
  ): void {
    const key = { site: site.toLowerCase(), call: call.toLowerCase() };
    this.#armed = this.#armed.filter(
      (a) => a.site !== key.site || a.call !== key.call || a.fault.mode !== fault.mode || a.match !== match,
    );
    this.#armed.push({ ...key, fault, times, rate, match, draw: seeded(seed) });
  }

  /** Disarms everything. */
  clear(): void {
    this.#armed = [];
  }

  /** What is armed now (for GET /__demo/faults). */
  list(): readonly Omit<Armed, "draw">[] {
    return this.#armed.map(({ draw: _draw, ...armed }) => armed);
  }

  /**
   * The fault to apply to this request (the first armed one that fires), counting down its `times`;
   * `request` is the call's address and body, which a scoped fault's `match` is looked for in.
   */
  take(site: string | null, call: string, request = ""): Fault | null {
    const c = call.toLowerCase();
    const s = (site ?? "*").toLowerCase();
    const hit = this.#armed.find(
      (a) =>
        a.call === c && (a.site === "*" || a.site === s) && (a.match === null || request.includes(a.match)) && fires(a),
    );
    if (hit === undefined) return null;
    if (hit.times !== null) {
      hit.times -= 1;
      if (hit.times <= 0) this.#armed = this.#armed.filter((a) => a !== hit);
    }
    return hit.fault;
  }
}

/** Whether an armed fault fires for this call (always at rate 1; each call draws once otherwise). */
const fires = (armed: Armed): boolean => armed.rate >= 1 || armed.draw() < armed.rate;

/** Parses a fault request body; returns an error text when it is not one. */
export function parseFault(body: unknown): FaultRequest | string {
  if (typeof body !== "object" || body === null) return "body must be a JSON object";
  const b = body as Record<string, unknown>;
  const site = typeof b["site"] === "string" && b["site"] !== "" ? b["site"] : "*";
  if (typeof b["call"] !== "string" || b["call"] === "") return "call is required";
  const times = typeof b["times"] === "number" && b["times"] > 0 ? Math.floor(b["times"]) : null;
  const rate = b["rate"] ?? 1;
  if (typeof rate !== "number" || !(rate > 0 && rate <= 1)) return "rate must be a number above 0 and at most 1";
  const seed = typeof b["seed"] === "number" ? Math.floor(b["seed"]) : 1;
  const match = b["match"] ?? null;
  if (match !== null && (typeof match !== "string" || match === "")) return "match must be a non-empty string";
  const fault = toFault(b);
  if (typeof fault === "string") return fault;
  return { site, call: b["call"], fault, times, rate, seed, match };
}

function toFault(b: Record<string, unknown>): Fault | string {
  const ms = typeof b["ms"] === "number" && b["ms"] >= 0 ? b["ms"] : null;
  switch (b["mode"]) {
    case "error":
      return {
        mode: "error",
        code: typeof b["code"] === "number" ? b["code"] : -1,
        details: typeof b["details"] === "string" ? b["details"] : "Something went wrong",
      };
    case "malformed":
      return { mode: "malformed" };
    case "network":
      return { mode: "network" };
    case "delay":
      return ms === null ? "delay needs ms" : { mode: "delay", ms };
    case "lost":
      return { mode: "lost", ms: ms ?? 0 };
    default:
      return 'mode must be "error", "malformed", "network", "delay" or "lost"';
  }
}
