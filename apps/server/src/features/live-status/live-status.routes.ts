/** Visitor and device routes of live status: thin, the rules are in the service and the ingest. */
import type { FastifyInstance } from 'fastify';
import { DEVICE_KEY_HEADER, LIVE_SNAPSHOT_MAX_AGE_SECONDS, apiRoutes } from '@youlan/contract';
import type { AppContext } from '../../platform/context.ts';
import { registerRoute } from '../../platform/route.ts';
import { verifyDeviceKey } from './device-key.service.ts';
import { ingestReading } from './live-status.ingest.ts';
import { presentSnapshot } from './live-status.rules.ts';
import type { LiveStatusCache } from './live-status.service.ts';

export function registerLiveStatusRoutes(app: FastifyInstance, ctx: AppContext, cache: LiveStatusCache): void {
  registerRoute(app, ctx, apiRoutes.getLiveStatus, async ({ tenant, language }) => presentSnapshot(await cache.of(tenant.id), language), { maxAgeSeconds: LIVE_SNAPSHOT_MAX_AGE_SECONDS });
  registerRoute(app, ctx, apiRoutes.ingestLiveStatus, async ({ tenant, body, request }) => {
    const header = request.headers[DEVICE_KEY_HEADER];
    const keyId = await verifyDeviceKey(ctx.db, tenant.id, Array.isArray(header) ? header[0] : header);
    const result = await ingestReading(ctx.db, tenant.id, keyId, body);
    if (result.applied) cache.forget(tenant.id);
    return result;
  });
}
