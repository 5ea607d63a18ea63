/**
 * A decode process of the picture pool (image-normalizer.ts, platform/process-pool.ts). A
 * refusal crosses the process boundary as plain data (runPictureTask): an Error's own fields do not.
 */
import sharp from 'sharp';
import workerpool from 'workerpool';
import { runPictureTask } from './picture-decode.ts';

// One picture at a time per process: libvips' cache of recent operations would only hold memory.
sharp.cache(false);

workerpool.worker({ picture: runPictureTask });
