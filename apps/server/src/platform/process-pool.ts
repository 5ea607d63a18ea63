/**
 * Image work in child processes (workerpool), never in the server's own. Two reasons, both measured
 * (issue 25): libvips runs on threads no JavaScript can stop, so a worker *thread* told to stop left
 * its decode burning a core until it ended, while a process is ended at once; and the memory libvips
 * takes (hundreds of MB for a 12-megapixel sky job) went to the server's allocator and never came
 * back, while a process idle for a minute exits and gives all of it back.
 */
import { fileURLToPath } from 'node:url';
import workerpool from 'workerpool';

/** Bytes that crossed a process boundary arrive as a plain Uint8Array; sharp's callers here want a Buffer. */
export const asBuffer = (bytes: Uint8Array): Buffer => (Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));

/** A process idle this long exits: starting one again (Node and sharp) costs ~0.2 s. */
const IDLE_EXIT_MS = 60_000;

export interface ProcessPool {
  /**
   * Runs `method` of the pool's script on a free process. Aborting `signal` ends the process the
   * task runs on and rejects; `onEvent` hears what the script sends with `workerpool.workerEmit`.
   */
  run<T>(method: string, args: unknown[], options: { signal: AbortSignal; onEvent?: (payload: unknown) => void }): Promise<T>;
  /** Ends every process at once, rejecting what runs. */
  close(): Promise<void>;
}

/** `script`: a module that calls `workerpool.worker({ ... })`; `size`: processes at most. */
export function createProcessPool(script: URL, size: number, idleExitMs = IDLE_EXIT_MS): ProcessPool {
  let pool: workerpool.Pool | null = null;
  let idle: NodeJS.Timeout | null = null;
  let running = 0;

  // Made on the first task and dropped after a quiet minute, so an idle server keeps no process.
  const started = () =>
    (pool ??= workerpool.pool(fileURLToPath(script), {
      workerType: 'process',
      maxWorkers: size,
      // Pictures cross as bytes (structured clone), not as JSON arrays of numbers. Two malloc
      // arenas, not 8 per core: libvips' threads otherwise keep a process's peak long after it.
      forkOpts: { serialization: 'advanced', env: { ...process.env, MALLOC_ARENA_MAX: '2' } },
      // A process told to stop mid-decode is killed this soon after: its libvips threads stop nothing sooner.
      workerTerminateTimeout: 100,
    }));
  const whenIdle = () => {
    if (running > 0 || !pool) return;
    const quiet = pool;
    idle = setTimeout(() => {
      if (pool !== quiet || running > 0) return;
      pool = null;
      void quiet.terminate();
    }, idleExitMs);
    idle.unref();
  };

  return {
    async run<T>(method: string, args: unknown[], { signal, onEvent }: { signal: AbortSignal; onEvent?: (payload: unknown) => void }): Promise<T> {
      signal.throwIfAborted();
      if (idle) clearTimeout(idle);
      running += 1;
      const task = started().exec(method, args, onEvent ? { on: onEvent } : {});
      const cancel = () => {
        try {
          task.cancel();
        } catch {
          // workerpool's promise hands the cancellation back to whoever cancels; the task is rejected and its process ended either way.
        }
      };
      signal.addEventListener('abort', cancel, { once: true });
      try {
        return (await task) as T;
      } catch (error) {
        // A cancelled task rejects with workerpool's own error; the caller's reason says why.
        signal.throwIfAborted();
        throw error;
      } finally {
        signal.removeEventListener('abort', cancel);
        running -= 1;
        whenIdle();
      }
    },
    async close() {
      if (idle) clearTimeout(idle);
      const closing = pool;
      pool = null;
      await closing?.terminate(true);
    },
  };
}
