/** Console: the area's dashboard over a chosen period of Beijing calendar days, counted by the database. */
import { z } from 'zod';
import { ANALYTICS_PERIOD_MAX_DAYS } from './analytics.runtime.ts';
import { AreaParamsSchema, DayFilterSchema, defineConsoleRoute } from '../shared/console.ts';


export const AnalyticsQuerySchema = z
  .object({
    /** First and last day of the period, the area's calendar (Beijing), both included. */
    from: DayFilterSchema,
    to: DayFilterSchema,
  })
  .refine((period) => period.from <= period.to, { path: ['to'], message: 'the period ends before it starts' })
  .refine((period) => (Date.parse(period.to) - Date.parse(period.from)) / 86_400_000 < ANALYTICS_PERIOD_MAX_DAYS, {
    path: ['to'],
    message: `a period of at most ${ANALYTICS_PERIOD_MAX_DAYS} days`,
  });

export const AnalyticsDaySchema = z.object({
  /** YYYY-MM-DD, Beijing. Every day of the period is listed, days without visits with zeros. */
  day: z.string(),
  visits: z.number().int(),
});

export const AnalyticsPlaceSchema = z.object({
  placeId: z.number().int(),
  name: z.string(),
  /** Opened in the period (place clicks). */
  views: z.number().int(),
  /** Likes given in the period that still stand. */
  likes: z.number().int(),
  punches: z.number().int(),
  autoGuidePlays: z.number().int(),
});

export const AnalyticsReadSchema = z.object({ id: z.number().int(), title: z.string(), reads: z.number().int() });

export const AreaAnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object({
    visits: z.number().int(),
    /** How long the middle visit lasted, to the minute (the lower one of two middles), seconds; null without visits. */
    medianViewSeconds: z.number().int().nullable(),
    placeViews: z.number().int(),
    likes: z.number().int(),
    noticeReads: z.number().int(),
    articleReads: z.number().int(),
    punches: z.number().int(),
    autoGuidePlays: z.number().int(),
  }),
  days: z.array(AnalyticsDaySchema),
  /** The pages visits started on (their first 200 characters), most first, at most ANALYTICS_TOP_N. */
  entryPages: z.array(z.object({ page: z.string(), visits: z.number().int() })),
  /** Every place with something in the period, most viewed first. */
  places: z.array(AnalyticsPlaceSchema),
  /** The most read notices and articles, at most ANALYTICS_TOP_N of each. */
  notices: z.array(AnalyticsReadSchema),
  articles: z.array(AnalyticsReadSchema),
});
export type AreaAnalytics = z.infer<typeof AreaAnalyticsSchema>;

export const getAreaAnalytics = defineConsoleRoute({
  method: 'GET',
  path: '/api/console/areas/:area/analytics',
  summary: 'The dashboard over a period of Beijing calendar days: visits per day, the median visit length, entry pages, views, likes, punches and automatic-guide plays per place, notices and articles read',
  tag: 'console-analytics',
  access: 'viewer',
  params: AreaParamsSchema,
  query: AnalyticsQuerySchema,
  data: AreaAnalyticsSchema,
});
