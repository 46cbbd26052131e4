// A PNG encoder for test images (no dependency): a colour gradient with some noise, so that the PNG is large
// and a JPEG of it is small — what the console's image compression is for.
import { crc32, deflateSync } from 'node:zlib';

const chunk = (type, data) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

export function noisyPng(width, height, seed = 1) {
  let state = seed;
  const random = () => ((state = (state * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    rows[row] = 0;
    for (let x = 0; x < width; x++) {
      const noise = Math.floor(random() * 24) - 12;
      const at = row + 1 + x * 3;
      rows[at] = Math.max(0, Math.min(255, Math.floor((x / width) * 255) + noise));
      rows[at + 1] = Math.max(0, Math.min(255, Math.floor((y / height) * 255) + noise));
      rows[at + 2] = Math.max(0, Math.min(255, 160 + noise));
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}
