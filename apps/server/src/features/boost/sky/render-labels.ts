/**
 * Renders the hand-made sky masks (`testdata/<photo>.mask.png`, 255 = sky) from
 * `testdata/labels.json`: `node apps/server/src/features/boost/sky/render-labels.ts [--check]`.
 * A pixel is sky when it lies inside the `sky` polygon, outside every `notSky` polygon and every
 * `cables` line (x0, y0, x1, y1, width; all in percent of the width and height), and, inside a
 * `band` rectangle, when the band's colour rule holds on the photo's own pixel. With --check it only compares with the masks on disk.
 * Nothing here reads the sky algorithm's output.
 */
import { existsSync, readFileSync } from 'node:fs';
import sharp from 'sharp';

export interface PhotoLabel {
  sky?: string;
  notSky?: string[];
  cables?: [number, number, number, number, number][];
  bands?: { rect: [number, number, number, number]; rule: string }[];
}

const TESTDATA = new URL('./testdata/', import.meta.url);

/** A colour rule: comparisons joined by &&, each side a sum of r, g, b, lum and numbers. */
function compileRule(rule: string): (c: Record<'r' | 'g' | 'b' | 'lum', number>) => boolean {
  const side = (text: string) => {
    const terms = text.replace(/\s+/g, '').replace(/-/g, '+-').split('+').filter(Boolean);
    return (c: Record<string, number>) =>
      terms.reduce((sum, term) => {
        const negative = term.startsWith('-');
        const name = negative ? term.slice(1) : term;
        const value = /^[0-9.]+$/.test(name) ? Number(name) : c[name];
        if (value === undefined) throw new Error(`unknown term ${term} in rule "${rule}"`);
        return sum + (negative ? -value : value);
      }, 0);
  };
  const comparisons = rule.split('&&').map((part) => {
    const match = /^(.*?)(>=|<=|>|<)(.*)$/.exec(part.trim());
    if (!match) throw new Error(`cannot read rule "${rule}"`);
    const [, left, op, right] = match as unknown as [string, string, string, string];
    const l = side(left), r = side(right);
    return (c: Record<string, number>) => {
      const a = l(c), b = r(c);
      return op === '>' ? a > b : op === '<' ? a < b : op === '>=' ? a >= b : a <= b;
    };
  });
  return (c) => comparisons.every((compare) => compare(c));
}

/**
 * The label's shapes as an SVG over a 100 × 100 view box stretched to the photo (so a cable's
 * width is in the same percent units as its ends), rasterised by librsvg and thresholded at half.
 */
function labelSvg(label: PhotoLabel, width: number, height: number): string {
  const shapes = [
    `<polygon points="${label.sky}" fill="white"/>`,
    ...(label.notSky ?? []).map((points) => `<polygon points="${points}" fill="black"/>`),
    ...(label.cables ?? []).map(([x1, y1, x2, y2, w]) => `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="black" stroke-width="${w}" stroke-linecap="butt"/>`),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 100 100" preserveAspectRatio="none"><rect width="100" height="100" fill="black"/>${shapes.join('')}</svg>`;
}

export async function renderMask(key: string, label: PhotoLabel): Promise<{ mask: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(readFileSync(new URL(`${key}.jpg`, TESTDATA))).rotate().removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const mask = Buffer.alloc(width * height);
  if (!label.sky) return { mask, width, height };
  const shapes = await sharp(Buffer.from(labelSvg(label, width, height))).greyscale().raw().toBuffer();
  const bands = (label.bands ?? []).map((band) => ({ rect: band.rect, holds: compileRule(band.rule) }));
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      if (shapes[py * width + px]! < 128) continue;
      const x = ((px + 0.5) / width) * 100, y = ((py + 0.5) / height) * 100;
      const i = 3 * (py * width + px);
      const r = data[i]!, g = data[i + 1]!, b = data[i + 2]!;
      const colour = { r, g, b, lum: 0.299 * r + 0.587 * g + 0.114 * b };
      if (bands.some((band) => x >= band.rect[0] && x <= band.rect[2] && y >= band.rect[1] && y <= band.rect[3] && !band.holds(colour))) continue;
      mask[py * width + px] = 255;
    }
  }
  return { mask, width, height };
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const labels = JSON.parse(readFileSync(new URL('labels.json', TESTDATA), 'utf8')) as { photos: Record<string, PhotoLabel> };
  let differing = 0;
  for (const [key, label] of Object.entries(labels.photos)) {
    const { mask, width, height } = await renderMask(key, label);
    const file = new URL(`${key}.mask.png`, TESTDATA);
    // A new photo has no mask yet: every pixel counts as differing.
    const stored = existsSync(file) ? await sharp(readFileSync(file)).greyscale().raw().toBuffer() : undefined;
    let diff = stored ? 0 : mask.length;
    if (stored) for (let i = 0; i < mask.length; i++) if ((stored[i]! >= 128 ? 255 : 0) !== mask[i]) diff++;
    if (diff) differing++;
    console.info(`${key.padEnd(18)} ${diff} of ${mask.length} pixels differ from the stored mask`);
    // A mask whose pixels are unchanged keeps its file, so the history shows which labels changed.
    if (!check && diff) await sharp(mask, { raw: { width, height, channels: 1 } }).png({ compressionLevel: 9 }).toFile(file.pathname);
  }
  if (check && differing) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
