/** Console routes of live status and device keys: thin, the rules are in live-status.console.ts and device-key.ts. */
import type { FastifyInstance } from 'fastify';
import { consoleRoutes } from '@youlan/contract/console';
import type { AppContext } from '../../platform/context.ts';
import { registerConsoleRoute } from '../../platform/console/console-route.ts';
import { issueDeviceKey, listAreaDeviceKeys, revokeAreaDeviceKey, rotateAreaDeviceKey } from './device-key.service.ts';
import { areaLiveStatus, clearAreaLiveStatus, setAreaLiveStatus, updateAreaLiveMarks } from './live-status.console.ts';
import type { LiveStatusCache } from './live-status.service.ts';
import { ackAreaCrowdAlarm, crowdBoard, setAreaCrowdSettings } from './crowd.service.ts';

export function registerLiveStatusConsoleRoutes(app: FastifyInstance, ctx: AppContext, cache: LiveStatusCache): void {
  registerConsoleRoute(app, ctx, consoleRoutes.getConsoleLiveStatus, async ({ area }) => areaLiveStatus(ctx.db, area.id));
  // A change shows on this instance's next snapshot at once, on the others within its interval.
  registerConsoleRoute(app, ctx, consoleRoutes.setLiveStatus, async ({ area, actor, params, body }) => {
    const status = await setAreaLiveStatus(ctx.db, actor, area.id, params.id, body);
    cache.forget(area.id);
    return status;
  });
  registerConsoleRoute(app, ctx, consoleRoutes.clearLiveStatus, async ({ area, actor, params }) => {
    await clearAreaLiveStatus(ctx.db, actor, area.id, params.id);
    cache.forget(area.id);
    return { deleted: true as const };
  });
  registerConsoleRoute(app, ctx, consoleRoutes.updateLiveStatusSettings, async ({ area, actor, body }) => {
    const marks = await updateAreaLiveMarks(ctx.db, actor, area.id, body);
    cache.forget(area.id);
    return marks;
  });
  registerConsoleRoute(app, ctx, consoleRoutes.getCrowdBoard, async ({ area }) => crowdBoard(ctx.db, area.id));
  registerConsoleRoute(app, ctx, consoleRoutes.setCrowdSettings, async ({ area, actor, params, body }) => {
    const settings = await setAreaCrowdSettings(ctx.db, actor, area.id, params.id, body);
    cache.forget(area.id);
    return settings;
  });
  registerConsoleRoute(app, ctx, consoleRoutes.ackCrowdAlarm, async ({ area, actor, params }) => ackAreaCrowdAlarm(ctx.db, actor, area.id, params.id));
  registerConsoleRoute(app, ctx, consoleRoutes.listDeviceKeys, async ({ area }) => listAreaDeviceKeys(ctx.db, area.id));
  registerConsoleRoute(app, ctx, consoleRoutes.createDeviceKey, async ({ area, actor, body }) => issueDeviceKey(ctx.db, actor, area.id, body.name));
  registerConsoleRoute(app, ctx, consoleRoutes.rotateDeviceKey, async ({ area, actor, params }) => rotateAreaDeviceKey(ctx.db, actor, area.id, params.id));
  registerConsoleRoute(app, ctx, consoleRoutes.revokeDeviceKey, async ({ area, actor, params }) => revokeAreaDeviceKey(ctx.db, actor, area.id, params.id));
}
