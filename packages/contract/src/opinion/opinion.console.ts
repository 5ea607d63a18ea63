/** Console: the opinions visitors sent, with filters, the area's reply and closing. */
import { z } from 'zod';
import { OPINION_REPLY_MAX, OPINION_STATUSES } from './opinion.runtime.ts';
import { AreaIdParamsSchema, AreaParamsSchema, DayFilterSchema, PageQuerySchema, defineConsoleRoute, operatorText, pageOf } from '../shared/console.ts';
import { OpinionCategorySchema, OpinionSchema } from './opinion.ts';

export const OpinionStatusSchema = z.enum(OPINION_STATUSES);
export type OpinionStatus = z.infer<typeof OpinionStatusSchema>;

/** A calendar date, YYYY-MM-DD, checked to exist (2026-13-01 is refused). */

export const ConsoleOpinionSchema = OpinionSchema.extend({
  status: OpinionStatusSchema,
  /** The visitor's nickname, to tell repeat senders apart. */
  visitorName: z.string(),
  visitorId: z.number().int(),
});
export type ConsoleOpinion = z.infer<typeof ConsoleOpinionSchema>;

export const listConsoleOpinions = defineConsoleRoute({
  method: 'GET',
  path: '/api/console/areas/:area/opinions',
  summary: 'Opinions, newest first, filtered by status, category and the area-local dates they were sent (from and to inclusive)',
  tag: 'console-opinion',
  access: 'viewer',
  params: AreaParamsSchema,
  query: PageQuerySchema.extend({
    status: OpinionStatusSchema.optional(),
    category: OpinionCategorySchema.optional(),
    from: DayFilterSchema.optional(),
    to: DayFilterSchema.optional(),
  }),
  data: pageOf(ConsoleOpinionSchema),
});

export const replyToOpinion = defineConsoleRoute({
  method: 'POST',
  path: '/api/console/areas/:area/opinions/:id/reply',
  summary: 'Reply to an opinion (again to correct the reply); the visitor sees it under "my feedback"',
  tag: 'console-opinion',
  access: 'editor',
  params: AreaIdParamsSchema,
  body: z.object({ reply: operatorText(OPINION_REPLY_MAX).pipe(z.string().min(1, 'a reply')) }).strict(),
  data: ConsoleOpinionSchema,
});

export const closeOpinion = defineConsoleRoute({
  method: 'POST',
  path: '/api/console/areas/:area/opinions/:id/close',
  summary: 'Close an opinion (closed: true) or open it again (closed: false)',
  tag: 'console-opinion',
  access: 'editor',
  params: AreaIdParamsSchema,
  body: z.object({ closed: z.boolean() }).strict(),
  data: ConsoleOpinionSchema,
});
