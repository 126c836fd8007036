/**
 * `npx node scripts/test-support/pixel-bomb-probe.ts [cacheDir]`: hands the image pipeline a
 * 16000 × 16000 PNG of 31 KB ("pixel bomb") and prints, as one JSON line, what it made of it and the
 * process's peak resident memory (KB), so the test (src/lib/images/pipeline-guard.server.test.ts)
 * and a person can see the picture refused from its header with bounded memory.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createPipeline } from "../../src/lib/images/pipeline.server.ts";
import { pixelBombPng } from "./pixel-bomb.ts";

const bomb = await pixelBombPng();
const before = process.resourceUsage().maxRSS;
const warnings: string[] = [];
const pipeline = createPipeline({
  cacheDir: process.argv[2] ?? mkdtempSync(join(tmpdir(), "pixel-bomb-")),
  fetchBytes: async () => bomb,
  warn: (m) => warnings.push(m),
});
const picture = await pipeline.picture(
  "https://pictures.example/bomb.png",
  { chain: "probe", key: "HOME_SLIDER[0].slider_image" },
  { widths: [480, 768, 1280, 1920] },
);
console.log(
  JSON.stringify({
    bytes: bomb.length,
    picture,
    warnings,
    maxRssKbBefore: before,
    maxRssKb: process.resourceUsage().maxRSS,
  }),
);
