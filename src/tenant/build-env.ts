/**
 * The environment variables that steer which tenants a build reads and which gateway they call.
 * Astro code (src/lib/tenant-paths.server.ts) reads them through `astro:env` (declared with
 * `envField` in astro.config.mjs) and passes them to the loader; code running outside Astro (the
 * scripts, the form relay, unit tests) reads them from `process.env` through `processBuildEnv`.
 * An empty value counts as unset.
 */

/** The variables as the loader takes them. */
export type BuildEnv = {
  /** Gateway of every chain whose local.json names none (default: the demo gateway). */
  GATEWAY_URL?: string | undefined;
  /** `a,b`: the only chains to read (default: all). */
  TENANTS?: string | undefined;
  /** The tenants folder (default `tenants`, relative to the working directory). */
  TENANTS_DIR?: string | undefined;
  /** The form relay of chains whose local.json says `"formRelay": true`. */
  FORM_RELAY_URL?: string | undefined;
};

/** The build variables of `env` (default: this process's environment). */
export function processBuildEnv(env: Readonly<Record<string, string | undefined>> = process.env): BuildEnv {
  return {
    GATEWAY_URL: env["GATEWAY_URL"],
    TENANTS: env["TENANTS"],
    TENANTS_DIR: env["TENANTS_DIR"],
    FORM_RELAY_URL: env["FORM_RELAY_URL"],
  };
}

/** A variable's value, or undefined when it is unset or empty. */
export function envValue(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === "" ? undefined : value;
}
