/**
 * The console's dashboard: what visitors did in a period of the area's (Beijing) calendar days,
 * counted by the database from the rows each feature keeps: visits (view_log), views of places,
 * notices and articles and automatic-guide plays (click_event), likes (place_like) and punches
 * (punch_record). The tables it reads are entities (apps/server/src/entities/), shared by the
 * features that write them and this one.
 *
 * A day that can no longer change (before yesterday: a visit's later sends come within a day of
 * its start) is rolled up once into `analytics_day`, by one INSERT … SELECT … GROUP BY the first
 * time a dashboard covers it; yesterday and today are counted from the raw rows each time. A
 * year's dashboard then sums the roll-up's small rows (docs/console.md, docs/benchmarks.md).
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ANALYTICS_TOP_N, type AreaAnalytics } from '@youlan/contract/console';
import type { Db } from '../../platform/db/database.ts';
import { AREA_TIME_ZONE, localDate, startOfAreaDay } from '../../platform/area-time.ts';
import { place } from '../../entities/place/place.table.ts';
import { tenant } from '../../platform/db/schema.ts';
import { viewLog } from '../../entities/view-log/view-log.table.ts';
import { clickEvent } from '../../entities/click/click.table.ts';
import { placeLike } from '../../entities/place/place-like.table.ts';
import { punchRecord } from '../../entities/punch/punch.table.ts';
import { notice } from '../../entities/notice/notice.table.ts';
import { article } from '../../entities/article/article.table.ts';
import { analyticsDay } from './analytics.table.ts';

/** Entry pages are counted by their first characters: enough for any path of the app, and the key stays small. */
const ENTRY_PAGE_KEY_LENGTH = 200;
/** Days from today (Beijing) that are still counted live: today and yesterday. */
const OPEN_DAYS = 2;

// node-postgres and PGlite both answer raw SQL with `{ rows }`.
const rowsOf = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Every day from `from` to `to`, both included (YYYY-MM-DD; calendar arithmetic in UTC, which has no gaps). */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(from); at <= Date.parse(to); at += 86_400_000) days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/** The Beijing day of a timestamp column; the zone is written into the statement (a constant), so a grouped expression is the selected one. */
const dayOf = (column: AnyPgColumn) => sql`(${column} AT TIME ZONE '${sql.raw(AREA_TIME_ZONE)}')::date`;

/**
 * The raw rows of [from, to] (Beijing days) counted per day in the roll-up's shape
 * (day, kind, target_id, key, count): one grouped scan of each table by its (tenant, time) index.
 */
function countedFacts(tenantId: number, from: string, to: string): SQL {
  const start = startOfAreaDay(from).toISOString();
  const end = startOfAreaDay(to, 1).toISOString();
  const visits = sql`${viewLog.tenantId} = ${tenantId} AND ${viewLog.visitTime} >= ${start} AND ${viewLog.visitTime} < ${end}`;
  return sql`
    SELECT ${dayOf(viewLog.visitTime)} AS day, 'visit' AS kind, 0 AS target_id, '' AS key, count(*)::int AS count FROM ${viewLog} WHERE ${visits} GROUP BY 1
    UNION ALL
    SELECT ${dayOf(viewLog.visitTime)}, 'entry', 0, left(${viewLog.entryPage}, ${sql.raw(String(ENTRY_PAGE_KEY_LENGTH))}), count(*)::int FROM ${viewLog} WHERE ${visits} GROUP BY 1, 4
    UNION ALL
    SELECT ${dayOf(viewLog.visitTime)}, 'viewMinute', ${viewLog.viewSeconds} / 60, '', count(*)::int FROM ${viewLog} WHERE ${visits} GROUP BY 1, 3
    UNION ALL
    SELECT ${dayOf(clickEvent.createdAt)}, ${clickEvent.type}, ${clickEvent.targetId}, '', count(*)::int FROM ${clickEvent}
      WHERE ${clickEvent.tenantId} = ${tenantId} AND ${clickEvent.createdAt} >= ${start} AND ${clickEvent.createdAt} < ${end} GROUP BY 1, 2, 3
    UNION ALL
    SELECT ${dayOf(placeLike.createdAt)}, 'like', ${placeLike.placeId}, '', count(*)::int FROM ${placeLike}
      WHERE ${placeLike.tenantId} = ${tenantId} AND ${placeLike.createdAt} >= ${start} AND ${placeLike.createdAt} < ${end} GROUP BY 1, 3
    UNION ALL
    SELECT ${dayOf(punchRecord.punchedAt)}, 'punch', ${punchRecord.placeId}, '', count(*)::int FROM ${punchRecord}
      WHERE ${punchRecord.tenantId} = ${tenantId} AND ${punchRecord.punchedAt} >= ${start} AND ${punchRecord.punchedAt} < ${end} GROUP BY 1, 3`;
}

