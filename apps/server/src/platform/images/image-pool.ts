/**
 * The bounded pool of worker threads (piscina) the photo studio's image work runs on, so a
 * 12-megapixel edit never blocks the API's event loop. The job queue takes a job only when a
 * thread is free (`size`), so the pool's own queue stays empty.
 */
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { EditInput, EditResult } from './image-edit.ts';
import type { ImageTask } from './image-worker.ts';

export interface ImagePool {
  readonly size: number;
  /** Runs an edit on a free thread; aborting stops the thread the edit runs on. */
  run(input: EditInput, options: { onProgress: (fraction: number) => void; signal: AbortSignal }): Promise<EditResult>;
  close(): Promise<void>;
}

/** `size` 0: an instance that works no jobs (its pool is never started). */
export function createImagePool(size: number): ImagePool {
  let piscina: Piscina<ImageTask, EditResult> | null = null;
  // Made on the first job, so an instance that never works one starts no threads.
  const started = () =>
    (piscina ??= new Piscina<ImageTask, EditResult>({
      filename: new URL('./image-worker.ts', import.meta.url).href,
      minThreads: 0,
      maxThreads: size,
      // Keep a warm thread a while: starting one (sharp's native module) costs more than a small edit.
      idleTimeout: 60_000,
    }));
  return {
    size,
    async run(input, { onProgress, signal }) {
      if (size === 0) throw new Error('this instance works no image jobs (IMAGE_WORKERS=0)');
      const { port1, port2 } = new MessageChannel();
      port1.on('message', (fraction: number) => onProgress(fraction));
      try {
        return await started().run({ ...input, progress: port2 }, { transferList: [port2], signal });
      } finally {
        port1.close();
      }
    },
    close: async () => {
      await piscina?.destroy();
    },
  };
}
