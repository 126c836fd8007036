/**
 * The gateway's own address (`GET /`): a small index of the demo for whoever opens the address
 * `npm start` prints — its chains, their seeded logins (demo mode only) and the e-mail outbox —
 * instead of an "Unknown call" error.
 */
import type { Hono } from "hono";
import type { HttpBindings } from "@hono/node-server";
import type { Gateway } from "../gateway.ts";

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** The index page's HTML. */
export function indexPage(gw: Pick<Gateway, "chains" | "demoControls">): string {
  const rows = [...gw.chains.values()]
    .map((chain) => {
      const logins = gw.demoControls
        ? chain.members
            .map(
              (m) =>
                `${escape(m.email)} / ${escape(m.password)} (${chain.behaviour.passwordLogin ? "password" : "PIN"})`,
            )
            .join("<br>")
        : "—";
      return `<tr><td>${escape(chain.site)}</td><td>${escape(chain.name)}</td><td>${logins}</td></tr>`;
    })
    .join("\n");
  const demo = gw.demoControls
    ? `<li><a href="/__demo/emails">/__demo/emails</a>: the e-mails the gateway "sent" (PINs, password resets, forms)</li>`
    : "";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Demo gateway</title></head>
<body>
<h1>Demo gateway</h1>
<p>The API gateway the storefront's pages call (both specs' calls). The sites themselves are served by the preview server.</p>
<table>
<thead><tr><th scope="col">Site</th><th scope="col">Chain</th><th scope="col">Demo logins</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<ul>
<li><a href="/health">/health</a>: the chains this gateway serves</li>
${demo}
</ul>
</body></html>
`;
}

/** Registers `GET /`. */
export function registerIndex(app: Hono<{ Bindings: HttpBindings }>, gw: Gateway): void {
  app.get("/", (c) => c.html(indexPage(gw)));
}
