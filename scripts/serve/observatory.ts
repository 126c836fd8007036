/**
 * The header tests of Mozilla's HTTP Observatory, as a checker the suite runs against the preview
 * server's answers and the production `_headers` rules: a policy regression fails a test instead of
 * waiting for an external scan.
 */

/** The failed checks for one response's headers (names lower-case or as sent); empty when it passes. */
export function observatoryProblems(headers: Readonly<Record<string, string>>, opts: { https: boolean }): string[] {
  const h = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const problems: string[] = [];
  const csp = h["content-security-policy"];
  if (!csp) problems.push("content-security-policy: missing");
  else problems.push(...cspProblems(csp));
  if (opts.https) {
    const hsts = /max-age=(\d+)/i.exec(h["strict-transport-security"] ?? "");
    if (!hsts || Number(hsts[1]) < 15_768_000) problems.push("strict-transport-security: missing or under six months");
  }
  if ((h["x-content-type-options"] ?? "").toLowerCase() !== "nosniff")
    problems.push("x-content-type-options: not nosniff");
  const xfo = (h["x-frame-options"] ?? "").toUpperCase();
  if (xfo !== "DENY" && xfo !== "SAMEORIGIN" && !/frame-ancestors/.test(csp ?? "")) {
    problems.push("x-frame-options / frame-ancestors: missing");
  }
  const referrer = (h["referrer-policy"] ?? "").toLowerCase();
  const safe = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"];
  if (!safe.includes(referrer)) problems.push(`referrer-policy: "${referrer}" leaks addresses`);
  return problems;
}

/** The policy checks Observatory scores: no unsafe script sources, objects off, framing and base limited. */
export function cspProblems(csp: string): string[] {
  const directives = new Map(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
  const problems: string[] = [];
  const script = directives.get("script-src") ?? directives.get("default-src");
  if (!script) problems.push("csp: no script-src or default-src");
  for (const bad of ["'unsafe-inline'", "'unsafe-eval'", "data:", "http:", "https:", "*"]) {
    if (script?.includes(bad)) problems.push(`csp: script-src allows ${bad}`);
  }
  const object = directives.get("object-src") ?? directives.get("default-src");
  if (!object?.includes("'none'")) problems.push("csp: object-src is not 'none'");
  if (!directives.has("frame-ancestors")) problems.push("csp: no frame-ancestors");
  if (!directives.has("base-uri")) problems.push("csp: no base-uri");
  if (!directives.has("form-action")) problems.push("csp: no form-action");
  const def = directives.get("default-src");
  if (!def || def.includes("*")) problems.push("csp: default-src missing or '*'");
  return problems;
}

/** Parses a `_headers` file into its rules (pattern → headers; later lines of a rule win, `! Name` drops). */
export function parseHeadersFile(text: string): { pattern: string; headers: Record<string, string> }[] {
  const rules: { pattern: string; headers: Record<string, string> }[] = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      continue;
    }
    const rule = rules.at(-1);
    const m = /^\s+([^:!\s][^:]*):\s*(.*)$/.exec(line);
    if (rule && m) rule.headers[m[1]!.trim()] = m[2]!.trim();
  }
  return rules;
}
