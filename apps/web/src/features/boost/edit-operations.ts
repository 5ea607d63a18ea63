/**
 * The edit panel's choices as the contract's operations, in the order the server applies them:
 * rotate, crop (centred, to an aspect ratio of the rotated picture), adjust, filter, frame. Choices
 * left at their default add no operation.
 */
import type { EditOperation, FilterPreset } from '@youlan/contract';

export type CropAspect = 'original' | '1:1' | '4:5' | '16:9';
export const CROP_ASPECTS: readonly CropAspect[] = ['original', '1:1', '4:5', '16:9'];

export interface EditChoices {
  /** Clockwise quarter turns, 0–3. */
  quarterTurns: number;
  aspect: CropAspect;
  brightness: number;
  contrast: number;
  saturation: number;
  filter: FilterPreset;
  frame: boolean;
}

export const NO_EDIT: EditChoices = { quarterTurns: 0, aspect: 'original', brightness: 0, contrast: 0, saturation: 0, filter: 'original', frame: false };

const ASPECT_RATIO: Record<Exclude<CropAspect, 'original'>, number> = { '1:1': 1, '4:5': 4 / 5, '16:9': 16 / 9 };

/** The largest centred rectangle of the ratio inside the picture, in whole pixels. */
export function centredCrop(width: number, height: number, ratio: number): { x: number; y: number; width: number; height: number } {
  const cropWidth = Math.min(width, Math.floor(height * ratio));
  const cropHeight = Math.min(height, Math.floor(cropWidth / ratio));
  return { x: Math.floor((width - cropWidth) / 2), y: Math.floor((height - cropHeight) / 2), width: cropWidth, height: cropHeight };
}

export function editOperations(choices: EditChoices, picture: { width: number; height: number }, language: string): EditOperation[] {
  const operations: EditOperation[] = [];
  const turns = ((choices.quarterTurns % 4) + 4) % 4;
  if (turns !== 0) operations.push({ type: 'rotate', degrees: (turns * 90) as 90 | 180 | 270 });
  if (choices.aspect !== 'original') {
    const [width, height] = turns % 2 === 1 ? [picture.height, picture.width] : [picture.width, picture.height];
    operations.push({ type: 'crop', ...centredCrop(width, height, ASPECT_RATIO[choices.aspect]) });
  }
  if (choices.brightness !== 0 || choices.contrast !== 0 || choices.saturation !== 0) {
    operations.push({ type: 'adjust', brightness: choices.brightness, contrast: choices.contrast, saturation: choices.saturation });
  }
  if (choices.filter !== 'original') operations.push({ type: 'filter', preset: choices.filter });
  if (choices.frame) operations.push({ type: 'frame', style: 'white', language });
  return operations;
}

/** Every preset of the contract, with a CSS look-alike for the live preview (the server makes the real one). */
export const FILTER_PREVIEW: Readonly<Record<FilterPreset, string>> = {
  original: '',
  fresh: 'brightness(1.05) saturate(1.15) hue-rotate(-6deg)',
  warm: 'sepia(0.22) saturate(1.2) brightness(1.03)',
  film: 'contrast(0.9) sepia(0.18) saturate(0.85)',
  mono: 'grayscale(1) contrast(1.08)',
};

/** A CSS filter close to the chosen adjustments and preset, for the live preview. */
export function previewFilter(choices: Pick<EditChoices, 'brightness' | 'contrast' | 'saturation' | 'filter'>): string {
  const parts = [];
  if (choices.brightness) parts.push(`brightness(${1 + choices.brightness / 200})`);
  if (choices.contrast) parts.push(`contrast(${1 + choices.contrast / 200})`);
  if (choices.saturation) parts.push(`saturate(${1 + choices.saturation / 100})`);
  if (FILTER_PREVIEW[choices.filter]) parts.push(FILTER_PREVIEW[choices.filter]);
  return parts.join(' ') || 'none';
}
