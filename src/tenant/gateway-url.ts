/**
 * Which gateway a chain's pages call, decided in one place: the chain's own `gatewayUrl` in
 * local.json (validated like the rest of the file), else GATEWAY_URL, else the demo gateway. The
 * build, the pull and the routing files (scripts/serve/routing-model.ts) all ask here. Pure: the
 * caller reads the file and the environment.
 */
import { localSettingsSchema } from "./local-settings-schema.ts";
import { safeOrigin } from "./url-checks.ts";
import { parseTenantFile, TenantConfigError } from "./tenant-errors.ts";

/** Gateway used when neither local.json nor GATEWAY_URL names one. */
export const DEFAULT_GATEWAY_URL = "http://localhost:8787";

/** local.json's file name, as tenant-files.ts names it (not imported: tenant-files imports this module). */
const LOCAL_FILE = "local.json";

/**
 * The `gatewayUrl` of a chain's local.json value, validated, or undefined when it names none. Read
 * on its own, before the rest of the file: `{gateway}` in the other settings needs it first.
 */
export function localGatewayUrl(localRaw: unknown, site: string): string | undefined {
  if (typeof localRaw !== "object" || localRaw === null || Array.isArray(localRaw)) return undefined;
  const own = (localRaw as Record<string, unknown>)["gatewayUrl"];
  if (own === undefined) return undefined;
  return parseTenantFile(localSettingsSchema.shape.gatewayUrl, own, site, LOCAL_FILE, ["gatewayUrl"]);
}

/**
 * The gateway a tenant uses: local.json `gatewayUrl`, else GATEWAY_URL (`envGatewayUrl`; empty
 * counts as unset), else the default; without a trailing slash. Throws a TenantConfigError naming
 * the key when local.json's value (or GATEWAY_URL) is not an http(s) URL with a plain host name.
 */
export function tenantGatewayUrl(localRaw: unknown, envGatewayUrl: string | undefined, site: string): string {
  const own = localGatewayUrl(localRaw, site);
  const url = own ?? (envGatewayUrl?.trim() || DEFAULT_GATEWAY_URL);
  if (own === undefined && safeOrigin(url) === null) {
    throw new TenantConfigError(
      `tenant "${site}", GATEWAY_URL: expected an http(s) URL with a plain host name, found ${JSON.stringify(url)}`,
    );
  }
  return url.trim().replace(/\/+$/, "");
}
