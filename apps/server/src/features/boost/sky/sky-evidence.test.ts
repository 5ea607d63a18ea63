import { describe, expect, it } from 'vitest';
import { looksLikeSky, skyEvidence } from './sky-evidence.ts';

function planes(width: number, height: number, colour: (x: number, y: number) => [number, number, number]) {
  const n = width * height;
  const p = { width, height, r: new Float32Array(n), g: new Float32Array(n), b: new Float32Array(n) };
  for (let i = 0; i < n; i++) [p.r[i], p.g[i], p.b[i]] = colour(i % width, Math.floor(i / width));
  return p;
}

describe('the no-sky decision', () => {
  const topHalf = (width: number, height: number) => Uint8Array.from({ length: width * height }, (_, i) => (i < (width * height) / 2 ? 1 : 0));

  it('takes a smooth blue gradient above a horizon as sky', () => {
    const p = planes(40, 40, (_, y) => [0.4 + y / 200, 0.6 + y / 200, 0.9]);
    expect(looksLikeSky(skyEvidence(p, topHalf(40, 40)))).toBe(true);
  });

  it('rejects grain, a pale warm surface, and sea-coloured pixels filling the frame', () => {
    const grain = planes(40, 40, (x, y) => (((x * 7 + y * 13) % 5) < 2 ? [0.6, 0.7, 0.9] : [0.7, 0.8, 1]));
    expect(looksLikeSky(skyEvidence(grain, topHalf(40, 40)))).toBe(false);
    const wood = planes(40, 40, () => [0.85, 0.85, 0.75]);
    expect(looksLikeSky(skyEvidence(wood, topHalf(40, 40)))).toBe(false);
    const sea = planes(40, 40, () => [0.35, 0.6, 0.45]);
    expect(looksLikeSky(skyEvidence(sea, new Uint8Array(1600).fill(1)))).toBe(false);
  });

  it('keeps a saturated sunset and an open blue sky filling the frame', () => {
    const sunset = planes(40, 40, () => [0.9, 0.5, 0.3]);
    expect(looksLikeSky(skyEvidence(sunset, topHalf(40, 40)))).toBe(true);
    const open = planes(40, 40, () => [0.2, 0.4, 0.8]);
    expect(looksLikeSky(skyEvidence(open, new Uint8Array(1600).fill(1)))).toBe(true);
  });
});