/**
 * Rolls up the closed days of [from, to] not rolled up yet and answers how many; two dashboards
 * (or a dashboard and the hourly roll-up) doing it at once insert each row once.
 */
async function rollUpClosedDays(db: Db, tenantId: number, from: string, to: string): Promise<number> {
  const rolled = await db
    .select({ day: analyticsDay.day })
    .from(analyticsDay)
    .where(and(eq(analyticsDay.tenantId, tenantId), eq(analyticsDay.kind, 'rolled'), sql`${analyticsDay.day} BETWEEN ${from} AND ${to}`));
  const done = new Set(rolled.map((row) => row.day));
  const missing = daysOf(from, to).filter((day) => !done.has(day));
  if (!missing.length) return 0;
  const days = sql`${`{${missing.join(',')}}`}::date[]`;
  await db.execute(sql`
    INSERT INTO ${analyticsDay} (tenant_id, day, kind, target_id, key, count)
    SELECT ${tenantId}::int, day, kind, target_id, key, count FROM (${countedFacts(tenantId, missing[0]!, missing.at(-1)!)}) AS fact WHERE day = ANY(${days})
    UNION ALL
    SELECT ${tenantId}::int, day, 'rolled', 0, '', 1 FROM unnest(${days}) AS day
    ON CONFLICT DO NOTHING`);
  return missing.length;
}

/** How far back the hourly roll-up reaches: a year and a bit, the longest period an operator asks for. */
const ROLL_UP_DAYS = 400;

/**
 * The hourly roll-up (registered beside the dashboard's route): every area's closed days of the
 * last ROLL_UP_DAYS, ahead of any dashboard, so even the first dashboard over a year sums small
 * rows instead of counting raw ones (docs/benchmarks.md). Answers how many area-days it rolled up;
 * after its first round that is one a day per area.
 */
export async function rollUpEveryAreasClosedDays(db: Db, now = new Date()): Promise<number> {
  const to = localDate(now, -OPEN_DAYS);
  const from = localDate(now, -(OPEN_DAYS + ROLL_UP_DAYS - 1));
  let rolled = 0;
  for (const area of await db.select({ id: tenant.id }).from(tenant)) rolled += await rollUpClosedDays(db, area.id, from, to);
  return rolled;
}

interface Fact {
  kind: string;
  target_id: number;
  key: string;
  /** Only for visits, which are listed per day. */
  day: string | null;
  count: number;
}

