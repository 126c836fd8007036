import { describe, expect, it } from "vitest";
import { userMenuLabel, userMenuLinks } from "./user-menu.ts";

describe("user menu", () => {
  it("is labelled with last name and first name", () => {
    expect(userMenuLabel({ FirstName: "Dana", LastName: "Demo", Username: "d@x.example" })).toBe("Demo Dana");
    expect(userMenuLabel({ FirstName: "", LastName: "", Username: "d@x.example" })).toBe("d@x.example");
  });

  it("offers Change Pin or Change Password by mode", () => {
    expect(userMenuLinks(false).map((l) => l.label)).toEqual(["My Account", "Change Pin", "My Rewards"]);
    expect(userMenuLinks(true)).toEqual([
      { label: "My Account", route: "/my-account" },
      { label: "Change Password", route: "/change-pin" },
      { label: "My Rewards", route: "/my-rewards" },
    ]);
  });
});
