/**
 * A process of the image job pool (image-job.pool.ts, platform/process-pool.ts): runs one edit and reports its
 * progress as events. Only plain data crosses the process boundary.
 */
import sharp from 'sharp';
import workerpool from 'workerpool';
import { applyEdit, type EditInput } from './image-job.edit.ts';
import { asBuffer } from '../../platform/process-pool.ts';

// One picture at a time per process: libvips' cache of recent operations would only hold memory.
sharp.cache(false);

workerpool.worker({
  edit: (input: EditInput) => applyEdit({ ...input, photo: asBuffer(input.photo), sky: input.sky && asBuffer(input.sky) }, (fraction) => workerpool.workerEmit(fraction)),
});
