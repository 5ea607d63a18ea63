/** Opinions: stored with finished uploads only; a visitor sees their own, with replies. */
import type { FastifyInstance } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { apiRoutes, type Opinion, type OpinionCategory } from '@youlan/contract';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, loginExpired } from '../../platform/errors.ts';
import { registerRoute } from '../../platform/route.ts';
import { requireReadyUpload } from '../../platform/uploads/upload.service.ts';
import { opinion } from './opinion.table.ts';

export function registerOpinionRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoute(app, ctx, apiRoutes.createOpinion, async ({ tenant, visitor, body }) => {
    if (!visitor) throw loginExpired('sending an opinion needs a logged-in visitor');
    if (new Set(body.imageKeys).size !== body.imageKeys.length) throw badRequest('The same picture is attached twice', 'body.imageKeys');
    for (const [index, key] of body.imageKeys.entries()) await requireReadyUpload(ctx.db, tenant.id, visitor.id, key, `body.imageKeys.${index}`);
    const [row] = await ctx.db
      .insert(opinion)
      .values({ tenantId: tenant.id, visitorId: visitor.id, category: body.category, text: body.text, imageKeys: body.imageKeys, contact: body.contact || null })
      .returning();
    if (!row) throw new Error('opinion insert returned nothing');
    return presentOpinion(row);
  });

  registerRoute(app, ctx, apiRoutes.listMyOpinions, async ({ tenant, visitor }) => {
    if (!visitor) throw loginExpired('your opinions need a logged-in visitor');
    const rows = await ctx.db
      .select()
      .from(opinion)
      .where(and(eq(opinion.tenantId, tenant.id), eq(opinion.visitorId, visitor.id)))
      .orderBy(desc(opinion.createdAt), desc(opinion.id));
    return rows.map(presentOpinion);
  });
}

function presentOpinion(row: typeof opinion.$inferSelect): Opinion {
  return {
    id: row.id,
    category: row.category as OpinionCategory,
    text: row.text,
    imageKeys: row.imageKeys,
    contact: row.contact,
    createdAt: row.createdAt.toISOString(),
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
  };
}
