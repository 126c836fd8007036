/** After the switch: the web server reloaded only when the release's nginx files changed, and a failed reload reported. */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ROOT } from "../lib/run.ts";
import { publishEverywhere, routingChanged } from "./publish.ts";

let tmp: string;
beforeEach(() => {
  tmp = mkdtempSync(join(tmpdir(), "publish-"));
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

function releaseWith(id: string, conf: string): string {
  mkdirSync(join(tmp, id, "_routing"), { recursive: true });
  writeFileSync(join(tmp, id, "_routing", "nginx.conf"), conf);
  writeFileSync(join(tmp, id, "_routing", "nginx-headers.conf"), "add_header X a;");
  return join(tmp, id);
}

describe("publishEverywhere: the web server's reload", () => {
  it("knows when the nginx files changed", () => {
    const a = releaseWith("a", "server { listen 80; }");
    const b = releaseWith("b", "server { listen 80; }");
    const c = releaseWith("c", "server { listen 80; server_name new.example; }");
    expect(routingChanged(b, a)).toBe(false);
    expect(routingChanged(c, b)).toBe(true);
    expect(routingChanged(a, null)).toBe(true);
  });

  it("runs RELEASE_RELOAD_COMMAND when they changed, not otherwise, and reports a failed reload", async () => {
    releaseWith("a", "server { listen 80; }");
    releaseWith("b", "server { listen 80; }");
    releaseWith("c", "server { listen 80; server_name new.example; }");
    const marker = join(tmp, "reloaded");
    const env = { RELEASE_RELOAD_COMMAND: `echo x >> '${marker}'` };
    const publish = (id: string, previous: string, e: NodeJS.ProcessEnv = env) =>
      publishEverywhere(e, ROOT, tmp, { id, previous, chains: [] }, () => undefined);
    expect(await publish("b", "a")).toEqual([]);
    expect(existsSync(marker)).toBe(false);
    expect(await publish("c", "b")).toEqual([]);
    expect(readFileSync(marker, "utf8")).toBe("x\n");
    expect(await publish("c", "b", { RELEASE_RELOAD_COMMAND: "exit 3" })).toEqual([
      "reload: RELEASE_RELOAD_COMMAND exited with 3; the web server still has the release before's routing",
    ]);
  });
});
