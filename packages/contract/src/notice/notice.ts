/** Notices of the area: opening hours, closures, tips; pinned ones first, then the newest. */
import { z } from 'zod';
import { defineRoute } from '../shared/api.ts';
import { NOTICE_PAGE_SIZE_MAX } from './notice.runtime.ts';
import { IdParamsSchema } from '../shared/http.ts';
import { LocalTextSchema } from '../translation/translation.ts';

export const NoticeSummarySchema = z.object({
  id: z.number().int(),
  title: LocalTextSchema,
  /** The first words of the notice as plain text (at most 80 characters), for the list. */
  summary: LocalTextSchema,
  /** Pinned notices come first in the list. */
  isPinned: z.boolean(),
  clickCount: z.number().int(),
  /** ISO 8601 with offset. Notices dated in the future are not served until then. */
  publishedAt: z.string(),
});
export type NoticeSummary = z.infer<typeof NoticeSummarySchema>;

export const NoticeSchema = NoticeSummarySchema.extend({
  /** Sanitized by the server when the operator stored it: safe to render as HTML. */
  contentHtml: LocalTextSchema,
});
export type Notice = z.infer<typeof NoticeSchema>;

export const ContentPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(NOTICE_PAGE_SIZE_MAX).default(20),
});

export const listNotices = defineRoute({
  method: 'GET',
  path: '/api/h5/notice',
  summary: 'Notices of the area, pinned first, then newest first, a page at a time',
  tag: 'notice',
  auth: 'none',
  query: ContentPageQuerySchema,
  data: z.object({ list: z.array(NoticeSummarySchema), total: z.number().int(), page: z.number().int(), size: z.number().int() }),
});

export const getNotice = defineRoute({
  method: 'GET',
  path: '/api/h5/notice/:id',
  summary: 'One notice with its (sanitized) HTML content',
  tag: 'notice',
  auth: 'none',
  params: IdParamsSchema,
  data: NoticeSchema,
});
