/**
 * Response headers shared by the preview server and the production routing files, so that what is
 * tested locally is what a CDN or nginx sends: security headers, cache policy and content types.
 */
import { extname } from "node:path";

/** Sources of one site's Content-Security-Policy beyond 'self'. */
export type CspSources = {
  connectSrc: string[];
  imgSrc: string[];
  frameSrc: string[];
  scriptSrc: string[];
  styleSrc: string[];
  /** sha256 sources of the inline scripts the build emitted ('unsafe-inline' is never used for scripts). */
  inlineScripts: string[];
};

/** Cache classes: hashed assets never change; HTML changes with every build. */
export const CACHE_CONTROL = {
  immutable: "public, max-age=31536000, immutable",
  html: "public, max-age=60, must-revalidate",
  file: "public, max-age=3600",
  none: "no-cache",
} as const;

/** A cache class name. */
export type CacheClass = keyof typeof CACHE_CONTROL;

const PERMISSIONS_POLICY = "camera=(), microphone=(), payment=(), usb=(), geolocation=(self), browsing-topics=()";

/** Builds the Content-Security-Policy value for one site (or the union for shared responses). */
export function contentSecurityPolicy(src: CspSources): string {
  const inline = src.inlineScripts.map((h) => `'${h}'`);
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...inline, ...src.scriptSrc]],
    // Inline style attributes come from configuration (header colour) and React; they cannot be hashed.
    ["style-src", ["'self'", "'unsafe-inline'", ...src.styleSrc]],
    ["img-src", ["'self'", "data:", "blob:", ...src.imgSrc]],
    ["font-src", ["'self'", "data:"]],
    ["connect-src", ["'self'", ...src.connectSrc]],
    ["frame-src", ["'self'", ...src.frameSrc]],
    // The chain's service worker and web app manifest, from its own origin.
    ["worker-src", ["'self'"]],
    ["manifest-src", ["'self'"]],
    ["frame-ancestors", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${[...new Set(values)].join(" ")}`).join("; ");
}

/** HSTS of the production hosts (two years); not sent by the loopback preview, which is plain http. */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000";

/** Sources that allow nothing beyond 'self' (responses tied to no chain: the sites index, 404s). */
export const NO_SOURCES: CspSources = {
  connectSrc: [],
  imgSrc: [],
  frameSrc: [],
  scriptSrc: [],
  styleSrc: [],
  inlineScripts: [],
};

/** The security headers every response carries (`hsts` on production hosts). */
export function securityHeaders(src: CspSources, opts: { hsts?: boolean } = {}): Record<string, string> {
  return {
    ...(opts.hsts ? { "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY } : {}),
    "Content-Security-Policy": contentSecurityPolicy(src),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "SAMEORIGIN",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "Cross-Origin-Opener-Policy": "same-origin",
  };
}

/** Merges several sites' sources, for responses not tied to one site (path-mode host, shared files). */
export function unionSources(all: readonly CspSources[]): CspSources {
  const pick = (key: Exclude<keyof CspSources, "inlineScripts">) => [...new Set(all.flatMap((s) => s[key]))].sort();
  const inline = [...new Set(all.flatMap((s) => s.inlineScripts))].sort();
  return {
    connectSrc: pick("connectSrc"),
    imgSrc: pick("imgSrc"),
    frameSrc: pick("frameSrc"),
    scriptSrc: pick("scriptSrc"),
    styleSrc: pick("styleSrc"),
    inlineScripts: inline,
  };
}

/** Cache class of a served URL path. */
export function cacheClassFor(urlPath: string): CacheClass {
  if (urlPath.startsWith("/_assets/")) return "immutable";
  if (urlPath.endsWith("/") || urlPath.endsWith(".html")) return "html";
  return "file";
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".otf": "font/otf",
  ".pdf": "application/pdf",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
};

/** Content-Type of a file by extension (octet-stream when unknown, so nosniff stays safe). */
export function contentTypeFor(filePath: string): string {
  return TYPES[extname(filePath).toLowerCase()] ?? "application/octet-stream";
}

/** Whether a content type is worth compressing on the fly. */
export function isCompressible(contentType: string): boolean {
  return /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/.test(contentType);
}
