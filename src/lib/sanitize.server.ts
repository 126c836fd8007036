/**
 * Configuration HTML (policies, about pages, delete-account text, submenu HTML, department
 * descriptions) is edited by hand on the gateway, so it is sanitised at build: formatting tags only,
 * links with safe schemes, images from http(s), and no script, style, frame or event handler.
 */
import sanitizeHtml from "sanitize-html";
import { isLinkAddress } from "./safe-url.ts";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "hr",
    "div",
    "span",
    "section",
    "article",
    "blockquote",
    "pre",
    "code",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "small",
    "sub",
    "sup",
    "mark",
    "ul",
    "ol",
    "li",
    "dl",
    "dt",
    "dd",
    "a",
    "img",
    "figure",
    "figcaption",
    "table",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "caption",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "width", "height", "title", "loading"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start", "type"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  // Configuration HTML sits under the page's own h1, so a stray h1 becomes an h2.
  transformTags: {
    h1: "h2",
    a: (tagName, attribs) => {
      const attrs: sanitizeHtml.Attributes = { ...attribs };
      if (attrs["target"] === "_blank") attrs["rel"] = "noopener noreferrer";
      else delete attrs["target"];
      return { tagName, attribs: attrs };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { loading: "lazy", alt: "", ...attribs } }),
  },
  disallowedTagsMode: "discard",
  // An image whose source was refused (a script scheme, a relative "x") would be an <img> with no
  // src; one from a host that is no plain host name (quotes, `$`) would only be blocked by the CSP.
  exclusiveFilter: (frame) => frame.tag === "img" && !isLinkAddress(frame.attribs["src"]),
};

/** Configuration HTML made safe to embed with `set:html`; empty for missing text. */
export function sanitizeConfigHtml(html: string | null | undefined): string {
  if (!html) return "";
  return sanitizeHtml(html, OPTIONS).trim();
}
