import { auditChains } from "./lib/release/verify.ts";
import { readdirSync } from "node:fs";
const dir = process.env.D!;
const sites = readdirSync(dir).filter((s) => /-\d\d\d$/.test(s));
const t = performance.now();
const c0 = process.cpuUsage();
const r = await auditChains(dir, sites);
const c = process.cpuUsage(c0);
console.log(
  "audit",
  ((performance.now() - t) / 1000).toFixed(1),
  "s wall",
  ((c.user + c.system) / 1e6).toFixed(1),
  "s cpu(main thread+workers)",
  Object.values(r).reduce((n, v) => n + v.problems.length, 0),
  "problems",
);
