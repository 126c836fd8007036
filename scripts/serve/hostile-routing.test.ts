/**
 * One chain's hosts and URLs cannot break the shared nginx config: hostile values (quotes, `$`, `;`,
 * braces, spaces, control characters) go into every setting that reaches a routing file — the domain
 * map, local.json's hosts, primary and beta hosts, gateway and relay URLs, the logo, slides, scripts
 * and map tiles, an image in settings HTML — through the pull's and the loader's own checks. Every
 * value they accept is built into the routing files (sites.json entry, routing model from the pages,
 * write-routing's files) and proven with nginx itself (`nginx -t`). A control case shows that the same
 * test fails when a hostile source does reach the config.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { siteEntryOf } from "../../src/lib/site-entry.ts";
import { buildTenant, type TenantFileValues } from "../../src/tenant/tenant-files.ts";
import { domainMapSchema, TenantConfigError } from "../../src/tenant/tenant-schema.ts";
import type { Tenant } from "../../src/tenant/tenant.ts";
import { clientInfo } from "../../src/test-support/test-fixtures.ts";
import { routingFiles } from "./write-routing.ts";
import { refuseBadHosts } from "../pull/domain-map.ts";
import { buildRoutingModel, type RoutingModel } from "./routing-model.ts";

const NGINX = "/usr/sbin/nginx";
const work = mkdtempSync(join(tmpdir(), "hostile-routing-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Host names that must never reach a generated file, and one that is fine. */
const HOSTS = [
  'cdn"$host.example',
  "cdn'x.example",
  "a;b.example",
  "a b.example",
  "a{b}.example",
  "a}b.example",
  "a\u0001b.example",
  "$host",
  "a\\b.example",
  "ok-host.example",
];

/** Where a chain's value can reach a routing file, and how to put `host` there. */
const POINTS: Record<string, (host: string) => { local?: Record<string, unknown>; data?: Record<string, unknown> }> = {
  "local.json hosts": (h) => ({ local: { hosts: [h] } }),
  "local.json primaryHost": (h) => ({ local: { primaryHost: h } }),
  "local.json betaHosts": (h) => ({ local: { betaHosts: [h] } }),
  "local.json gatewayUrl": (h) => ({ local: { gatewayUrl: `https://${h}/api` } }),
  "local.json formRelay": (h) => ({ local: { formRelay: `https://${h}/forms` } }),
  "local.json flags.aboutPhotoSlider": (h) => ({ local: { flags: { aboutPhotoSlider: [`https://${h}/p.png`] } } }),
  "data.LOGO_HEADER": (h) => ({ data: { LOGO_HEADER: `https://${h}/logo.png` } }),
  "data.LOGO_FOOTER": (h) => ({ data: { LOGO_FOOTER: `https://${h}/logo.png` } }),
  "data.HOME_SLIDER": (h) => ({ data: { HOME_SLIDER: [{ slider_image: `https://${h}/s.png` }] } }),
  "data.ANALYTICS.scripts": (h) => ({ data: { ANALYTICS: { scripts: [`https://${h}/a.js`] } } }),
  "data.MAP_TILE_URL": (h) => ({ data: { MAP_TILE_URL: `https://{s}.${h}/{z}/{x}/{y}.png` } }),
  "data.ABOUT.brands": (h) => ({ data: { ABOUT: { brands: [`https://${h}/b.png`] } } }),
};

const EMAIL = {
  contact_recipient: "c@x.example",
  employment_recipient: "e@x.example",
  newsletter_recipient: "n@x.example",
  from_email: "web@x.example",
  from_name: "X",
  security_key: "hostile-secret-key",
};

/** HTML-escapes an attribute value as Astro writes it. */
const attr = (v: string) => v.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

/** A page of a chain, with every URL its settings would render as an image or script. */
function pageOf(t: Tenant, extraImage: string): string {
  const images =
    t.status === "ok" ? [t.data.LOGO_HEADER, t.data.LOGO_FOOTER, ...t.data.HOME_SLIDER.map((s) => s.slider_image)] : [];
  const all = [...images, ...t.flags.aboutPhotoSlider, ...(t.status === "ok" ? t.data.ABOUT.brands : []), extraImage];
  const imgs = all.flatMap((src) => (src ? [`<img src="${attr(src)}" alt="">`] : [])).join("");
  const scripts = (t.status === "ok" ? (t.data.ANALYTICS?.scripts ?? []) : []).map(
    (s) => `<script src="${attr(s)}"></script>`,
  );
  return `<!DOCTYPE html><html lang="en"><head><title>t</title>${scripts.join("")}</head><body>${imgs}</body></html>`;
}

