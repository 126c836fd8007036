/**
 * The pull's report: what happened to the domain map and to each tenant, and the summary printed
 * at the end of a run.
 */

/** What happened to one tenant. */
export type TenantStatus = "changed" | "unchanged" | "failed" | "settings-error";

/** One tenant's outcome. */
export type TenantReport = {
  site: string;
  status: TenantStatus;
  /** Files rewritten (empty when unchanged or failed). */
  changedFiles: string[];
  /** Why it failed, or the settings error the gateway reported; names tenant, file and key path. */
  reason?: string;
  /** For a failure: whether an earlier snapshot exists (and was kept). */
  hadSnapshot?: boolean;
  /** What the build will leave out of a pulled chain, and why (e.g. its forms without a relay). */
  notes?: string[];
  /** Settings warnings (unknown keys, dropped URLs, fallbacks), each naming tenant, file and key path. */
  warnings?: string[];
};

/** Outcome of a whole run. */
export type PullReport = {
  gatewayUrl: string;
  domainMap: { status: "changed" | "unchanged" | "failed"; reason?: string };
  tenants: TenantReport[];
  /** Notes that do not fail the run (e.g. a folder no longer in the domain map). */
  warnings: string[];
  /** True when the map or any tenant failed: the CLI exits 1. */
  failed: boolean;
};

const LABEL: Record<TenantStatus, string> = {
  changed: "changed",
  unchanged: "unchanged",
  failed: "FAILED (kept last good snapshot)",
  "settings-error": "settings error",
};

/** The one-word-ish status shown for a tenant. */
export function statusLabel(t: TenantReport): string {
  if (t.status === "changed") return `changed (${t.changedFiles.join(", ")})`;
  if (t.status === "settings-error")
    return `${LABEL[t.status]}: ${t.reason ?? ""}${t.changedFiles.length > 0 ? " (written)" : ""}`;
  if (t.status === "failed" && t.hadSnapshot === false) return "FAILED (no snapshot yet)";
  return LABEL[t.status];
}

/** Summary lines for the end of a run. */
export function summaryLines(report: PullReport): string[] {
  const width = Math.max(10, ...report.tenants.map((t) => t.site.length));
  const lines = [
    "",
    "Summary:",
    `  ${"domain map".padEnd(width)}  ${report.domainMap.status === "failed" ? LABEL.failed : report.domainMap.status}`,
  ];
  for (const t of report.tenants) {
    lines.push(`  ${t.site.padEnd(width)}  ${statusLabel(t)}`);
    for (const note of t.notes ?? []) lines.push(`  ${"".padEnd(width)}  note: ${note}`);
  }
  const changed = report.tenants.filter(
    (t) => t.status === "changed" || (t.status === "settings-error" && t.changedFiles.length > 0),
  );
  lines.push("", changed.length > 0 ? `Changed: ${changed.map((t) => t.site).join(", ")}` : "No tenant changed.");
  if (report.domainMap.status === "failed")
    lines.push("", "Failed:", `  ${report.domainMap.reason ?? "domain map failed"}`);
  lines.push(...problemsByChain(report.tenants));
  for (const w of report.warnings) lines.push(`warning: ${w}`);
  return lines;
}

/** Every problem of every chain, grouped by chain: its errors, then its warnings. */
export function problemsByChain(tenants: readonly TenantReport[]): string[] {
  const lines: string[] = [];
  for (const t of tenants) {
    const errors = t.status === "failed" ? (t.reason ?? `tenant "${t.site}": failed`).split("\n") : [];
    const warnings = (t.warnings ?? []).filter((w) => !errors.some((e) => e.startsWith(w)));
    if (errors.length === 0 && warnings.length === 0) continue;
    const counts = [count(errors.length, "error"), count(warnings.length, "warning")].filter((c) => c !== "");
    lines.push("", `${t.site}: ${counts.join(", ")}`);
    lines.push(...errors.map((e) => `  ${e}`), ...warnings.map((w) => `  warning: ${w}`));
  }
  return lines.length > 0 ? ["", "Problems by chain:", ...lines.slice(1)] : [];
}

const count = (n: number, unit: string) => (n === 0 ? "" : `${n} ${unit}${n === 1 ? "" : "s"}`);
