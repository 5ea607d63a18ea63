/**
 * The operator feature: console log-in and sessions, first-operator setup, the area's operator
 * accounts and its audit log; the sweep of old log-in attempts and ended sessions, and at start-up
 * the one-time setup link while no operator exists.
 */
import type { FeaturePlugin } from '../../platform/context.ts';
import { sweepEndedSessions } from '../../platform/console/session.ts';
import { sweepLoginAttempts } from './operator.lockout.ts';
import { pendingSetupToken, setupUrl } from './first-operator.service.ts';
import { registerOperatorConsoleRoutes } from './operator.console.routes.ts';

export const operatorPlugin: FeaturePlugin = async (app, { ctx }) => {
  ctx.background.every({
    name: 'console log-ins and sessions',
    everyMs: 3600_000,
    run: async () => (await sweepLoginAttempts(ctx.db)) + (await sweepEndedSessions(ctx.db)),
  });
  // While no operator exists, the one-time link that makes the first one (docs/console.md).
  app.addHook('onReady', async () => {
    const token = await pendingSetupToken(ctx.db);
    if (token) app.log.warn(`No console operator yet: open ${setupUrl(ctx.env.PUBLIC_URL ?? `http://localhost:${ctx.env.PORT}`, token)} to make the first one (the link works once)`);
  });
  registerOperatorConsoleRoutes(app, ctx);
};
