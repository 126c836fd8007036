/**
 * The page answering `/` on a host that selects no site: a list of the built sites in path mode
 * (and in host mode when the port is known). No script, so it passes the strict CSP.
 */
import type { SiteEntry } from "../lib/sites.ts";

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Renders the site list; `port` adds `http://<site>.localhost:<port>/` host-mode links. */
export function renderSiteIndex(sites: readonly Pick<SiteEntry, "site" | "hosts">[], port?: number): string {
  const items = sites
    .map((s) => {
      const name = escapeHtml(s.site);
      const hostLink =
        port === undefined
          ? ""
          : ` <span class="alt">or <a href="http://${name}.localhost:${port}/">${name}.localhost:${port}</a></span>`;
      const hosts = s.hosts.length > 0 ? `<br><small>hosts: ${s.hosts.map(escapeHtml).join(", ")}</small>` : "";
      return `<li><a href="/${name}/">/${name}/</a>${hostLink}${hosts}</li>`;
    })
    .join("\n      ");
  return `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>Sites</title>
    <style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:40rem;padding:0 1rem;color:#1a1a1a}a{color:#0b5394}li{margin:.5rem 0}small,.alt{color:#555}</style>
  </head>
  <body>
    <main>
      <h1>Sites</h1>
      <p>${sites.length} site${sites.length === 1 ? "" : "s"} in this build. Open one in path mode:</p>
      <ul>
      ${items}
      </ul>
    </main>
  </body>
</html>
`;
}
