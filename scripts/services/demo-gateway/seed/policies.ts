/**
 * Company policy groups for a chain (privacy, terms, accessibility, and one external document).
 */
import { BASE } from "../wire.ts";

/** COMPANY_POLICIES of a chain. */
export function policies(site: string, name: string): Record<string, unknown>[] {
  return [
    {
      name: "Privacy & Terms",
      policie: [
        {
          name: "Privacy Policy",
          url: "privacy-policy",
          is_text: true,
          text: `<h2>Privacy Policy</h2><p>${name} collects only what it needs to run your rewards account.</p><ul><li>We never sell your data.</li><li>You may ask us to delete it at any time.</li></ul>`,
        },
        {
          name: "Terms and Conditions",
          url: "terms-and-conditions",
          is_text: true,
          text: `<h2>Terms and Conditions</h2><p>Digital coupons are valid once per member and cannot be combined with paper coupons for the same item.</p>`,
        },
      ],
    },
    {
      name: "Accessibility",
      policie: [
        {
          name: "Web Accessibility",
          url: "web-accessibility",
          is_text: true,
          text: "<p>See our accessibility statement.</p>",
        },
      ],
    },
    {
      name: "Other",
      policie: [
        { name: "Product Recalls", url: `${BASE}/files/recalls/${site}/product-recalls.pdf`, is_text: false },
        {
          name: "Return Policy",
          url: "return-policy",
          is_text: true,
          text: "<p>Bring your receipt within 30 days for a full refund.</p>",
        },
      ],
    },
  ];
}
