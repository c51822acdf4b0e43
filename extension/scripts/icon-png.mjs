// The extension's icons, drawn from the platform favicon's shapes (apps/web/public/favicon.svg: an indigo rounded
// square with a white "I") and encoded as PNG, so no image tool or binary file is needed.
import { zlibSync } from 'fflate';

const BRAND = [0x4f, 0x46, 0xe5];
const WHITE = [0xff, 0xff, 0xff];
const VIEWBOX = 32;
const CORNER_RADIUS = 8;
const STROKE_HALF_WIDTH = 1.5;
const STROKES = [
  [10, 9, 22, 9],
  [16, 9, 16, 23],
  [10, 23, 22, 23],
];
const SAMPLES = 4; // 4×4 samples per pixel for smooth edges

function insideRoundedSquare(x, y) {
  const dx = Math.max(CORNER_RADIUS - x, 0, x - (VIEWBOX - CORNER_RADIUS));
  const dy = Math.max(CORNER_RADIUS - y, 0, y - (VIEWBOX - CORNER_RADIUS));
  return (
    x >= 0 && y >= 0 && x <= VIEWBOX && y <= VIEWBOX && dx * dx + dy * dy <= CORNER_RADIUS * CORNER_RADIUS
  );
}

function onStroke(x, y) {
  return STROKES.some(([x1, y1, x2, y2]) => {
    const length2 = (x2 - x1) ** 2 + (y2 - y1) ** 2;
    const t = Math.max(0, Math.min(1, ((x - x1) * (x2 - x1) + (y - y1) * (y2 - y1)) / length2));
    return Math.hypot(x - (x1 + t * (x2 - x1)), y - (y1 + t * (y2 - y1))) <= STROKE_HALF_WIDTH;
  });
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** An RGBA PNG of the icon, `size` pixels square. */
export function iconPng(size) {
  const rows = new Uint8Array(size * (1 + size * 4));
  for (let py = 0; py < size; py += 1) {
    const row = py * (1 + size * 4);
    rows[row] = 0; // filter: none
    for (let px = 0; px < size; px += 1) {
      let cover = 0;
      let white = 0;
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const x = ((px + (sx + 0.5) / SAMPLES) * VIEWBOX) / size;
          const y = ((py + (sy + 0.5) / SAMPLES) * VIEWBOX) / size;
          if (!insideRoundedSquare(x, y)) continue;
          cover += 1;
          if (onStroke(x, y)) white += 1;
        }
      }
      const at = row + 1 + px * 4;
      const mix = cover ? white / cover : 0;
      for (let c = 0; c < 3; c += 1) rows[at + c] = Math.round(BRAND[c] * (1 - mix) + WHITE[c] * mix);
      rows[at + 3] = Math.round((255 * cover) / (SAMPLES * SAMPLES));
    }
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, size);
  view.setUint32(4, size);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const signature = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
  const parts = [
    signature,
    chunk('IHDR', header),
    chunk('IDAT', zlibSync(rows)),
    chunk('IEND', new Uint8Array()),
  ];
  const png = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    png.set(part, offset);
    offset += part.length;
  }
  return png;
}
