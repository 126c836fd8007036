/**
 * Which gateway a chain's pages call, decided in one place: the chain's own `gatewayUrl` in
 * local.json (validated like the rest of the file), else GATEWAY_URL, else the demo gateway. The
 * build, the pull and the routing files (scripts/lib/routing-model.ts) all ask here. Pure: the
 * caller reads the file and the environment.
 */
import { localSettingsSchema } from "./local-settings-schema.ts";
import { parseTenantFile } from "./tenant-errors.ts";

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
 * the key when local.json's value is not an http(s) URL.
 */
export function tenantGatewayUrl(localRaw: unknown, envGatewayUrl: string | undefined, site: string): string {
  const url = localGatewayUrl(localRaw, site) ?? (envGatewayUrl?.trim() || DEFAULT_GATEWAY_URL);
  return url.trim().replace(/\/+$/, "");
}
