/** Console: the area's articles, written, pinned and scheduled by editors; HTML is sanitized by the server on save. */
import { z } from 'zod';
import { ARTICLE_AUTHOR_MAX, ARTICLE_HTML_MAX, ARTICLE_SUMMARY_MAX, ARTICLE_TITLE_MAX } from './article.runtime.ts';
import { MediaKeySchema } from '../media/media.ts';
import { AreaIdParamsSchema, AreaParamsSchema, PageQuerySchema, PublishedAtSchema, defineConsoleRoute, operatorHtml, operatorText, pageOf } from '../shared/console.ts';

export const ConsoleArticleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The operator's summary; '' shows the first words of the text to visitors. */
  summary: z.string(),
  author: z.string().nullable(),
  /** The cover visitors see beside the article in lists and search results; null: none. */
  coverImageKey: z.string().nullable(),
  /** A signed URL to show the cover, for an hour. */
  coverUrl: z.string().nullable(),
  /** As stored: sanitized, what visitors see. */
  contentHtml: z.string(),
  isPinned: z.boolean(),
  /** ISO; a time ahead schedules the article (visitors see it from then). */
  publishedAt: z.string(),
  isScheduled: z.boolean(),
  clickCount: z.number().int(),
});
export type ConsoleArticle = z.infer<typeof ConsoleArticleSchema>;

const ArticleFieldsSchema = z.object({
  title: operatorText(ARTICLE_TITLE_MAX).pipe(z.string().min(1, 'a title')),
  summary: operatorText(ARTICLE_SUMMARY_MAX),
  author: operatorText(ARTICLE_AUTHOR_MAX)
    .nullable()
    .transform((value) => value || null),
  contentHtml: operatorHtml(ARTICLE_HTML_MAX),
  /** A picture stored in the area (uploaded with use `articleCover` first); 400 for any other key. Left out of a new article: none. */
  coverImageKey: MediaKeySchema.nullable().optional(),
  isPinned: z.boolean(),
  publishedAt: PublishedAtSchema,
});

export const listConsoleArticles = defineConsoleRoute({
  method: 'GET',
  path: '/api/console/areas/:area/articles',
  summary: "The area's articles including scheduled ones, in the visitors' order: pinned first, then the operator's order, then newest",
  tag: 'console-article',
  access: 'viewer',
  params: AreaParamsSchema,
  query: PageQuerySchema,
  data: pageOf(ConsoleArticleSchema),
});

export const createArticle = defineConsoleRoute({
  method: 'POST',
  path: '/api/console/areas/:area/articles',
  summary: 'Write an article; publishedAt ahead schedules it; the HTML is sanitized',
  tag: 'console-article',
  access: 'editor',
  params: AreaParamsSchema,
  body: ArticleFieldsSchema.strict(),
  data: ConsoleArticleSchema,
});

export const updateArticle = defineConsoleRoute({
  method: 'PATCH',
  path: '/api/console/areas/:area/articles/:id',
  summary: 'Change any of an article\'s fields',
  tag: 'console-article',
  access: 'editor',
  params: AreaIdParamsSchema,
  body: ArticleFieldsSchema.partial()
    .strict()
    .refine((body) => Object.keys(body).length > 0, 'nothing to change'),
  data: ConsoleArticleSchema,
});

export const deleteArticle = defineConsoleRoute({
  method: 'DELETE',
  path: '/api/console/areas/:area/articles/:id',
  summary: 'Remove an article',
  tag: 'console-article',
  access: 'editor',
  params: AreaIdParamsSchema,
  data: z.object({ deleted: z.literal(true) }),
});
