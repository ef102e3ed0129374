import { crc32, deflateSync } from 'node:zlib';

export type Rgb = readonly [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

/**
 * A small RGB PNG: a diagonal gradient between two colours with a lighter band across the middle,
 * so each course thumbnail looks distinct. No dependencies: filter 0 scanlines, deflated.
 */
export function makeThumbnailPng(width: number, height: number, from: Rgb, to: Rgb): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    const isBand = y > height * 0.42 && y < height * 0.58;
    for (let x = 0; x < width; x += 1) {
      const mix = (x / width + y / height) / 2;
      for (let channel = 0; channel < 3; channel += 1) {
        const value = from[channel]! + (to[channel]! - from[channel]!) * mix;
        row[1 + x * 3 + channel] = Math.round(isBand ? value + (255 - value) * 0.6 : value);
      }
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
