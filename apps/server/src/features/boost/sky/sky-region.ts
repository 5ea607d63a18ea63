/**
 * The sky region of the work copy: the hand-set decision (handSetSkyRegion, sky-matte.ts), with the
 * band along its edge re-decided by the model learned from the tuning photos (sky-model.ts,
 * models/sky-model.json, trained by train-sky-model.ts). Cross-validation on the tuning photos
 * chose this over the model deciding every pixel (docs/sky-replacement.md, "Learned sky decision").
 */
import { readFileSync } from 'node:fs';
import type { ColourPlanes } from './guided-filter.ts';
import { skyFeatures } from './sky-features.ts';
import { MIN_SKY_SHARE, handSetSkyRegion, type SkyRegion } from './sky-matte.ts';
import { redecideEdge, skyProbability, type SkyModel } from './sky-model.ts';

let model: SkyModel | undefined;

/** Read on first use (once per process), so the training script can run before the file exists. */
function skyModel(): SkyModel {
  model ??= JSON.parse(readFileSync(new URL('./models/sky-model.json', import.meta.url), 'utf8')) as SkyModel;
  return model;
}

export function findSkyRegion(p: ColourPlanes): SkyRegion | undefined {
  const old = handSetSkyRegion(p);
  if (!old) return undefined;
  const n = p.width * p.height;
  const learned = skyModel();
  const mask = redecideEdge(skyProbability(learned, skyFeatures(p, old), n), old.mask, p.width, p.height, learned);
  let sky = 0;
  for (let i = 0; i < n; i++) sky += mask[i]!;
  if (sky < MIN_SKY_SHARE * n) return undefined;
  return { ...old, mask, share: sky / n };
}