export async function getAreaAnalytics(db: Db, tenantId: number, period: { from: string; to: string }): Promise<AreaAnalytics> {
  const lastClosed = localDate(new Date(), -OPEN_DAYS);
  const closedTo = period.to < lastClosed ? period.to : lastClosed;
  const openFrom = period.from > lastClosed ? period.from : localDate(new Date(), 1 - OPEN_DAYS);
  const hasClosed = period.from <= closedTo;
  const hasOpen = openFrom <= period.to;
  if (hasClosed) await rollUpClosedDays(db, tenantId, period.from, closedTo);

  const parts: SQL[] = [];
  if (hasClosed) {
    parts.push(sql`SELECT ${analyticsDay.day} AS day, ${analyticsDay.kind} AS kind, ${analyticsDay.targetId} AS target_id, ${analyticsDay.key} AS key, ${analyticsDay.count} AS count FROM ${analyticsDay}
      WHERE ${analyticsDay.tenantId} = ${tenantId} AND ${analyticsDay.day} BETWEEN ${period.from} AND ${closedTo} AND ${analyticsDay.kind} <> 'rolled'`);
  }
  if (hasOpen) parts.push(countedFacts(tenantId, openFrom, period.to));
  // Summed over the period by the database: visits per day, everything else per target or key.
  const facts = await rowsOf<Fact>(
    db,
    sql`SELECT kind, target_id, key, CASE WHEN kind = 'visit' THEN to_char(day, 'YYYY-MM-DD') END AS day, sum(count)::int AS count
        FROM (${sql.join(parts, sql` UNION ALL `)}) AS fact
        GROUP BY kind, target_id, key, 4`,
  );

  const of = (kind: string) => facts.filter((fact) => fact.kind === kind);
  const byTarget = (kind: string) => new Map(of(kind).map((fact) => [Number(fact.target_id), Number(fact.count)]));
  const sum = (kind: string) => of(kind).reduce((total, fact) => total + Number(fact.count), 0);
  const visitsByDay = new Map(of('visit').map((fact) => [fact.day, Number(fact.count)]));

  // The median visit, to the minute: the minute the middle visit falls in (the roll-up keeps minutes).
  const minutes = of('viewMinute').sort((a, b) => a.target_id - b.target_id);
  const visits = sum('visit');
  let medianViewSeconds: number | null = null;
  for (let seen = 0, index = 0; visits > 0 && index < minutes.length; index++) {
    seen += Number(minutes[index]!.count);
    if (seen * 2 >= visits) {
      medianViewSeconds = Number(minutes[index]!.target_id) * 60;
      break;
    }
  }

  const views = byTarget('place');
  const plays = byTarget('autoGuide');
  const likes = byTarget('like');
  const punches = byTarget('punch');
  const places = await db.select({ id: place.id, name: place.name }).from(place).where(eq(place.tenantId, tenantId));
  const placeRows = places
    .map((row) => ({ placeId: row.id, name: row.name, views: views.get(row.id) ?? 0, likes: likes.get(row.id) ?? 0, punches: punches.get(row.id) ?? 0, autoGuidePlays: plays.get(row.id) ?? 0 }))
    .filter((row) => row.views + row.likes + row.punches + row.autoGuidePlays > 0)
    .sort((a, b) => b.views - a.views || b.punches - a.punches || a.placeId - b.placeId);

  const topReads = async (type: 'notice' | 'article') => {
    const table = type === 'notice' ? notice : article;
    const top = [...byTarget(type)].sort(([idA, a], [idB, b]) => b - a || idA - idB).slice(0, ANALYTICS_TOP_N);
    if (!top.length) return [];
    const titles = await db.select({ id: table.id, title: table.title }).from(table).where(and(eq(table.tenantId, tenantId), inArray(table.id, top.map(([id]) => id))));
    const titleOf = new Map(titles.map((row) => [row.id, row.title]));
    // A deleted notice's reads still count in the total; it has no title to list.
    return top.filter(([id]) => titleOf.has(id)).map(([id, reads]) => ({ id, title: titleOf.get(id)!, reads }));
  };

  return {
    from: period.from,
    to: period.to,
    totals: {
      visits,
      medianViewSeconds,
      placeViews: sum('place'),
      likes: sum('like'),
      noticeReads: sum('notice'),
      articleReads: sum('article'),
      punches: sum('punch'),
      autoGuidePlays: sum('autoGuide'),
    },
    days: daysOf(period.from, period.to).map((day) => ({ day, visits: visitsByDay.get(day) ?? 0 })),
    entryPages: of('entry')
      .map((fact) => ({ page: fact.key, visits: Number(fact.count) }))
      .sort((a, b) => b.visits - a.visits || a.page.localeCompare(b.page))
      .slice(0, ANALYTICS_TOP_N),
    places: placeRows,
    notices: await topReads('notice'),
    articles: await topReads('article'),
  };
}
