import { spawn } from "node:child_process";
import { ROOT } from "../../../scripts/lib/run.ts";

/**
 * Runs the build (`npm run build`) in this checkout with `env` over the test's environment, for a spec
 * that builds a chain of its own (a copy with another setting, a chain from another gateway); resolves
 * with its exit code and the end of its output, for the spec's failure message.
 */
export function buildChain(env: Record<string, string>): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ["scripts/build/build.ts"], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-6000));
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("exit", (code) => done({ code: code ?? 1, output }));
  });
}