/** Writes a build's routing inputs for `tenants`, makes the model and the files, and runs `nginx -t` on them. */
async function nginxCheck(
  name: string,
  tenants: Tenant[],
  pages: Record<string, string>,
  tamper?: (m: RoutingModel) => void,
) {
  const dist = join(work, name, "dist");
  mkdirSync(join(dist, "_routing"), { recursive: true });
  writeFileSync(join(dist, "_routing", "sites.json"), JSON.stringify({ sites: tenants.map(siteEntryOf) }));
  for (const [rel, html] of Object.entries(pages)) {
    mkdirSync(dirname(join(dist, rel)), { recursive: true });
    writeFileSync(join(dist, rel), html);
  }
  const model = await buildRoutingModel(dist, { tenantsDir: join(work, "none") });
  tamper?.(model);
  for (const [rel, content] of Object.entries(routingFiles(model, { root: dist, listen: "127.0.0.1:18999" }))) {
    writeFileSync(join(dist, rel), content);
  }
  return runNginxTest(join(work, name), join(dist, "_routing", "nginx.conf"));
}

/** `nginx -t` on a wrapper `http {}` including `conf`; the exit status and nginx's words. */
function runNginxTest(prefix: string, conf: string): { ok: boolean; output: string } {
  const temp = (k: string) => `  ${k}_temp_path ${join(prefix, "tmp", k)};`;
  const wrapper = join(prefix, "nginx-test.conf");
  mkdirSync(join(prefix, "tmp"), { recursive: true });
  writeFileSync(
    wrapper,
    [
      `pid ${join(prefix, "nginx.pid")};`,
      `error_log ${join(prefix, "error.log")};`,
      "events {}",
      "http {",
      "  access_log off;",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp),
      `  include ${conf};`,
      "}",
      "",
    ].join("\n"),
  );
  try {
    const out = execFileSync(NGINX, ["-t", "-q", "-p", prefix, "-c", wrapper], { encoding: "utf8", stdio: "pipe" });
    return { ok: true, output: out };
  } catch (error) {
    const e = error as { stderr?: string; message: string };
    return { ok: false, output: e.stderr ?? e.message };
  }
}

/** The good chain every case is built beside. */
const files = (
  site: string,
  change: { local?: Record<string, unknown>; data?: Record<string, unknown> } = {},
): TenantFileValues => ({
  local: { hosts: [`www.${site}.example`], formRelay: true, ...change.local },
  clientInfo: clientInfo(site, { EMAIL, ...change.data }),
  snapshots: {},
});

describe.skipIf(!existsSync(NGINX))("hostile hosts and origins against nginx -t", { timeout: 120_000 }, () => {
  it("fails nginx -t when a hostile source reaches the config (the check can fail)", async () => {
    const good = buildTenant("good", files("good"), { domainMap: {} });
    const result = await nginxCheck("control", [good], { "good/index.html": pageOf(good, "") }, (model) => {
      model.sites[0]!.sources.imgSrc.push('https://cdn"$host.example');
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('unexpected "$"');
  });

  it("refuses every hostile host at the pull's domain map, naming chain and key", () => {
    const raw = Object.fromEntries(HOSTS.map((h, i) => [h, `chain${i}`]));
    const { data, refused } = refuseBadHosts(raw);
    expect(Object.keys(domainMapSchema.parse(data))).toEqual(["ok-host.example"]);
    expect(refused).toHaveLength(HOSTS.length - 1);
    expect(refused[0]).toBe(
      'tenant "chain0", domain-map.json: data["cdn\\"$host.example"]: host refused (expected a host name such as www.example.com)',
    );
  });

  it("passes nginx -t for every value the loader accepts, and refuses the rest naming chain and key", async () => {
    const figures = { accepted: 0, refused: 0, nginxRuns: 0 };
    for (const [point, put] of Object.entries(POINTS)) {
      for (const [i, host] of HOSTS.entries()) {
        let tenant: Tenant;
        try {
          tenant = buildTenant("alpha", files("alpha", put(host)), { domainMap: {}, warn: () => undefined });
        } catch (error) {
          expect(error, `${point} ${host}`).toBeInstanceOf(TenantConfigError);
          expect((error as Error).message).toMatch(/^tenant "alpha", (local\.json|clientinfo\.json): /);
          figures.refused++;
          continue;
        }
        figures.accepted++;
        const good = buildTenant("good", files("good"), { domainMap: {} });
        // The same host in settings HTML (policies, about texts): an image whose origin the CSP scan sees.
        const page = pageOf(tenant, `https://${host}/in-html.png`);
        const result = await nginxCheck(`case-${point.replace(/\W+/g, "-")}-${i}`, [good, tenant], {
          "alpha/index.html": page,
          "good/index.html": pageOf(good, ""),
        });
        figures.nginxRuns++;
        expect(result.ok, `${point} = ${JSON.stringify(host)}: ${result.output}`).toBe(true);
      }
    }
    // Only the plain host passes at the points that refuse; dropping points keep the chain without the value.
    expect(figures.refused).toBeGreaterThan(0);
    expect(figures.nginxRuns).toBe(figures.accepted);
    console.log(`hostile routing: ${JSON.stringify(figures)}`);
  });
});
