/**
 * Generates the app icons in public/icons (PNG and SVG) from one geometry, in pure Node.
 * Run by hand after changing the motif (`node --import tsx scripts/make-icons.ts`) and commit the output:
 * the build never runs it. The maskable icon's motif must stay inside the central 80% circle.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
const TEAL = [0x0f, 0x76, 0x6e] as const;
const WHITE = [0xff, 0xff, 0xff] as const;
// 5×5 samples a pixel: smooth edges without a rasteriser dependency.
const SAMPLES_PER_AXIS = 5;
// Android's maskable safe zone: a circle of 40% of the icon size around the centre.
const MASKABLE_SAFE_RADIUS = 0.4;

type Point = { x: number; y: number };
type Rgb = readonly [number, number, number];

/** The motif, in a 100×100 design space: a speech bubble holding a heart. */
const BUBBLE = { left: 22, top: 22, right: 78, bottom: 66, radius: 15 };
const TAIL: readonly [Point, Point, Point] = [
  { x: 30, y: 60 },
  { x: 46, y: 64 },
  { x: 27, y: 79 },
];
// A heart is a square turned 45° with a circle on each upper edge.
const HEART = { cx: 50, cy: 45, side: 14 };
const BACKGROUND_RADIUS = 22;

function insideRoundedRect(p: Point, r: typeof BUBBLE): boolean {
  const cx = Math.min(Math.max(p.x, r.left + r.radius), r.right - r.radius);
  const cy = Math.min(Math.max(p.y, r.top + r.radius), r.bottom - r.radius);
  if (p.x < r.left || p.x > r.right || p.y < r.top || p.y > r.bottom) return false;
  return (p.x - cx) ** 2 + (p.y - cy) ** 2 <= r.radius ** 2;
}

function insideTriangle(p: Point, [a, b, c]: readonly [Point, Point, Point]): boolean {
  const side = (u: Point, v: Point) => (v.x - u.x) * (p.y - u.y) - (v.y - u.y) * (p.x - u.x);
  const d1 = side(a, b);
  const d2 = side(b, c);
  const d3 = side(c, a);
  return (d1 >= 0 && d2 >= 0 && d3 >= 0) || (d1 <= 0 && d2 <= 0 && d3 <= 0);
}

function insideHeart(p: Point): boolean {
  const { cx, cy, side } = HEART;
  const half = side / Math.SQRT2;
  if (Math.abs(p.x - cx) + Math.abs(p.y - cy) <= half) return true;
  const offset = side / (2 * Math.SQRT2);
  const r2 = (side / 2) ** 2;
  return (
    (p.x - (cx - offset)) ** 2 + (p.y - (cy - offset)) ** 2 <= r2 ||
    (p.x - (cx + offset)) ** 2 + (p.y - (cy - offset)) ** 2 <= r2
  );
}

type Variant = { size: number; motifScale: number; fullBleed: boolean };

/** Colour at a point of the 100×100 design space, or null outside the icon. */
function colourAt(design: Point, variant: Variant): Rgb | null {
  const inBackground = variant.fullBleed
    ? true
    : insideRoundedRect(design, { left: 0, top: 0, right: 100, bottom: 100, radius: BACKGROUND_RADIUS });
  if (!inBackground) return null;
  // The motif is scaled about the centre so maskable and touch icons can shrink it into their safe zone.
  const m = { x: 50 + (design.x - 50) / variant.motifScale, y: 50 + (design.y - 50) / variant.motifScale };
  const inBubble = insideRoundedRect(m, BUBBLE) || insideTriangle(m, TAIL);
  return inBubble && !insideHeart(m) ? WHITE : TEAL;
}

