import { describe, expect, it } from "vitest";
import { MemoryStorage } from "../../test-support/memory-storage.ts";
import { clearDraft, draftKey, draftOf, readDraft, saveDraft } from "./form-draft.ts";

const INITIAL = { firstName: "", secret: "", terms: false, captcha: null as string | null };
const KEEP = ["firstName", "terms"] as const;

describe("registration drafts", () => {
  it("keeps only the named fields, never the secret", () => {
    const values = { firstName: "Robin", secret: "1234", terms: true, captcha: "token" };
    expect(draftOf(values, [...KEEP])).toEqual({ firstName: "Robin", terms: true });
  });

  it("round-trips through storage per form and chain, and is cleared", () => {
    const storage = new MemoryStorage();
    const key = draftKey("register", "freshmart");
    saveDraft(storage, key, { firstName: "Robin", terms: true });
    expect(readDraft(storage, key, INITIAL, [...KEEP])).toEqual({ firstName: "Robin", terms: true });
    expect(readDraft(storage, draftKey("register", "other"), INITIAL, [...KEEP])).toEqual({});
    clearDraft(storage, key);
    expect(readDraft(storage, key, INITIAL, [...KEEP])).toEqual({});
  });

  it("ignores fields it does not keep, wrong types and broken JSON", () => {
    const storage = new MemoryStorage();
    storage.setItem("k", JSON.stringify({ firstName: 5, secret: "1234", terms: true }));
    expect(readDraft(storage, "k", INITIAL, [...KEEP])).toEqual({ terms: true });
    storage.setItem("k", "{");
    expect(readDraft(storage, "k", INITIAL, [...KEEP])).toEqual({});
    expect(readDraft(null, "k", INITIAL, [...KEEP])).toEqual({});
  });
});
