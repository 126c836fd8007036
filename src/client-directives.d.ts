/** The project's own hydration directives (astro.config.mjs `addClientDirective`). */
declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate once the page has loaded (src/lib/after-load-directive.ts). */
    "client:afterload"?: boolean;
  }
}
export {};