function rasterise(variant: Variant): Buffer {
  const { size } = variant;
  const pixels = Buffer.alloc(size * size * 4);
  const samples = SAMPLES_PER_AXIS ** 2;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let covered = 0;
      for (let sy = 0; sy < SAMPLES_PER_AXIS; sy++) {
        for (let sx = 0; sx < SAMPLES_PER_AXIS; sx++) {
          const px = ((x + (sx + 0.5) / SAMPLES_PER_AXIS) / size) * 100;
          const py = ((y + (sy + 0.5) / SAMPLES_PER_AXIS) / size) * 100;
          const colour = colourAt({ x: px, y: py }, variant);
          if (!colour) continue;
          r += colour[0];
          g += colour[1];
          b += colour[2];
          covered++;
        }
      }
      const i = (y * size + x) * 4;
      // Colour is averaged over covered samples only, so edges fade in alpha instead of darkening.
      if (covered > 0) {
        pixels[i] = Math.round(r / covered);
        pixels[i + 1] = Math.round(g / covered);
        pixels[i + 2] = Math.round(b / covered);
      }
      pixels[i + 3] = Math.round((covered / samples) * 255);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function encodePng(rgba: Buffer, size: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(6, 9); // colour type RGBA
  const stride = size * 4;
  const raw = Buffer.alloc((stride + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (stride + 1)] = 0; // filter: none
    rgba.copy(raw, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Fails the run if any white pixel of a maskable icon lies outside the safe circle. */
function assertInsideSafeZone(rgba: Buffer, size: number): void {
  const limit = MASKABLE_SAFE_RADIUS * size;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 4;
      const isMotif = (rgba[i + 1] ?? 0) > TEAL[1] + 8;
      if (isMotif && Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2) > limit) {
        throw new Error(`maskable motif leaves the safe zone at ${x},${y}`);
      }
    }
  }
}

const round = (n: number): number => Math.round(n * 100) / 100;

function heartPath(): string {
  const { cx, cy, side } = HEART;
  const h = round(side / Math.SQRT2);
  const r = round(side / 2);
  // Two arcs over the upper edges, then down to the bottom point: the same shape as insideHeart.
  return `M${cx} ${round(cy + h)}L${round(cx - h)} ${cy}A${r} ${r} 0 0 1 ${cx} ${round(cy - h)}A${r} ${r} 0 0 1 ${round(cx + h)} ${cy}Z`;
}

function faviconSvg(): string {
  const b = BUBBLE;
  const tail = TAIL.map((p) => `${p.x},${p.y}`).join(' ');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">',
    '<title>MindOffice</title>',
    `<rect width="100" height="100" rx="${BACKGROUND_RADIUS}" fill="#0f766e"/>`,
    `<rect x="${b.left}" y="${b.top}" width="${b.right - b.left}" height="${b.bottom - b.top}" rx="${b.radius}" fill="#fff"/>`,
    `<polygon points="${tail}" fill="#fff"/>`,
    `<path d="${heartPath()}" fill="#0f766e"/>`,
    '</svg>',
    '',
  ].join('\n');
}

const OUTPUTS: ReadonlyArray<{ file: string; variant: Variant; isMaskable?: boolean }> = [
  { file: 'icon-192.png', variant: { size: 192, motifScale: 1, fullBleed: false } },
  { file: 'icon-512.png', variant: { size: 512, motifScale: 1, fullBleed: false } },
  {
    file: 'icon-maskable-512.png',
    variant: { size: 512, motifScale: 0.8, fullBleed: true },
    isMaskable: true,
  },
  // iOS fills transparency with black and rounds the corners itself, so the touch icon is full-bleed.
  { file: 'apple-touch-icon.png', variant: { size: 180, motifScale: 0.9, fullBleed: true } },
];

mkdirSync(OUT_DIR, { recursive: true });
for (const { file, variant, isMaskable } of OUTPUTS) {
  const rgba = rasterise(variant);
  if (isMaskable) assertInsideSafeZone(rgba, variant.size);
  writeFileSync(join(OUT_DIR, file), encodePng(rgba, variant.size));
}
writeFileSync(join(OUT_DIR, 'favicon.svg'), faviconSvg());
console.log(`icons written to ${OUT_DIR}`);
