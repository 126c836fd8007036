/**
 * The relay behind a real nginx configured with the README's snippet: the client address comes
 * from the trusted hop only, so a client forging X-Forwarded-For still gets its 10 sends, and the
 * chain's forms stay open for everyone else.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRecordingServer, type RecordingServer } from "#src/test-support/test-server.ts";
import { accepts, freePort } from "../../lib/listen.ts";
import { relayChain } from "../../test-support/relay-chain.ts";
import { STORE_KINDS, useRelayStores } from "../../test-support/relay-stores.ts";
import { clientAddressBehind, trustProxyFromEnv } from "./client-address.ts";
import { staticSecrets } from "./secrets.ts";
import { startFormRelay, type RunningRelay } from "./server.ts";

const NGINX = "/usr/sbin/nginx";

/** The README's nginx snippet (the block after the `<!-- relay-nginx -->` marker). */
function documentedSnippet(): string {
  const readme = readFileSync(join(import.meta.dirname, "README.md"), "utf8");
  const block = /<!-- relay-nginx -->\s*```nginx\n([\s\S]*?)```/.exec(readme)?.[1];
  if (block === undefined) throw new Error("README.md has no nginx snippet after <!-- relay-nginx -->");
  return block;
}

/** Starts nginx in the foreground with the snippet pointing at `relayPort`; resolves once it listens. */
async function startNginx(relayPort: number): Promise<{ port: number; stop(): Promise<void> }> {
  const prefix = mkdtempSync(join(tmpdir(), "relay-nginx-"));
  mkdirSync(join(prefix, "logs"));
  const port = await freePort();
  const location = documentedSnippet().replaceAll("127.0.0.1:8790", `127.0.0.1:${relayPort}`);
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((t) => `${t}_temp_path ${join(prefix, t)};`)
    .join("\n");
  writeFileSync(
    join(prefix, "nginx.conf"),
    `pid ${join(prefix, "nginx.pid")};
error_log ${join(prefix, "logs", "error.log")};
events {}
http {
  access_log off;
  ${temp}
  server {
    listen 127.0.0.1:${port};
    ${location}
  }
}
`,
  );
  const conf = join(prefix, "nginx.conf");
  const check = spawn(NGINX, ["-t", "-p", prefix, "-c", conf]);
  const checked = await new Promise<number | null>((resolve) => check.on("exit", resolve));
  if (checked !== 0) throw new Error(`nginx -t failed for ${conf}`);
  const child: ChildProcess = spawn(NGINX, ["-p", prefix, "-c", conf, "-g", "daemon off;"], { stdio: "ignore" });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  while (!(await accepts(port))) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}); see ${prefix}/logs/error.log`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    port,
    async stop() {
      child.kill("SIGQUIT");
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** POSTs a newsletter form through nginx from `localAddress`, with extra headers; the status. */
function post(port: number, localAddress: string, headers: Record<string, string> = {}): Promise<number> {
  const body = JSON.stringify({ values: { email: "a@b.co" } });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        localAddress,
        method: "POST",
        path: "/form-relay/acme/newsletter",
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), ...headers },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

describe.each(STORE_KINDS)("the relay behind nginx (TRUST_PROXY=1, %s store)", { timeout: 30_000 }, (kind) => {
  const stores = useRelayStores(kind);
  let gateway: RecordingServer;
  let relay: RunningRelay;
  let nginx: { port: number; stop(): Promise<void> };
  beforeAll(async () => {
    gateway = await startRecordingServer();
    gateway.reply("POST", "/SendEmail", { json: { ErrorMessage: { ErrorCode: 1, ErrorDetails: "ok" } } });
    relay = await startFormRelay(0, {
      ...stores(),
      chains: new Map([["acme", relayChain("acme", { gatewayUrl: gateway.baseUrl })]]),
      secrets: staticSecrets({ acme: "key-acme" }),
      trustProxy: trustProxyFromEnv({ TRUST_PROXY: "1" }),
      log: () => {},
    });
    nginx = await startNginx(relay.port);
  });
  afterAll(async () => {
    await nginx?.stop();
    await relay?.close();
    await gateway?.close();
  });

  it("gives a client forging X-Forwarded-For its 10 sends, and leaves the chain open for others", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      statuses.push(await post(nginx.port, "127.0.0.1", { "x-forwarded-for": `203.0.113.${i}, 198.51.100.${i}` }));
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
    expect(gateway.requests).toHaveLength(10);
    // another client (another loopback address) still sends
    expect(await post(nginx.port, "127.0.0.2")).toBe(200);
    expect(gateway.requests).toHaveLength(11);
  });
});

describe("clientAddressBehind", () => {
  it("takes the socket address at 0 hops and the Nth entry from the right behind N", () => {
    expect(clientAddressBehind("10.0.0.1", "1.1.1.1, 2.2.2.2", 0)).toBe("10.0.0.1");
    expect(clientAddressBehind("10.0.0.1", "1.1.1.1, 2.2.2.2", 1)).toBe("2.2.2.2");
    expect(clientAddressBehind("10.0.0.1", "1.1.1.1, 2.2.2.2", 2)).toBe("1.1.1.1");
    expect(clientAddressBehind("10.0.0.1", "2.2.2.2", 3)).toBe("2.2.2.2");
    expect(clientAddressBehind("10.0.0.1", undefined, 1)).toBe("10.0.0.1");
    expect(clientAddressBehind("10.0.0.1", " , ", 1)).toBe("10.0.0.1");
  });

  it("reads TRUST_PROXY as a hop count and refuses anything else by name", () => {
    expect(trustProxyFromEnv({})).toBe(0);
    expect(trustProxyFromEnv({ TRUST_PROXY: "2" })).toBe(2);
    expect(() => trustProxyFromEnv({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY must be the number/);
  });
});
