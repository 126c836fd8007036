/**
 * Running the project's own tools as child processes for start.ts and test-all.ts: always with this
 * Node (process.execPath, Node 24) and node_modules/.bin first on PATH, output passed through.
 */
import type { ChildProcess, StdioOptions } from "node:child_process";
import { spawn } from "node:child_process";
import { closeSync, openSync } from "node:fs";
import { delimiter, resolve } from "node:path";

/** The repository root (scripts/lib/../..). */
export const ROOT = resolve(import.meta.dirname, "..", "..");

/** What to run: a tool from node_modules/.bin, a project script run by this Node, or npm itself. */
export type Command = ({ bin: string; args: string[] } | { script: string; args?: string[] } | { npm: string[] }) & {
  /** Working directory (default the repository root). */
  cwd?: string;
};

/** The children running, so a signal handler can stop them. */
const running = new Set<ChildProcess>();

/** Environment for children: node_modules/.bin (and this Node's folder) first on PATH. */
export function childEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const path = [resolve(ROOT, "node_modules", ".bin"), resolve(process.execPath, ".."), process.env["PATH"] ?? ""];
  return { ...process.env, ...extra, PATH: path.join(delimiter) };
}

/** Human-readable form of a command, for banners and failure messages. */
export function describeCommand(cmd: Command): string {
  if ("bin" in cmd) return [cmd.bin, ...cmd.args].join(" ");
  if ("script" in cmd) return ["node", cmd.script, ...(cmd.args ?? [])].join(" ");
  return ["npm", ...cmd.npm].join(" ");
}

/**
 * Runs a command to completion; resolves with its exit code (signals count as failure). Its output
 * is passed through, or appended to `logFile` when one is given.
 */
export function run(
  cmd: Command,
  env: NodeJS.ProcessEnv = {},
  { logFile }: { logFile?: string } = {},
): Promise<number> {
  const [file, args] =
    "bin" in cmd
      ? [resolve(ROOT, "node_modules", ".bin", cmd.bin), cmd.args]
      : "script" in cmd
        ? [process.execPath, [cmd.script, ...(cmd.args ?? [])]]
        : ["npm", cmd.npm];
  const log = logFile === undefined ? null : openSync(logFile, "a");
  return new Promise((done) => {
    const stdio: StdioOptions = log === null ? "inherit" : ["ignore", log, log];
    const child = spawn(file, args, { cwd: cmd.cwd ?? ROOT, env: childEnv(env), stdio });
    if (log !== null) closeSync(log);
    running.add(child);
    child.on("error", (error) => {
      console.error(`could not start ${describeCommand(cmd)}: ${error.message}`);
      done(127);
    });
    child.on("exit", (code, signal) => {
      running.delete(child);
      done(code ?? (signal ? 128 : 1));
    });
  });
}

/** Stops the running children, if any (used on Ctrl-C). */
export function stopCurrentChild(): void {
  for (const child of running) child.kill("SIGTERM");
}

/** Prints a stage banner that stands out in long logs. */
export function banner(title: string): void {
  const line = "═".repeat(Math.max(8, 72 - title.length));
  console.log(`\n══ ${title} ${line}`);
}

/** Whether a process with this id runs (one of another user counts as running). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
