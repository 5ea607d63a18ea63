/** Articles of the area: longer reading about its history, architecture and visiting tips. */
import { z } from 'zod';
import { defineRoute } from '../shared/api.ts';
import { IdParamsSchema } from '../shared/http.ts';
import { ContentPageQuerySchema } from '../notice/notice.ts';
import { LocalTextSchema } from '../translation/translation.ts';

export const ArticleSummarySchema = z.object({
  id: z.number().int(),
  title: LocalTextSchema,
  /** The operator's one-line summary, or the first words of the text (at most 80 characters). */
  summary: LocalTextSchema,
  /** Storage key of the cover picture; null when there is none. */
  coverImageKey: z.string().nullable(),
  author: LocalTextSchema.nullable(),
  clickCount: z.number().int(),
  /** ISO 8601 with offset. Articles dated in the future are not served until then. */
  publishedAt: z.string(),
});
export type ArticleSummary = z.infer<typeof ArticleSummarySchema>;

export const ArticleSchema = ArticleSummarySchema.extend({
  /** Sanitized by the server when the operator stored it: safe to render as HTML. */
  contentHtml: LocalTextSchema,
});
export type Article = z.infer<typeof ArticleSchema>;

export const listArticles = defineRoute({
  method: 'GET',
  path: '/api/h5/article',
  summary: 'Articles of the area in the operator’s order, newest first within it, a page at a time',
  tag: 'article',
  auth: 'none',
  query: ContentPageQuerySchema,
  data: z.object({ list: z.array(ArticleSummarySchema), total: z.number().int(), page: z.number().int(), size: z.number().int() }),
});

export const getArticle = defineRoute({
  method: 'GET',
  path: '/api/h5/article/:id',
  summary: 'One article with its (sanitized) HTML content',
  tag: 'article',
  auth: 'none',
  params: IdParamsSchema,
  data: ArticleSchema,
});
