/** Console: the area's notices, written, pinned and scheduled by editors; HTML is sanitized by the server on save. */
import { z } from 'zod';
import { NOTICE_HTML_MAX, NOTICE_TITLE_MAX } from './notice.runtime.ts';
import { AreaIdParamsSchema, AreaParamsSchema, PageQuerySchema, PublishedAtSchema, defineConsoleRoute, operatorHtml, operatorText, pageOf } from '../shared/console.ts';


export const ConsoleNoticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** As stored: sanitized, what visitors see. */
  contentHtml: z.string(),
  isPinned: z.boolean(),
  /** ISO; a time ahead schedules the notice (visitors see it from then). */
  publishedAt: z.string(),
  /** Whether publishedAt is still ahead. */
  isScheduled: z.boolean(),
  clickCount: z.number().int(),
});
export type ConsoleNotice = z.infer<typeof ConsoleNoticeSchema>;

const NoticeFieldsSchema = z.object({
  title: operatorText(NOTICE_TITLE_MAX).pipe(z.string().min(1, 'a title')),
  contentHtml: operatorHtml(NOTICE_HTML_MAX),
  isPinned: z.boolean(),
  publishedAt: PublishedAtSchema,
});

export const listConsoleNotices = defineConsoleRoute({
  method: 'GET',
  path: '/api/console/areas/:area/notices',
  summary: "The area's notices including scheduled ones: pinned first, then newest",
  tag: 'console-notice',
  access: 'viewer',
  params: AreaParamsSchema,
  query: PageQuerySchema,
  data: pageOf(ConsoleNoticeSchema),
});

export const createNotice = defineConsoleRoute({
  method: 'POST',
  path: '/api/console/areas/:area/notices',
  summary: 'Write a notice; publishedAt ahead schedules it; the HTML is sanitized (scripts, handlers and unknown tags removed)',
  tag: 'console-notice',
  access: 'editor',
  params: AreaParamsSchema,
  body: NoticeFieldsSchema.strict(),
  data: ConsoleNoticeSchema,
});

export const updateNotice = defineConsoleRoute({
  method: 'PATCH',
  path: '/api/console/areas/:area/notices/:id',
  summary: 'Change a notice: any of title, content (each in both languages), pinned, publishing time',
  tag: 'console-notice',
  access: 'editor',
  params: AreaIdParamsSchema,
  body: NoticeFieldsSchema.partial()
    .strict()
    .refine((body) => Object.keys(body).length > 0, 'nothing to change'),
  data: ConsoleNoticeSchema,
});

export const deleteNotice = defineConsoleRoute({
  method: 'DELETE',
  path: '/api/console/areas/:area/notices/:id',
  summary: 'Remove a notice',
  tag: 'console-notice',
  access: 'editor',
  params: AreaIdParamsSchema,
  data: z.object({ deleted: z.literal(true) }),
});
