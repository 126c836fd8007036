/**
 * The command line of every script: `node:util` `parseArgs` in strict mode, so an unknown or
 * mistyped flag (`--rolback`) stops the script with its usage instead of being ignored, and `-h` /
 * `--help` prints the usage and exits before anything is done.
 */
import { parseArgs, type ParseArgsOptionsConfig } from "node:util";

/** What a script accepts: its flags and whether it takes positional arguments. */
export type CommandLine<O extends ParseArgsOptionsConfig> = { options: O; positionals?: boolean };

/** The parsed values of `options`, with their declared types. */
export type CommandValues<O extends ParseArgsOptionsConfig> = {
  [K in keyof O]?: O[K] extends { type: "boolean" } ? boolean : string;
};

/** The outcome of reading a command line: values, help asked for, or a usage error. */
export type ReadCommandLine<O extends ParseArgsOptionsConfig> =
  | { kind: "run"; values: CommandValues<O>; positionals: string[] }
  | { kind: "help" }
  | { kind: "error"; message: string };

/** Reads `args` against `line` (strict: unknown flags and unexpected positionals are errors). */
export function readCommandLine<O extends ParseArgsOptionsConfig>(
  args: readonly string[],
  line: CommandLine<O>,
): ReadCommandLine<O> {
  try {
    const { values, positionals } = parseArgs({
      args: [...args],
      options: { ...line.options, help: { type: "boolean", short: "h" } },
      strict: true,
      allowPositionals: line.positionals ?? false,
    });
    const read = values as Record<string, string | boolean | undefined>;
    if (read["help"] === true) return { kind: "help" };
    const own = Object.fromEntries(Object.entries(read).filter(([k]) => k !== "help"));
    return { kind: "run", values: own as CommandValues<O>, positionals };
  } catch (error) {
    return { kind: "error", message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The script's arguments, or the end of the script: the usage on `--help` (exit 0), the problem and
 * the usage on a usage error (exit 2).
 */
export function commandLine<O extends ParseArgsOptionsConfig>(
  name: string,
  usage: string,
  line: CommandLine<O>,
  args: readonly string[] = process.argv.slice(2),
): { values: CommandValues<O>; positionals: string[] } {
  const read = readCommandLine(args, line);
  if (read.kind === "help") {
    console.log(usage);
    process.exit(0);
  }
  if (read.kind === "error") {
    console.error(`${name}: ${read.message}\n\n${usage}`);
    process.exit(2);
  }
  return { values: read.values, positionals: read.positionals };
}
