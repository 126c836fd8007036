/**
 * Injected failures for tests: make one call of one chain answer an error, a body that does not
 * parse, a dropped connection or a delay, optionally only the next N times.
 */

/** A fault as POSTed to /__demo/faults. */
export type Fault =
  | { mode: "error"; code: number; details: string }
  | { mode: "malformed" }
  | { mode: "network" }
  | { mode: "delay"; ms: number };

type Armed = { site: string; call: string; fault: Fault; times: number | null };

/** Registry of armed faults, matched by chain (or `*`) and call name (case-insensitive). */
export class Faults {
  #armed: Armed[] = [];

  /** Arms a fault; a newer one for the same site and call replaces the older. */
  add(site: string, call: string, fault: Fault, times: number | null): void {
    const key = { site: site.toLowerCase(), call: call.toLowerCase() };
    this.#armed = this.#armed.filter((a) => a.site !== key.site || a.call !== key.call);
    this.#armed.push({ ...key, fault, times });
  }

  /** Disarms everything. */
  clear(): void {
    this.#armed = [];
  }

  /** What is armed now (for GET /__demo/faults). */
  list(): readonly Armed[] {
    return this.#armed;
  }

  /** The fault to apply to this request, counting down `times`. */
  take(site: string | null, call: string): Fault | null {
    const c = call.toLowerCase();
    const s = (site ?? "*").toLowerCase();
    const hit = this.#armed.find((a) => a.call === c && (a.site === "*" || a.site === s));
    if (hit === undefined) return null;
    if (hit.times !== null) {
      hit.times -= 1;
      if (hit.times <= 0) this.#armed = this.#armed.filter((a) => a !== hit);
    }
    return hit.fault;
  }
}

/** Parses a fault request body; returns an error text when it is not one. */
export function parseFault(body: unknown): { site: string; call: string; fault: Fault; times: number | null } | string {
  if (typeof body !== "object" || body === null) return "body must be a JSON object";
  const b = body as Record<string, unknown>;
  const site = typeof b["site"] === "string" && b["site"] !== "" ? b["site"] : "*";
  if (typeof b["call"] !== "string" || b["call"] === "") return "call is required";
  const times = typeof b["times"] === "number" && b["times"] > 0 ? Math.floor(b["times"]) : null;
  const fault = toFault(b);
  if (typeof fault === "string") return fault;
  return { site, call: b["call"], fault, times };
}

function toFault(b: Record<string, unknown>): Fault | string {
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
      return typeof b["ms"] === "number" && b["ms"] >= 0 ? { mode: "delay", ms: b["ms"] } : "delay needs ms";
    default:
      return 'mode must be "error", "malformed", "network" or "delay"';
  }
}
