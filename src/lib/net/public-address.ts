/**
 * Whether an IP address is a public one a build may fetch from. Everything else is refused: the
 * machine itself (loopback, unspecified), private networks (RFC 1918, CGNAT 100.64/10, unique-local
 * fc00::/7), link-local (169.254/16 with the cloud metadata address, fe80::/10), multicast,
 * documentation, benchmarking and reserved ranges. An IPv6 address that carries an IPv4 one
 * (mapped ::ffff:a.b.c.d, compatible ::a.b.c.d, NAT64 64:ff9b::/96) is judged by that IPv4 address;
 * IPv6 must otherwise be global unicast (2000::/3), without 6to4 and Teredo, whose tunnels reach
 * any IPv4 address.
 */
import { isIPv4, isIPv6 } from "node:net";

/** IPv4 ranges that are not public: [first octets as a number, prefix length, what it is]. */
const IPV4_REFUSED: readonly [string, number, string][] = [
  ["0.0.0.0", 8, "this network"],
  ["10.0.0.0", 8, "private"],
  ["100.64.0.0", 10, "shared (CGNAT)"],
  ["127.0.0.0", 8, "loopback"],
  ["169.254.0.0", 16, "link-local (cloud metadata)"],
  ["172.16.0.0", 12, "private"],
  ["192.0.0.0", 24, "protocol assignments"],
  ["192.0.2.0", 24, "documentation"],
  ["192.88.99.0", 24, "6to4 relay"],
  ["192.168.0.0", 16, "private"],
  ["198.18.0.0", 15, "benchmarking"],
  ["198.51.100.0", 24, "documentation"],
  ["203.0.113.0", 24, "documentation"],
  ["224.0.0.0", 4, "multicast"],
  ["240.0.0.0", 4, "reserved"],
];

function ipv4Number(address: string): number {
  return address.split(".").reduce((n, part) => n * 256 + Number(part), 0);
}

/** Why an IPv4 address is not public, or null when it is. */
function ipv4Refusal(address: string): string | null {
  const n = ipv4Number(address);
  for (const [base, bits, what] of IPV4_REFUSED) {
    const size = 2 ** (32 - bits);
    if (Math.floor(n / size) === Math.floor(ipv4Number(base) / size)) return what;
  }
  return null;
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part included). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().split("%")[0] ?? "";
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1] !== undefined) {
    const n = ipv4Number(dotted[1]);
    text = `${text.slice(0, -dotted[1].length)}${Math.floor(n / 65536).toString(16)}:${(n % 65536).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const part = (s: string) => (s === "" ? [] : s.split(":").map((g) => parseInt(g, 16)));
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** Why an IPv6 address is not public, or null when it is. */
function ipv6Refusal(address: string): string | null {
  const g = ipv6Groups(address);
  const embedded = () => `${g[6]! >> 8}.${g[6]! & 255}.${g[7]! >> 8}.${g[7]! & 255}`;
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 8)) return "unspecified";
  if (zeros(0, 7) && g[7] === 1) return "loopback";
  // ::ffff:a.b.c.d (mapped), ::a.b.c.d (compatible), 64:ff9b::a.b.c.d (NAT64): the IPv4 address decides.
  if ((zeros(0, 5) && g[5] === 0xffff) || zeros(0, 6) || (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6))) {
    const inner = ipv4Refusal(embedded());
    return inner === null ? null : `${inner} (IPv4 in IPv6)`;
  }
  const first = g[0]!;
  if ((first & 0xfe00) === 0xfc00) return "unique-local";
  if ((first & 0xffc0) === 0xfe80) return "link-local";
  if ((first & 0xffc0) === 0xfec0) return "site-local";
  if ((first & 0xff00) === 0xff00) return "multicast";
  if ((first & 0xe000) !== 0x2000) return "not global unicast";
  if (first === 0x2001 && g[1] === 0x0db8) return "documentation";
  if (first === 0x2001 && g[1] === 0) return "Teredo tunnel";
  if (first === 0x2002) return "6to4 tunnel";
  return null;
}

/**
 * Why `address` (an IP address, IPv6 with or without brackets) may not be fetched from, or null
 * when it is public. Something that is no IP address is refused too.
 */
export function addressRefusal(address: string): string | null {
  const bare = address.startsWith("[") && address.endsWith("]") ? address.slice(1, -1) : address;
  if (isIPv4(bare)) return ipv4Refusal(bare);
  if (isIPv6(bare)) return ipv6Refusal(bare);
  return "not an IP address";
}
