/**
 * A "pixel bomb" for the image pipeline's tests and measurement: a PNG that is a few kilobytes on
 * disk and 16000 × 16000 pixels once decoded (one bit per pixel, all zeros, deflated while written).
 */
import { crc32, createDeflate } from "node:zlib";

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A 1-bit greyscale PNG of `side` × `side` pixels, built row by row (never the whole image in memory). */
export async function pixelBombPng(side = 16_000): Promise<Buffer> {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter method, no interlace
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on("data", (d: Buffer) => out.push(d));
  const done = new Promise((resolve) => deflate.on("end", resolve));
  const row = Buffer.alloc(1 + Math.ceil(side / 8)); // filter byte 0, then the row's bits
  for (let y = 0; y < side; y++) if (!deflate.write(row)) await new Promise((go) => deflate.once("drain", go));
  deflate.end();
  await done;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk("IHDR", ihdr),
    chunk("IDAT", Buffer.concat(out)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
