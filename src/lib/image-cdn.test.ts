/**
 * The per-chain image CDN for live coupon pictures: which templates local.json accepts (refused with
 * the key path otherwise), how a picture's URL goes through it, that the pulled deals and previews
 * reach the pages through it, that the islands get it in the site config, and that its origin joins
 * the chain's img-src.
 */
import { describe, expect, it } from "vitest";
import { buildTenant } from "../tenant/tenant-files.ts";
import { TenantConfigError } from "../tenant/tenant-schema.ts";
import { clientInfo } from "../test-support/test-fixtures.ts";
import { testTenant } from "../test-support/test-tenant.ts";
import {
  cdnImageUrl,
  cdnSrcSet,
  COUPON_IMAGE_WIDTH,
  imageCdnTemplateProblem,
  withCdnImages,
} from "../tenant/image-cdn.ts";
import { runtimeCspSources } from "./runtime-csp.ts";
import { siteConfigFor } from "./site-config.ts";

const TEMPLATE = "https://img.cdn.example/fit?width={width}&src={url}";
const PICTURE = "http://localhost:8787/images/coupon/7.jpg?name=Grapes&save=%243.00";

describe("image CDN template", () => {
  it("accepts an https URL with {url} and {width} after a fixed host", () => {
    expect(imageCdnTemplateProblem(TEMPLATE)).toBeNull();
    expect(imageCdnTemplateProblem("https://cdn.example:8443/{width}/{url}")).toBeNull();
  });

  it("takes plain http only on a loopback host or the chain's own gateway", () => {
    const gateway = "http://gateway.chain.example/api";
    expect(imageCdnTemplateProblem("http://localhost:8787/image-cdn/fit?width={width}&src={url}", gateway)).toBeNull();
    expect(imageCdnTemplateProblem("http://127.0.0.1/{width}/{url}", gateway)).toBeNull();
    expect(imageCdnTemplateProblem("http://gateway.chain.example/fit?w={width}&src={url}", gateway)).toBeNull();
    for (const other of [
      "http://img.cdn.example/?w={width}&src={url}",
      "http://gateway.chain.example:81/{width}/{url}",
    ]) {
      expect(imageCdnTemplateProblem(other, gateway)).toMatch(
        /https URL \(plain http only on localhost or the chain's own gateway\)/,
      );
    }
    expect(imageCdnTemplateProblem(TEMPLATE, gateway)).toBeNull();
  });

  it.each([
    ["https://img.cdn.example/?src={url}", /\{url\} and \{width\}/],
    ["https://img.cdn.example/?w={width}", /\{url\} and \{width\}/],
    ["https://{width}.cdn.example/{url}", /host comes before any placeholder/],
    ["https://img.cdn.example/{url}?w={width}&h={height}", /only \{url\} and \{width\}/],
    ["javascript:alert(1)//{url}{width}", /https URL/],
    ["https://user@img.cdn.example/{url}/{width}", /https URL/],
    ["ftp://img.cdn.example/{url}/{width}", /https URL/],
    ["https://img.cdn.example/fit?w={width} 2x&src={url}", /white space/],
  ])("refuses %s", (template, problem) => {
    expect(imageCdnTemplateProblem(template)).toMatch(problem);
  });

  it("sends a picture's whole URL, encoded, and the width asked for", () => {
    expect(cdnImageUrl(PICTURE, TEMPLATE, 400)).toBe(
      `https://img.cdn.example/fit?width=400&src=${encodeURIComponent(PICTURE)}`,
    );
    // No template, a site path or an empty image: as they are.
    expect(cdnImageUrl(PICTURE, null, 400)).toBe(PICTURE);
    expect(cdnImageUrl("/images/default.svg", TEMPLATE, 400)).toBe("/images/default.svg");
    expect(cdnImageUrl("", TEMPLATE, 400)).toBe("");
    const coupons = [{ SSNewsId: 1, ImagePath: PICTURE }];
    expect(withCdnImages(coupons, undefined)).toBe(coupons);
    expect(withCdnImages(coupons, TEMPLATE)[0]?.ImagePath).toContain(`width=${COUPON_IMAGE_WIDTH}&`);
  });

  it("offers a srcset of the widths asked for, and nothing without a template", () => {
    const srcset = cdnSrcSet(PICTURE, TEMPLATE, [480, 800]);
    const src = encodeURIComponent(PICTURE);
    expect(srcset).toBe(
      `https://img.cdn.example/fit?width=480&src=${src} 480w, https://img.cdn.example/fit?width=800&src=${src} 800w`,
    );
    expect(cdnSrcSet(PICTURE, null, [480])).toBeUndefined();
    expect(cdnSrcSet("/images/default.svg", TEMPLATE, [480])).toBeUndefined();
  });
});

describe("a chain with an image CDN", () => {
  const special = { SSNewsId: 5, Title: "Grapes", Details: "", ImagePath: PICTURE, ExpiresOn: "12/31/2026" };
  const answer = { ErrorMessage: { ErrorCode: 1, ErrorDetails: "" }, Specials: [special] };
  const build = (local: Record<string, unknown>) =>
    buildTenant(
      "acme",
      {
        local: { hosts: ["www.acme.example"], ...local },
        clientInfo: clientInfo("acme", {}),
        snapshots: {
          "deals.json": answer,
          "coupon-lists.json": {
            pulledAt: "2026-11-22T14:00:00.000Z",
            coupons: [special],
            lists: { "0": { ErrorMessage: answer.ErrorMessage, SSNewsIds: [special.SSNewsId] } },
          },
        },
      },
      { domainMap: {} },
    );

  it("draws the pulled deals and coupon lists through it, and tells the islands", () => {
    const tenant = build({ imageCdnTemplate: TEMPLATE });
    if (tenant.status !== "ok") throw new Error("tenant did not build");
    const expected = cdnImageUrl(PICTURE, TEMPLATE, COUPON_IMAGE_WIDTH);
    expect(tenant.deals.map((d) => d.ImagePath)).toEqual([expected]);
    expect(tenant.couponLists.lists[0]?.map((d) => d.ImagePath)).toEqual([expected]);
    expect(siteConfigFor(tenant).imageCdn).toBe(TEMPLATE);
    expect(runtimeCspSources(tenant)?.imgSrc).toEqual(["https://img.cdn.example"]);
  });

  it("leaves pictures at the gateway without one", () => {
    const tenant = build({});
    if (tenant.status !== "ok") throw new Error("tenant did not build");
    expect(tenant.deals.map((d) => d.ImagePath)).toEqual([PICTURE]);
    expect(siteConfigFor(tenant).imageCdn).toBeNull();
    expect(runtimeCspSources(testTenant())).toBeUndefined();
  });

  it("refuses the chain with file and key path for a bad template", () => {
    for (const template of ["http://img.cdn.example/{url}/{width}", "https://img.cdn.example/{url}"]) {
      expect(() => build({ imageCdnTemplate: template })).toThrow(TenantConfigError);
      expect(() => build({ imageCdnTemplate: template })).toThrow(/acme.*local\.json.*imageCdnTemplate.*expected/s);
    }
  });

  it("takes the chain's own gateway written as {gateway}, whatever its scheme", () => {
    const tenant = buildTenant(
      "acme",
      {
        local: { hosts: ["www.acme.example"], imageCdnTemplate: "{gateway}/image-cdn/fit?width={width}&src={url}" },
        clientInfo: clientInfo("acme", {}),
        snapshots: { "deals.json": answer },
      },
      { domainMap: {}, envGatewayUrl: "http://gateway.acme.example" },
    );
    if (tenant.status !== "ok") throw new Error("tenant did not build");
    expect(tenant.deals[0]?.ImagePath).toBe(
      `http://gateway.acme.example/image-cdn/fit?width=${COUPON_IMAGE_WIDTH}&src=${encodeURIComponent(PICTURE)}`,
    );
    expect(runtimeCspSources(tenant)?.imgSrc).toEqual(["http://gateway.acme.example"]);
  });
});
