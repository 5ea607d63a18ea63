/**
 * The bounded pool of processes (process-pool.ts) the photo studio's image work runs in, so a
 * 12-megapixel edit never blocks the API's event loop, a cancelled job stops costing CPU at once,
 * and the memory a sky job takes goes back when the pool is idle. The job queue takes a job only
 * when a process is free (`size`), so the pool's own queue stays empty.
 */
import type { EditInput, EditResult } from './image-job.edit.ts';
import { asBuffer, createProcessPool } from '../../platform/process-pool.ts';

export interface ImagePool {
  readonly size: number;
  /** Runs an edit in a free process; aborting ends the process the edit runs in. */
  run(input: EditInput, options: { onProgress: (fraction: number) => void; signal: AbortSignal }): Promise<EditResult>;
  close(): Promise<void>;
}

/** `size` 0: an instance that works no jobs (its pool is never started). */
export function createImagePool(size: number): ImagePool {
  const pool = size > 0 ? createProcessPool(new URL('./image-job.worker.ts', import.meta.url), size) : null;
  return {
    size,
    async run(input, { onProgress, signal }) {
      if (!pool) throw new Error('this instance works no image jobs (IMAGE_WORKERS=0)');
      const result = await pool.run<EditResult>('edit', [input], { signal, onEvent: (fraction) => onProgress(fraction as number) });
      return { ...result, data: asBuffer(result.data) };
    },
    close: async () => pool?.close(),
  };
}
