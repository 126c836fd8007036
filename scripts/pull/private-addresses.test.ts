import { describe, expect, it } from "vitest";
import { privateAddressWarnings } from "./private-addresses.ts";

describe("privateAddressWarnings", () => {
  it("names each setting at a non-public address with its key path, leaving the operator's origins alone", () => {
    const data = {
      LOGO_HEADER: "http://127.0.0.1:9000/logo.png",
      HOME_SLIDER: [
        { slider_image: "http://[::1]/s.png" },
        { slider_image: "http://169.254.169.254/latest/meta-data/" },
        { slider_image: "https://img.example.com/s.png" },
        { slider_image: "http://localhost:8787/images/slide.png" },
      ],
      ABOUT: { brands: ["http://10.0.0.7/b.png", "http://shop.localhost/b.png", "/images/b.png"] },
    };
    expect(privateAddressWarnings(data, ["http://localhost:8787"])).toEqual([
      "data.LOGO_HEADER: http://127.0.0.1:9000/logo.png is at a non-public address (loopback): the build fetches nothing there",
      "data.HOME_SLIDER[0].slider_image: http://[::1]/s.png is at a non-public address (loopback): the build fetches nothing there",
      "data.HOME_SLIDER[1].slider_image: http://169.254.169.254/latest/meta-data/ is at a non-public address (link-local (cloud metadata)): the build fetches nothing there",
      "data.ABOUT.brands[0]: http://10.0.0.7/b.png is at a non-public address (private): the build fetches nothing there",
      "data.ABOUT.brands[1]: http://shop.localhost/b.png is at a non-public address (loopback (localhost)): the build fetches nothing there",
    ]);
  });
});
