/**
 * The client address behind a known number of trusted proxies. Each proxy appends the address it
 * saw to X-Forwarded-For (nginx: `$proxy_add_x_forwarded_for`), so only the last `hops` entries were
 * written by proxies the relay trusts; anything to their left came from the client and may be forged.
 * `hops` 0 (the default) takes the socket address and ignores the header; `hops` N takes the Nth
 * entry from the right. With fewer entries than hops, the leftmost is taken (every entry there was
 * written by a trusted proxy).
 */

/** The address of the client that reached the first trusted proxy. */
export function clientAddressBehind(socketAddress: string, forwardedFor: string | undefined, hops: number): string {
  if (hops <= 0 || forwardedFor === undefined) return socketAddress;
  const entries = forwardedFor
    .split(",")
    .map((e) => e.trim())
    .filter((e) => e !== "");
  if (entries.length === 0) return socketAddress;
  return entries[Math.max(0, entries.length - hops)]!;
}

/** `TRUST_PROXY` (the number of trusted proxy hops; default 0): a clear error for anything else. */
export function trustProxyFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env["TRUST_PROXY"]?.trim();
  if (raw === undefined || raw === "") return 0;
  if (!/^\d{1,2}$/.test(raw)) {
    throw new Error(`TRUST_PROXY must be the number of trusted proxy hops (0, 1, 2 …), not "${raw}"`);
  }
  return Number(raw);
}
