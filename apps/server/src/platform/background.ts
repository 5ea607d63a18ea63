/**
 * Background work: everything the server does on a clock rather than for a request (sweeps of what
 * it keeps past its use, the dashboard's roll-up of closed days, help-shoot's expiry, the image
 * job queue's poll) runs through here. A task runs every `everyMs` from the moment the app is ready
 * until it closes; a round never overlaps the task's previous one, and a failed round is logged and
 * the next one tries again.
 *
 * A `cluster` task (the default) runs on one instance at a time: on PostgreSQL a round first takes
 * the task's advisory lock on a connection of its own (`Database.exclusively`) and is skipped while
 * another instance holds it; on PGlite there is one process. An `instance` task runs on every
 * instance, for what each keeps for itself (its disk, its caches, its own workers).
 * Why an advisory lock and not a job library: docs/platform.md, "Background work".
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from './db/database.ts';

export interface PeriodicTask {
  /** For the log, and the lock's name. */
  name: string;
  everyMs: number;
  /** `cluster` (default): one instance at a time; `instance`: every instance for itself. */
  scope?: 'cluster' | 'instance';
  /** Does what is due and answers how many rows (or files, or days) it removed or rolled up. */
  run: () => Promise<number>;
}

/** One process's exclusivity (PGlite, or work that is each instance's own): the work always runs. */
export const IN_PROCESS: Pick<Database, 'exclusively'> = {
  exclusively: async (_name, work) => {
    await work();
    return true;
  },
};

export class BackgroundWork {
  private readonly tasks: PeriodicTask[] = [];
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  private started = false;

  private readonly database: Pick<Database, 'exclusively'>;
  private readonly log: FastifyBaseLogger;

  constructor(database: Pick<Database, 'exclusively'>, log: FastifyBaseLogger) {
    this.database = database;
    this.log = log;
  }

  /** Adds a task; it starts with the others when the app is ready. */
  every(task: PeriodicTask): void {
    this.tasks.push(task);
    if (this.started) this.schedule(task);
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    for (const task of this.tasks) this.schedule(task);
  }

  /** Stops the clocks and waits for the rounds under way, so none outlives the database. */
  async stop(): Promise<void> {
    this.started = false;
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    await Promise.allSettled([...this.inFlight]);
  }

  private schedule(task: PeriodicTask): void {
    let running = false;
    const round = async () => {
      if (running || !this.started) return;
      running = true;
      try {
        const work = async () => {
          const done = await task.run();
          if (done > 0) this.log.info({ task: task.name, done }, 'background work done');
        };
        if (task.scope === 'instance') await work();
        else await this.database.exclusively(task.name, work);
      } catch (error) {
        this.log.warn({ err: error, task: task.name }, 'background work failed');
      } finally {
        running = false;
      }
    };
    this.timers.push(
      setInterval(() => {
        const promise = round();
        this.inFlight.add(promise);
        void promise.finally(() => this.inFlight.delete(promise));
      }, task.everyMs).unref(),
    );
  }
}

/** The app's background work: started when the app is ready, stopped when it closes. */
export function registerBackgroundWork(app: FastifyInstance, database: Pick<Database, 'exclusively'>): BackgroundWork {
  const background = new BackgroundWork(database, app.log);
  app.addHook('onReady', async () => background.start());
  app.addHook('onClose', async () => background.stop());
  return background;
}
