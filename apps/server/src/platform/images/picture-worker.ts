/**
 * A decode process of the picture pool (image-normalizer.ts, platform/images/process-pool.ts). A
 * refusal crosses the process boundary as plain data (runPictureTask): an Error's own fields do not.
 */
import workerpool from 'workerpool';
import { runPictureTask } from './picture-decode.ts';

workerpool.worker({ picture: runPictureTask });
