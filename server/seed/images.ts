import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { thumbPath } from '../uploads/images.js';
import type { Random } from './random.js';

/**
 * Writes a generated picture (a soft two-colour gradient with a sun and hills,
 * so galleries look like photographs at a glance) with its thumbnail, as the
 * image pipeline stores uploads, and returns its storage path.
 */
export function writeGeneratedImage(
  storageDir: string,
  folder: string,
  random: Random,
  width = 480,
  height = 320,
): string {
  const png = new PNG({ width, height });
  const hue = random.int(0, 359);
  const [r1, g1, b1] = hsl(hue, 0.65, 0.72);
  const [r2, g2, b2] = hsl((hue + 40) % 360, 0.55, 0.42);
  const sunX = random.int(width * 0.2, width * 0.8);
  const sunY = random.int(height * 0.15, height * 0.4);
  const sunR = Math.round(Math.min(width, height) * 0.12);
  const hillPhase = random.next() * Math.PI * 2;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = y / height;
      let r = r1 + (r2 - r1) * t;
      let g = g1 + (g2 - g1) * t;
      let b = b1 + (b2 - b1) * t;
      if ((x - sunX) ** 2 + (y - sunY) ** 2 < sunR ** 2) [r, g, b] = [255, 236, 170];
      const hill = height * (0.7 + 0.08 * Math.sin(x / (width / 5) + hillPhase));
      if (y > hill) [r, g, b] = [r * 0.45, g * 0.6, b * 0.4];
      const i = (width * y + x) << 2;
      png.data[i] = r;
      png.data[i + 1] = g;
      png.data[i + 2] = b;
      png.data[i + 3] = 255;
    }
  }
  mkdirSync(join(storageDir, folder, 'thumb'), { recursive: true });
  const stem = Array.from({ length: 4 }, () =>
    random.int(0, 0xffffff).toString(16).padStart(6, '0'),
  );
  const file = `${folder}/${stem.join('')}.png`;
  const bytes = PNG.sync.write(png, { filterType: 1, deflateLevel: 4 });
  writeFileSync(join(storageDir, file), bytes);
  // Generated pictures are small already: the same picture stands as its thumbnail.
  writeFileSync(join(storageDir, thumbPath(file)), bytes);
  return file;
}

function hsl(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}
