/** Sky replacement: the image adapter's public surface for jobs and worker processes. */
export { hasSky, segmentSky, replaceSky, replaceSkyPixels, type SkyMask, type ReplacedSky, type ReplacedSkyPixels, type ReplaceSkyOptions } from './sky-replacement.ts';
