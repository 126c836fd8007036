/**
 * Helpers for the gateway's own tests: start it on a free port and call it over real HTTP.
 */
import { startDemoGateway, type DemoGatewayOptions, type RunningGateway } from "./server.ts";

/** A started gateway with request helpers bound to it. */
export type TestGateway = RunningGateway & {
  /** POST a JSON body (`method: "POST"` added unless `raw`) with the chain's domainname header. */
  post(path: string, site: string | null, body?: unknown, raw?: boolean): Promise<Record<string, unknown>>;
  /** GET with the chain's domainname header. */
  get(path: string, site: string | null): Promise<Record<string, unknown>>;
  /** Signs a member in and returns the ValidateUser answer. */
  login(site: string, email: string, password: string): Promise<Record<string, unknown>>;
};

/** Device fields every login body carries. */
export const DEVICE = {
  DeviceInfo: "test",
  MobileOS: "web",
  MobileOSVersion: "1",
  MobileModel: "vitest",
  DeviceRegistrationId: "",
};

/** Starts a gateway for a test file. */
export async function startTestGateway(options: Partial<DemoGatewayOptions> = {}): Promise<TestGateway> {
  const gateway = await startDemoGateway({ port: 0, ...options });
  const headers = (site: string | null): Record<string, string> => ({
    "content-type": "application/json",
    ...(site === null ? {} : { domainname: site }),
  });
  const post: TestGateway["post"] = async (path, site, body = {}, raw = false) => {
    const payload = raw ? body : { method: "POST", ...(body as object) };
    const res = await fetch(`${gateway.url}/${path}`, {
      method: "POST",
      headers: headers(site),
      body: typeof payload === "string" ? payload : JSON.stringify(payload),
    });
    return (await res.json()) as Record<string, unknown>;
  };
  const get: TestGateway["get"] = async (path, site) => {
    const res = await fetch(`${gateway.url}/${path}`, { headers: headers(site) });
    return (await res.json()) as Record<string, unknown>;
  };
  const login: TestGateway["login"] = (site, email, password) =>
    post("ValidateUser", site, { UserName: email, Password: password, DeviceId: "3", CustomerId: 1, ...DEVICE });
  return { ...gateway, post, get, login };
}

/** ErrorCode of an answer (either spelling of the error block). */
export function code(answer: Record<string, unknown>): number | undefined {
  const block = (answer["ErrorMessage"] ?? answer["ErrorMesasge"]) as { ErrorCode?: number } | undefined;
  return block?.ErrorCode;
}

/** ErrorDetails of an answer. */
export function details(answer: Record<string, unknown>): string {
  const block = (answer["ErrorMessage"] ?? answer["ErrorMesasge"]) as { ErrorDetails?: string } | undefined;
  return block?.ErrorDetails ?? "";
}
