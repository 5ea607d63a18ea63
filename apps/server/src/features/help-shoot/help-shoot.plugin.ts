/**
 * The help-shoot feature: a visitor asks a friend to take the photo, both phones follow it on an
 * event stream. The hub's LISTEN starts with the app and ends before the database closes; idle
 * requests are expired (and old ones deleted) as background work.
 */
import type { FeaturePlugin } from '../../platform/context.ts';
import { HelpShootService, type HelpShootCatalogue } from './help-shoot.service.ts';
import { HelpShootHub } from './help-shoot.stream.ts';
import { registerHelpShootRoutes } from './help-shoot.routes.ts';

/** How often idle requests are expired and old ones deleted. */
const SWEEP_INTERVAL_MS = 60_000;

export const helpShootPlugin: FeaturePlugin<{ catalogue: HelpShootCatalogue }> = async (app, { ctx, catalogue }) => {
  const service = new HelpShootService(ctx.db, ctx.storage, catalogue);
  const hub = new HelpShootHub();
  ctx.background.every({
    name: 'help requests',
    everyMs: SWEEP_INTERVAL_MS,
    run: async () => {
      const { expired, deleted } = await service.sweep();
      return expired + deleted;
    },
  });
  app.addHook('onReady', async () => hub.start(ctx));
  // Before the database closes: streams end (phones reconnect to another instance) and the LISTEN stops.
  app.addHook('preClose', async () => hub.close());
  registerHelpShootRoutes(app, ctx, service, hub);
};
