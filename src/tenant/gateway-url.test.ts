import { describe, expect, it } from "vitest";
import { DEFAULT_GATEWAY_URL, localGatewayUrl, tenantGatewayUrl } from "./gateway-url.ts";
import { TenantConfigError } from "./tenant-errors.ts";

describe("tenantGatewayUrl", () => {
  it("prefers local.json's gatewayUrl, then GATEWAY_URL, then the demo gateway", () => {
    expect(tenantGatewayUrl({ gatewayUrl: "https://gw.acme.example/api/" }, "http://env.example", "acme")).toBe(
      "https://gw.acme.example/api",
    );
    expect(tenantGatewayUrl({ hosts: [] }, "http://env.example/", "acme")).toBe("http://env.example");
    expect(tenantGatewayUrl(undefined, "", "acme")).toBe(DEFAULT_GATEWAY_URL);
    expect(tenantGatewayUrl(undefined, undefined, "acme")).toBe("http://localhost:8787");
  });

  it("refuses a gatewayUrl that is not an http(s) URL, naming chain, file and key", () => {
    expect(() => tenantGatewayUrl({ gatewayUrl: "gw.acme.example" }, undefined, "acme")).toThrow(TenantConfigError);
    expect(() => localGatewayUrl({ gatewayUrl: 42 }, "acme")).toThrow(
      'tenant "acme", local.json: gatewayUrl: expected a string, found 42 (number)',
    );
    expect(() => localGatewayUrl({ gatewayUrl: "ftp://gw.example" }, "acme")).toThrow(
      'tenant "acme", local.json: gatewayUrl: expected an http(s) URL with a plain host name, found "ftp://gw.example"',
    );
  });

  it("reads no gatewayUrl from a value that is not an object (the file's own check reports it)", () => {
    expect(localGatewayUrl([], "acme")).toBeUndefined();
    expect(localGatewayUrl(null, "acme")).toBeUndefined();
  });
});
