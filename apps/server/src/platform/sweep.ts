/**
 * The sweeper: periodic clean-up of what the server keeps past its use (expired uploads, finished
 * image jobs, old log-in attempts, ended console sessions), and the dashboard's hourly roll-up of
 * closed days. A sweep runs every `everyMs` from the
 * moment the app is ready until it closes; a failed round is logged and the next one tries again.
 * Every instance sweeps: the deletes are idempotent, so two instances only repeat each other's work.
 */
import type { FastifyInstance } from 'fastify';

export interface Sweep {
  /** For the log. */
  name: string;
  everyMs: number;
  /** Does what is due and answers how many rows (or files, or days) it removed or rolled up. */
  run: () => Promise<number>;
}

export function registerSweep(app: FastifyInstance, sweep: Sweep): void {
  let timer: NodeJS.Timeout | null = null;
  const round = () =>
    sweep.run().then(
      (removed) => {
        if (removed > 0) app.log.info({ sweep: sweep.name, removed }, 'swept');
      },
      (error: unknown) => app.log.warn({ err: error, sweep: sweep.name }, 'sweeping failed'),
    );
  app.addHook('onReady', async () => {
    timer = setInterval(() => void round(), sweep.everyMs).unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
