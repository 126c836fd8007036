import { describe, expect, it } from "vitest";
import { buildTenant } from "./tenant-files.ts";
import { clientInfo } from "../test-support/test-fixtures.ts";

const HOSTILE = "javascript:alert(document.domain)";

describe("settings URLs at tenant build", () => {
  it("drops every URL outside the allow-list with a warning naming chain, file and key path", () => {
    const warnings: string[] = [];
    const info = clientInfo("acme", {
      MENU: [
        {
          menu_name: "Home",
          menu_url: HOSTILE,
          submenu: [
            { submenu_name: "A", submenu_url: "data:text/html,<script>alert(1)</script>" },
            { submenu_name: "B", submenu_url: "/about/our-story" },
          ],
        },
      ],
      HOME_SLIDER: [
        { slider_image: "https://img.example/1.png", slider_button_link: "vbscript:x" },
        { slider_image: "https://img.example/2.png", slider_button_link: "https://ok.example/" },
      ],
      COMPANY_POLICIES: [
        {
          name: "Legal",
          policie: [
            { name: "Bad", url: HOSTILE, is_text: false },
            { name: "Good", url: "mailto:legal@example.com", is_text: false },
          ],
        },
      ],
      SIGNIN_URL: "/\\evil.example",
    });
    const tenant = buildTenant(
      "acme",
      { clientInfo: info, snapshots: {} },
      { domainMap: {}, warn: (m) => warnings.push(m) },
    );
    if (tenant.status !== "ok") throw new Error("expected a ready tenant");
    const d = tenant.data;
    expect(d.MENU[0]?.menu_url).toBe("#");
    expect(d.MENU[0]?.submenu[0]).toMatchObject({ submenu_url: "#", submenu_link: false });
    expect(d.MENU[0]?.submenu[1]?.submenu_url).toBe("/about/our-story");
    expect(d.HOME_SLIDER[0]?.slider_button_link).toBeUndefined();
    expect(d.HOME_SLIDER[1]?.slider_button_link).toBe("https://ok.example/");
    expect(d.COMPANY_POLICIES[0]?.policie.map((p) => p.name)).toEqual(["Good"]);
    expect(d.SIGNIN_URL).toBeUndefined();
    expect(JSON.stringify(d)).not.toMatch(/javascript:|data:text|vbscript:/);
    expect(warnings).toEqual([
      'tenant "acme", clientinfo.json: data.MENU[0].menu_url: URL dropped (not http, https, mailto, tel or a same-site path)',
      'tenant "acme", clientinfo.json: data.MENU[0].submenu[0].submenu_url: URL dropped (not http, https, mailto, tel or a same-site path)',
      'tenant "acme", clientinfo.json: data.HOME_SLIDER[0].slider_button_link: URL dropped (not http, https, mailto, tel or a same-site path)',
      'tenant "acme", clientinfo.json: data.COMPANY_POLICIES[0].policie[0].url: URL dropped (not http, https, mailto, tel or a same-site path)',
      'tenant "acme", clientinfo.json: data.SIGNIN_URL: URL dropped (expected an http(s) URL with a plain host name, or a path starting with /)',
    ]);
  });
});
