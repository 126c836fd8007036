/**
 * The preview server over HTTP/2 with TLS, for the phone benchmark: every CDN the chains deploy to
 * (Cloudflare Pages, Netlify, nginx with TLS) speaks HTTP/2, where a page's 40 modules share one
 * connection; over the preview's HTTP/1.1 a browser opens six, and on a 562 ms-latency network the
 * modules then arrive in waves, which no shopper sees. Same handler, routing and headers as
 * `npm run preview`; a throwaway self-signed certificate (openssl), so the browser must be told to
 * accept it. Benchmark-only.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createSecureServer } from "node:http2";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createPreviewHandler } from "./preview-handler.ts";
import { loadRoutingModel } from "./routing-model.ts";

/** A running HTTP/2 preview. */
export type H2Preview = { url: string; close: () => Promise<void> };

/** A self-signed certificate for localhost, made with openssl in a folder removed right after. */
function localCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), "h2-preview-"));
  try {
    execFileSync(
      "openssl",
      ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost"]
        .concat(["-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"])
        .concat(["-keyout", join(dir, "key.pem"), "-out", join(dir, "cert.pem")]),
      { stdio: "ignore" },
    );
    return { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Serves `distDir` as the preview does, over HTTP/2 (HTTP/1.1 still answered) on a free loopback port. */
export async function startH2Preview(distDir: string, env: NodeJS.ProcessEnv): Promise<H2Preview> {
  const model = await loadRoutingModel(resolve(distDir), { env, warn: (m) => console.warn(`preview: ${m}`) });
  const preview = createPreviewHandler(resolve(distDir), model) as unknown as NonNullable<
    Parameters<typeof createSecureServer>[1]
  >;
  const server = createSecureServer({ ...localCertificate(), allowHTTP1: true }, (req, res) => {
    // The routing reads the Host header; HTTP/2 sends it as :authority.
    req.headers.host ??= req.headers[":authority"];
    preview(req, res);
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://localhost:${port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
