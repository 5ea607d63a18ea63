/** Visitor and device routes of live status: thin, the rules are in the service and the ingest. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEVICE_KEY_HEADER, LIVE_SNAPSHOT_MAX_AGE_SECONDS, TENANT_HEADER, apiRoutes } from '@youlan/contract';
import type { AppContext } from '../../platform/context.ts';
import { registerRoute } from '../../platform/route.ts';
import { verifyDeviceKey } from './device-key.service.ts';
import { ingestReading } from './live-status.ingest.ts';
import { recordCrowdReport } from './crowd.service.ts';
import type { LiveStatusCache } from './live-status.service.ts';

/** Each ingest request's device key, from its check to its handler. */
const keyOf = new WeakMap<FastifyRequest, number>();

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
};

export async function registerLiveStatusRoutes(app: FastifyInstance, ctx: AppContext, cache: LiveStatusCache): Promise<void> {
  // Its own tenant scope: only a read of the area opens one, not every poll of 20,000 phones.
  registerRoute(app, ctx, apiRoutes.getLiveStatus, async ({ tenant, language }) => cache.snapshot(tenant.id, language), { maxAgeSeconds: LIVE_SNAPSHOT_MAX_AGE_SECONDS, ownTenantScope: true });
  // Keyed by the app's session, not the address: many visitors share one. Seen on the next snapshot read.
  registerRoute(app, ctx, apiRoutes.reportCrowd, async ({ tenant, body }) => recordCrowdReport(ctx.db, tenant.id, body));
  await app.register(async (scoped) => {
    // Who is asking comes before what they sent (the 401 → 400 ladder): the key is checked before
    // the body is validated. Outside the tenant's scope, like a visitor's token; the query names the tenant.
    scoped.addHook('preValidation', async (request) => {
      const tenant = await ctx.tenants.require(header(request, TENANT_HEADER));
      keyOf.set(request, await verifyDeviceKey(ctx.db, tenant.id, header(request, DEVICE_KEY_HEADER)));
    });
    registerRoute(scoped, ctx, apiRoutes.ingestLiveStatus, async ({ tenant, body, request }) => {
      const keyId = keyOf.get(request);
      if (keyId === undefined) throw new Error('ingest ran without its key check');
      const result = await ingestReading(ctx.db, tenant.id, keyId, body);
      if (result.applied) cache.forget(tenant.id);
      return result;
    });
  });
}
