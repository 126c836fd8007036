/**
 * The chain's offline page shown at the address the shopper asked for (the service worker's answer
 * to a page it never kept, while the network is off). The page keeps its address — a reload or Back
 * once the connection returns is the page asked for, not `/offline/` — so the offline page's HTML,
 * whose links are relative to its own route, gets a `<base>` of that route; its same-page links
 * (`#main`) are pointed at the asked address, where a `<base>` would have sent them to `/offline/`,
 * and `<html data-offline-fallback>` tells its script to bring the page asked for back once the
 * server answers. Pure, so it is tested without a worker.
 */

/** The offline page's HTML as served at `asked`; `own` is the offline page's own address. */
export function offlinePageAt(html: string, own: string, asked: string): string {
  const here = new URL(asked);
  here.hash = "";
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (head === null) return html;
  const at = head.index + head[0].length;
  const withBase = `${html.slice(0, at)}<base href="${escapeAttribute(own)}">${html.slice(at)}`;
  return (
    withBase
      .replace(/(\shref=")#/g, `$1${escapeAttribute(here.href)}#`)
      // Tells the page's script it stands in for another page (it then reloads once the server answers).
      .replace(/<html(?=[\s>])/i, "<html data-offline-fallback")
  );
}

/** A URL inside a double-quoted attribute. */
function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}
