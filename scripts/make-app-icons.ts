/**
 * Renders the app icons (web manifest, iOS home screen) from apps/web/public/favicon.svg, so the
 * one drawing stays the source. Run after changing the mark: `npx node scripts/make-app-icons.ts`.
 */
import sharp from 'sharp';
import { fileURLToPath } from 'node:url';

const publicDir = fileURLToPath(new URL('../apps/web/public/', import.meta.url));
const sizes = { 'icon-192.png': 192, 'icon-512.png': 512, 'apple-touch-icon.png': 180 } as const;

for (const [name, size] of Object.entries(sizes)) {
  await sharp(`${publicDir}favicon.svg`, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${publicDir}${name}`);
  console.info(`wrote ${name} (${size}×${size})`);
}
