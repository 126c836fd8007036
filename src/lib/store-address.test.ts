import { describe, expect, it } from "vitest";
import { oneLineAddress, stateZipLine, storeState } from "./store-address.ts";

const store = { AddressLine1: "4200 13th Ave S", AddressLine2: "North Dakota", City: "Fargo", ZipCode: "58111" };

describe("store addresses", () => {
  it("puts a space between state and zip", () => {
    expect(stateZipLine(store)).toBe("North Dakota 58111");
    expect(oneLineAddress(store)).toBe("4200 13th Ave S, Fargo, North Dakota 58111");
  });
  it("reads the state from StateName when AddressLine2 is blank, and leaves out what is missing", () => {
    expect(storeState({ AddressLine2: " ", StateName: "Ohio" })).toBe("Ohio");
    expect(stateZipLine({ AddressLine2: "", ZipCode: "44101" })).toBe("44101");
    expect(stateZipLine({ AddressLine2: "Ohio", ZipCode: "" })).toBe("Ohio");
    expect(oneLineAddress({ ...store, AddressLine1: "", City: "" })).toBe("North Dakota 58111");
  });
});
