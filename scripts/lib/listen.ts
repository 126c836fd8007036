/**
 * Listening on loopback only, on both 127.0.0.1 and ::1, so `localhost` and `<site>.localhost`
 * reach the server whichever address a client tries first, without exposing it to the network.
 */
import type { RequestListener, Server } from "node:http";
import { createServer } from "node:http";
import { connect, createServer as createNetServer } from "node:net";

/** A started server pair and how to stop it. */
export type Listening = { port: number; close: () => Promise<void> };

/** Thrown when the wanted port is taken, with a message that says what to do. */
export class PortInUseError extends Error {}

/**
 * How long an idle keep-alive connection stays open: longer than Node's 5 s, as a production
 * gateway or CDN keeps them (60 s and more). A client reusing a connection just as the server
 * closes it gets "socket hang up" (ECONNRESET); with Node's 5 s, a test client's connections met
 * that on a busy machine.
 */
export const KEEP_ALIVE_MS = 65_000;

/** Keeps idle keep-alive connections open for KEEP_ALIVE_MS (headers may take a second longer). */
export function keepConnectionsOpen(server: Pick<Server, "keepAliveTimeout" | "headersTimeout">): void {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
}

/** Starts `handler` on `port` (0 = any free port) on the loopback addresses. */
export async function listenLoopback(handler: RequestListener, port: number, what = "server"): Promise<Listening> {
  const v4 = createServer(handler);
  keepConnectionsOpen(v4);
  await listenOn(v4, port, "127.0.0.1").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "EADDRINUSE") {
      throw new PortInUseError(
        `port ${port} is already in use: stop what runs there or choose another port for the ${what}`,
      );
    }
    throw error;
  });
  const actual = addressPort(v4);
  const servers: Server[] = [v4];
  const v6 = createServer(handler);
  keepConnectionsOpen(v6);
  // ::1 is a bonus: machines without IPv6 (or with the port taken there) still work over 127.0.0.1.
  await listenOn(v6, actual, "::1").then(
    () => servers.push(v6),
    () => undefined,
  );
  return { port: actual, close: () => Promise.all(servers.map(closeServer)).then(() => undefined) };
}

/** Whether nothing listens on `port` on 127.0.0.1. */
export async function isPortFree(port: number): Promise<boolean> {
  const probe = createNetServer();
  try {
    await listenOn(probe, port, "127.0.0.1");
    await closeServer(probe);
    return true;
  } catch {
    return false;
  }
}

/**
 * Why the service ports cannot be used (the first one already taken, named by its variable), or
 * null when every one is free.
 */
export async function busyPortMessage(ports: Record<string, number>): Promise<string | null> {
  for (const [name, port] of Object.entries(ports)) {
    if (!(await isPortFree(port)))
      return `port ${port} (${name}) is already in use; stop what runs there or set ${name}`;
  }
  return null;
}

/** Whether something accepts connections on 127.0.0.1:port. */
export function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** A port that is free right now (the OS picks it). */
export async function freePort(): Promise<number> {
  const probe = createNetServer();
  await listenOn(probe, 0, "127.0.0.1");
  const port = addressPort(probe);
  await closeServer(probe);
  return port;
}

function listenOn(server: Server | ReturnType<typeof createNetServer>, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen({ port, host, exclusive: true }, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

function addressPort(server: { address(): unknown }): number {
  const addr = server.address();
  if (typeof addr === "object" && addr !== null && "port" in addr && typeof addr.port === "number") return addr.port;
  throw new Error("server has no port");
}

function closeServer(server: { close(cb: (err?: Error) => void): unknown; closeAllConnections?: () => void }) {
  return new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections?.();
  });
}
