/**
 * Runs on every page as the build renders it: moves Astro's island style out of `<body>` into
 * `<head>` (see src/lib/island-style.ts), so every built page is valid HTML. Other responses
 * (sites.json and other endpoints) pass through untouched.
 */
import { defineMiddleware } from "astro:middleware";
import { moveIslandStyleToHead } from "./lib/island-style.ts";

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!(response.headers.get("content-type") ?? "").startsWith("text/html")) return response;
  const html = await response.text();
  return new Response(moveIslandStyleToHead(html), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
});
