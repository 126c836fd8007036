import { describe, expect, it } from "vitest";
import { MemoryStorage } from "../../test-support/memory-storage.ts";
import { clearDraft, draftKey, readDraft, writeDraft } from "./employment-draft.ts";

describe("employment draft", () => {
  it("keeps answers and terms per chain, and forgets them", () => {
    const storage = new MemoryStorage();
    writeDraft(storage, "acme", { values: { name: "Ann", email: "" }, terms: true });
    expect(readDraft(storage, "acme")).toEqual({ values: { name: "Ann", email: "" }, terms: true });
    expect(readDraft(storage, "other")).toBeNull();
    clearDraft(storage, "acme");
    expect(readDraft(storage, "acme")).toBeNull();
  });

  it("stores nothing for an empty form and ignores damaged entries", () => {
    const storage = new MemoryStorage();
    writeDraft(storage, "acme", { values: { name: "" }, terms: false });
    expect(storage.getItem(draftKey("acme"))).toBeNull();
    storage.setItem(draftKey("acme"), "{not json");
    expect(readDraft(storage, "acme")).toBeNull();
    storage.setItem(draftKey("acme"), JSON.stringify({ values: { name: "Ann", captcha: 5 } }));
    expect(readDraft(storage, "acme")).toEqual({ values: { name: "Ann" }, terms: false });
  });
});
