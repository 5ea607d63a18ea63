import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PERSON_INPUT_PX, personOnGrid, personProbability, withoutPeople } from './person-mask.ts';
import { SpanKind, type SkyMatteCoefficients } from './sky-matte.ts';

const TESTDATA = new URL('./testdata/', import.meta.url);

describe('the person mask', () => {
  it('finds the cameraman and not the sky around him (the shipped model, on the WASM backend)', async () => {
    const rgb = await sharp(readFileSync(new URL('cameraman.jpg', TESTDATA))).resize(PERSON_INPUT_PX, PERSON_INPUT_PX, { fit: 'fill' }).removeAlpha().raw().toBuffer();
    const probability = await personProbability(rgb);
    const at = (x: number, y: number) => probability[Math.round(y * PERSON_INPUT_PX) * PERSON_INPUT_PX + Math.round(x * PERSON_INPUT_PX)]!;
    // Hair, cheek and coat; then open sky left and right of him.
    for (const [x, y] of [[0.4, 0.18], [0.45, 0.3], [0.2, 0.6]] as const) expect(at(x, y), `${x},${y}`).toBeGreaterThan(0.8);
    for (const [x, y] of [[0.1, 0.1], [0.7, 0.15], [0.95, 0.2]] as const) expect(at(x, y), `${x},${y}`).toBeLessThan(0.1);
  });

  it('takes a protected area out of the matte, softly at its edge', () => {
    const width = 8, height = 4, n = width * height;
    // Clear sky everywhere: alpha = b = 1.
    const coefficients = {
      width, height, share: 1, horizon: 1, skyMean: [0.5, 0.6, 0.9],
      matte: { width, height, ar: new Float32Array(n), ag: new Float32Array(n), ab: new Float32Array(n), b: new Float32Array(n).fill(1) },
      background: { width, height, r: new Float32Array(n), g: new Float32Array(n), b: new Float32Array(n) },
      certainty: new Uint8Array(n).fill(SpanKind.Sky),
    } as SkyMatteCoefficients;
    const protection = new Float32Array(n);
    protection[1] = 1;
    protection[2] = 0.25;
    withoutPeople(coefficients, protection);
    expect([coefficients.certainty[0], coefficients.certainty[1], coefficients.certainty[2]]).toEqual([SpanKind.Sky, SpanKind.Foreground, SpanKind.Edge]);
    expect(coefficients.matte.b[1]).toBe(0);
    expect(coefficients.matte.b[2]).toBeCloseTo(0.75);
  });

  it('widens and ramps the model output on the guide grid', () => {
    const probability = new Float32Array(PERSON_INPUT_PX * PERSON_INPUT_PX);
    for (let y = 96; y < 160; y++) for (let x = 96; x < 160; x++) probability[y * PERSON_INPUT_PX + x] = 1;
    const grid = personOnGrid(probability, 64, 64);
    expect(grid[32 * 64 + 32]).toBe(1);
    expect(grid[2 * 64 + 2]).toBe(0);
    // One cell outside the square is still protected (hair thinner than the model's grid).
    expect(grid[32 * 64 + 23]).toBeGreaterThan(0.5);
  });
});
