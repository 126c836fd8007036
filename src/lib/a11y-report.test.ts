import { describe, expect, it } from "vitest";
import { A11Y_STANDARD, KEY_TASKS } from "./a11y-report.ts";
import { en, type MessageKey } from "./i18n/en.ts";
import { es } from "./i18n/es.ts";

describe("the accessibility report page's texts", () => {
  it("the catalogue names the standard and each key task as the checks' results do, in every language", () => {
    expect(en["a11yReport.standardName"]).toBe(A11Y_STANDARD);
    for (const task of KEY_TASKS) {
      const key = `a11yReport.task.${task.id}` as MessageKey;
      expect(en[key]).toBe(task.name);
      expect(es[key]).not.toBe(task.name);
    }
  });
});
