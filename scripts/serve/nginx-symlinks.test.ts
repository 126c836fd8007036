/**
 * A symbolic link in a chain's folder (put there by a deploy step, a synced bucket, an operator's
 * mistake) never serves what it points at: real nginx with the generated configuration
 * (`disable_symlinks on from=$document_root`) refuses a link to another chain's page, to a file
 * outside the build and through a linked folder, and still serves the chain's own files, also when
 * the build's root itself is reached through a link (only what lies below the document root is checked).
 */
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderNginxConf } from "./nginx-conf.ts";
import { loadRoutingModel } from "./routing-model.ts";
import { defaultFiles, makeFakeDist, type FakeDist } from "../test-support/fake-dist.ts";
import { rawGet } from "../test-support/isolation-probes.ts";
import { freePort, nginxAvailable, startNginx, type RunningNginx } from "../test-support/nginx.ts";
import { startPreviewServer } from "./serve.ts";
import { writeRouting } from "./write-routing.ts";

describe.skipIf(!nginxAvailable() && !process.env["CI"])("nginx and symbolic links in a chain's folder", () => {
  let fake: FakeDist;
  let nginx: RunningNginx;
  let prefix: string;
  const host = "www.alpha.example";

  beforeAll(async () => {
    fake = makeFakeDist(defaultFiles());
    await writeRouting({ distDir: fake.distDir, root: fake.distDir, listen: "80", env: {} });
    const alpha = join(fake.distDir, "alpha");
    symlinkSync(join(fake.distDir, "beta", "index.html"), join(alpha, "beta-home.html"));
    symlinkSync(join(fake.distDir, "beta"), join(alpha, "linked"));
    symlinkSync("/etc/passwd", join(alpha, "passwd.txt"));
    // The build reached through a link, as a deploy that switches `current` to a new release does.
    const current = join(fake.root, "current");
    symlinkSync(fake.distDir, current);
    const model = await loadRoutingModel(fake.distDir);
    prefix = mkdtempSync(join(tmpdir(), "nginx-symlinks-"));
    const port = await freePort();
    nginx = await startNginx(prefix, renderNginxConf(model, { root: current, listen: `127.0.0.1:${port}` }), port);
  });
  afterAll(async () => {
    await nginx?.stop();
    rmSync(prefix, { recursive: true, force: true });
    fake?.cleanup();
  });

  it("configures every server with disable_symlinks from the document root", async () => {
    const model = await loadRoutingModel(fake.distDir);
    const conf = renderNginxConf(model, { root: "/srv/dist", listen: "80" });
    const servers = conf.split(/\nserver \{/).length - 1;
    expect(conf.split("disable_symlinks on from=$document_root;").length - 1).toBe(servers);
  });

  it("refuses a link to another chain's page, a linked folder and a file outside the build", async () => {
    for (const path of ["/beta-home.html", "/linked/index.html", "/linked/", "/passwd.txt"]) {
      const answer = await rawGet(nginx.url, path, host);
      expect(answer.status, path).not.toBe(200);
      expect(answer.body, path).not.toMatch(/root:|<a href="coupons\/">|beta/i);
    }
  });

  it("the preview server does the same as nginx: no link below the build is followed", async () => {
    const preview = await startPreviewServer({ port: 0, distDir: join(fake.root, "current"), env: {} });
    try {
      for (const path of ["/beta-home.html", "/linked/index.html", "/linked/", "/passwd.txt"]) {
        const answer = await rawGet(preview.url, path, host);
        expect(answer.status, path).not.toBe(200);
        expect(answer.body, path).not.toMatch(/root:|<a href="coupons\/">|beta/i);
      }
      const home = await rawGet(preview.url, "/", host);
      expect(home.body).toContain('<a href="coupons/">Coupons</a>');
    } finally {
      await preview.close();
    }
  });

  it("serves the chain's own files through a linked build root", async () => {
    const home = await rawGet(nginx.url, "/", host);
    expect(home.status).toBe(200);
    expect(home.body).toContain('<a href="coupons/">Coupons</a>');
  });
});
