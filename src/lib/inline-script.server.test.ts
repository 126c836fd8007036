import { describe, expect, it } from "vitest";
import { minifiedScript } from "./inline-script.server.ts";
import { GUARD_SCRIPT } from "../shared/session/guard-script.ts";

describe("minifiedScript", () => {
  it("makes a readable inline script smaller and keeps what it does", () => {
    const code = `(function () {
  const greeting = "hello";
  try {
    globalThis.out = greeting + " " + globalThis.name;
  } catch {
    /* nothing */
  }
})();`;
    const small = minifiedScript(code);
    expect(small.length).toBeLessThan(code.length * 0.7);
    const scope = { name: "shopper", out: "" };
    new Function("globalThis", small)(scope);
    expect(scope.out).toBe("hello shopper");
  });

  it("gives the same bytes for the same source, so one CSP hash covers every page", () => {
    expect(minifiedScript(GUARD_SCRIPT)).toBe(minifiedScript(`${GUARD_SCRIPT}`));
    expect(minifiedScript(GUARD_SCRIPT).length).toBeLessThan(GUARD_SCRIPT.length);
  });
});
