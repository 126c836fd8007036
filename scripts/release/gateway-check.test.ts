import { describe, expect, it } from "vitest";
import { isLoopbackHost, releaseGatewayProblem } from "./gateway-check.ts";

describe("the release's gateway", () => {
  it("must be set", () => {
    expect(releaseGatewayProblem(undefined)).toMatch(/GATEWAY_URL is not set.*--allow-local-gateway/);
    expect(releaseGatewayProblem("  ")).toMatch(/not set/);
  });

  it("must not be this machine, however it is written", () => {
    for (const url of [
      "http://localhost:8787",
      "http://LOCALHOST./",
      "http://demo.localhost:8787",
      "http://127.0.0.1:8787",
      "http://127.8.9.10/",
      "http://2130706433/",
      "http://0.0.0.0:8787",
      "http://[::1]:8787",
      "http://[0:0:0:0:0:0:0:1]/",
      "http://[::ffff:127.0.0.1]/",
      "http://[::]/",
    ]) {
      expect(releaseGatewayProblem(url), url).toMatch(/is this machine/);
    }
  });

  it("must be an http(s) URL", () => {
    expect(releaseGatewayProblem("gateway.example.com")).toMatch(/not a URL/);
    expect(releaseGatewayProblem("ftp://gateway.example.com")).toMatch(/not an http\(s\) URL/);
  });

  it("accepts a real gateway", () => {
    expect(releaseGatewayProblem("https://gateway.example.com")).toBeNull();
    expect(releaseGatewayProblem("http://10.0.0.5:8787")).toBeNull();
    expect(isLoopbackHost("localhost.example.com")).toBe(false);
    expect(isLoopbackHost("[::2]")).toBe(false);
  });
});
