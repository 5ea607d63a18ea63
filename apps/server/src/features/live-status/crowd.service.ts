/**
 * Crowds (docs/live-status.md, "Crowds"): phones' reports of the place they are in, one row per
 * session; places' capacities and gate counts; a tick a minute that samples the counts for the
 * console's trend, raises alarms on crossings and sweeps what is past its hour.
 */
import { and, asc, count, desc, eq, exists, gt, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import { CROWD_LEVELS_DEFAULT, CROWD_REPORT_EVERY_MS, CROWD_RETENTION_MINUTES, CROWD_TREND_MINUTES, CROWD_WINDOW_MINUTES, type CrowdReport } from '@youlan/contract';
import type { CrowdAlarm, CrowdBoardPlace, CrowdSettings } from '@youlan/contract/console';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { recordAudit, type AuditActor } from '../../platform/console/audit.ts';
import { place } from '../../entities/place/place.table.ts';
import { crowdAlarm, crowdReport, crowdSample, placeCrowd } from './live-status.table.ts';
import { crowdNow, shownCount, stepOf, type CrowdNow } from './crowd.rules.ts';
import { readMarks, requirePlace } from './live-status.lookup.ts';
import type { LiveMarks } from './live-status.rules.ts';

const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);

/**
 * Counts a phone's report: its session's row now says this place (or none). A report within a minute
 * of the session's last is ignored (counted: false); an opt-out deletes the session's row at once.
 * One statement in the common case (the place's check is in it): a peak's phones send 330 a second.
 */
export async function recordCrowdReport(db: Db, tenantId: number, report: CrowdReport, now = new Date()): Promise<{ counted: boolean }> {
  const session = and(eq(crowdReport.tenantId, tenantId), eq(crowdReport.session, report.session));
  if (report.optOut) {
    await db.delete(crowdReport).where(session);
    return { counted: false };
  }
  const ofArea = report.placeId === null ? undefined : exists(db.select({ one: sql`1` }).from(place).where(and(eq(place.id, report.placeId), eq(place.tenantId, tenantId))));
  const rows = await db
    .insert(crowdReport)
    .select(db.select({ tenantId: sql<number>`${tenantId}`.as('tenant_id'), session: sql<string>`${report.session}`.as('session'), placeId: sql<number | null>`${report.placeId}::integer`.as('place_id'), reportedAt: sql<Date>`${now.toISOString()}::timestamptz`.as('reported_at') }).from(sql`(SELECT 1) AS one`).where(ofArea))
    .onConflictDoUpdate({
      target: [crowdReport.tenantId, crowdReport.session],
      set: { placeId: sql`excluded.place_id`, reportedAt: sql`excluded.reported_at` },
      setWhere: lte(crowdReport.reportedAt, new Date(now.getTime() - CROWD_REPORT_EVERY_MS)),
    })
    .returning({ session: crowdReport.session });
  if (rows.length > 0) return { counted: true };
  // Nothing written: too soon after the session's last report, or not a place of the area (404).
  if (report.placeId !== null) await requirePlace(db, tenantId, report.placeId);
  return { counted: false };
}

/** Every place with a crowd row or an app count, of one area or (tenantId null) all, as at `now`. */
export async function readCrowdInputs(db: Db, tenantId: number | null, now: Date) {
  const inWindow = gt(crowdReport.reportedAt, minutesBefore(now, CROWD_WINDOW_MINUTES));
  const [settings, counts] = await Promise.all([
    db.select().from(placeCrowd).where(tenantId === null ? undefined : eq(placeCrowd.tenantId, tenantId)),
    db
      .select({ tenantId: crowdReport.tenantId, placeId: crowdReport.placeId, n: count() })
      .from(crowdReport)
      .where(and(tenantId === null ? undefined : eq(crowdReport.tenantId, tenantId), inWindow, isNotNull(crowdReport.placeId)))
      .groupBy(crowdReport.tenantId, crowdReport.placeId),
  ]);
  const byPlace = new Map(settings.map((row) => [row.placeId, { ...row, appCount: 0 }]));
  for (const { tenantId: tenant, placeId, n } of counts) {
    if (placeId === null) continue;
    const known = byPlace.get(placeId);
    if (known) known.appCount = n;
    else byPlace.set(placeId, { placeId, tenantId: tenant, capacity: null, levels: [...CROWD_LEVELS_DEFAULT], officialCount: null, officialAt: null, step: 0, appCount: n });
  }
  return [...byPlace.values()];
}

/** The area's crowds now, for the console's board. */
async function areaCrowds(db: Db, tenantId: number, marks: LiveMarks, now: Date): Promise<CrowdNow[]> {
  return (await readCrowdInputs(db, tenantId, now)).map((input) => crowdNow(input, marks, now));
}

/** A gate's official count of a place (from the device ingest): replaces the app's estimate while fresh. */
export async function writeOfficialCount(db: Db, tenantId: number, placeId: number, occupancy: number | null): Promise<void> {
  const officialAt = occupancy === null ? null : new Date();
  await db
    .insert(placeCrowd)
    .values({ placeId, tenantId, levels: [...CROWD_LEVELS_DEFAULT], officialCount: occupancy, officialAt })
    .onConflictDoUpdate({ target: placeCrowd.placeId, set: { officialCount: occupancy, officialAt } });
}

const minuteOf = (now: Date) => new Date(Math.floor(now.getTime() / 60_000) * 60_000);

/**
 * The minute's round, every area's: a sample per place whose count may be shown (an app count
 * under k is not kept), an alarm where a place reached a warning level it had not, and the sweep
 * of reports and samples past their hour. Returns the rows swept.
 */
export async function crowdTick(db: Db, now = new Date()): Promise<number> {
  const inputs = await readCrowdInputs(db, null, now);
  const marksOf = new Map<number, LiveMarks>();
  const minute = minuteOf(now);
  for (const input of inputs) {
    let marks = marksOf.get(input.tenantId);
    if (!marks) marksOf.set(input.tenantId, (marks = await readMarks(db, input.tenantId)));
    const crowd = crowdNow(input, marks, now);
    const shown = shownCount(crowd.count, crowd.official);
    if (shown !== null) {
      await db
        .insert(crowdSample)
        .values({ tenantId: input.tenantId, placeId: input.placeId, minute, count: shown, official: crowd.official })
        .onConflictDoUpdate({ target: [crowdSample.placeId, crowdSample.minute], set: { count: shown, official: crowd.official } });
    }
    const step = stepOf(crowd) ?? 0;
    if (step === input.step || input.capacity === null) continue;
    await db.transaction(async (tx) => {
      if (step > input.step) await tx.insert(crowdAlarm).values({ tenantId: input.tenantId, placeId: input.placeId, step, count: crowd.count, capacity: input.capacity as number, raisedAt: now });
      await tx.update(placeCrowd).set({ step }).where(eq(placeCrowd.placeId, input.placeId));
    });
  }
  return sweepCrowds(db, now);
}

/**
 * Sessions an area keeps at most: ten times the busiest day's phones open in an hour. Past it (made-up
 * session ids, each within the address's rate limit) the oldest reports go first, so rows stay bounded.
 */
export const CROWD_SESSIONS_MAX = 200_000;

/** Nothing of a visitor past CROWD_RETENTION_MINUTES, nor past CROWD_SESSIONS_MAX an area; samples past the trend's hour. */
export async function sweepCrowds(db: Db, now = new Date(), sessionsMax = CROWD_SESSIONS_MAX): Promise<number> {
  const reports = await db.delete(crowdReport).where(lt(crowdReport.reportedAt, minutesBefore(now, CROWD_RETENTION_MINUTES))).returning({ session: crowdReport.session });
  const beyond = db
    .select({ tenantId: sql<number>`ranked.tenant_id`.as('tenant_id'), session: sql<string>`ranked.session`.as('session') })
    .from(sql`(SELECT tenant_id, session, row_number() OVER (PARTITION BY tenant_id ORDER BY reported_at DESC) AS n FROM ${crowdReport}) AS ranked`)
    .where(sql`ranked.n > ${sessionsMax}`);
  const overflow = await db.delete(crowdReport).where(sql`(${crowdReport.tenantId}, ${crowdReport.session}) IN (${beyond})`).returning({ session: crowdReport.session });
  const samples = await db.delete(crowdSample).where(lt(crowdSample.minute, minutesBefore(now, CROWD_TREND_MINUTES))).returning({ placeId: crowdSample.placeId });
  return reports.length + overflow.length + samples.length;
}

/** What the audit log keeps of a place's crowd settings. */
const settingsView = (row: { capacity: number | null; levels: number[] } | undefined) => (row ? { capacity: row.capacity, levels: row.levels } : null);

export async function setAreaCrowdSettings(db: Db, actor: AuditActor, tenantId: number, placeId: number, settings: CrowdSettings) {
  return db.transaction(async (tx) => {
    await requirePlace(tx, tenantId, placeId);
    const [before] = await tx.select().from(placeCrowd).where(eq(placeCrowd.placeId, placeId)).for('update');
    const values = { capacity: settings.capacity, levels: [...settings.levels] };
    await tx.insert(placeCrowd).values({ placeId, tenantId, ...values }).onConflictDoUpdate({ target: placeCrowd.placeId, set: values });
    await recordAudit(tx, actor, { action: 'crowd.settings', targetType: 'place', targetId: placeId, before: settingsView(before), after: values });
    return { placeId, capacity: settings.capacity, levels: settings.levels };
  });
}

type AlarmRow = typeof crowdAlarm.$inferSelect;
const presentAlarm = (row: AlarmRow, placeName: string): CrowdAlarm => ({
  id: row.id,
  placeId: row.placeId,
  placeName,
  step: row.step,
  count: row.count,
  capacity: row.capacity,
  raisedAt: row.raisedAt.toISOString(),
  ackedAt: row.ackedAt?.toISOString() ?? null,
  ackedBy: row.ackedBy,
});

/** Alarms on the board: every open one, and the acknowledged ones of the last hour. */
const ALARMS_SHOWN_MAX = 200;

export async function crowdBoard(db: Db, tenantId: number, now = new Date()) {
  const marks = await readMarks(db, tenantId);
  const [places, crowds, samples, alarms] = await Promise.all([
    db.select({ id: place.id, name: place.name }).from(place).where(eq(place.tenantId, tenantId)).orderBy(asc(place.sort), asc(place.id)),
    areaCrowds(db, tenantId, marks, now),
    db.select().from(crowdSample).where(and(eq(crowdSample.tenantId, tenantId), gt(crowdSample.minute, minutesBefore(now, CROWD_TREND_MINUTES)))),
    db
      .select()
      .from(crowdAlarm)
      .where(and(eq(crowdAlarm.tenantId, tenantId), or(sql`${crowdAlarm.ackedAt} is null`, gt(crowdAlarm.raisedAt, minutesBefore(now, CROWD_TREND_MINUTES)))))
      .orderBy(sql`${crowdAlarm.ackedAt} is null desc`, desc(crowdAlarm.raisedAt))
      .limit(ALARMS_SHOWN_MAX),
  ]);
  const nameOf = new Map(places.map((row) => [row.id, row.name]));
  const crowdOf = new Map(crowds.map((crowd) => [crowd.placeId, crowd]));
  const firstMinute = minuteOf(minutesBefore(now, CROWD_TREND_MINUTES - 1)).getTime();
  const trendOf = new Map<number, (number | null)[]>();
  for (const sample of samples) {
    const index = (sample.minute.getTime() - firstMinute) / 60_000;
    if (index < 0 || index >= CROWD_TREND_MINUTES) continue;
    let trend = trendOf.get(sample.placeId);
    if (!trend) trendOf.set(sample.placeId, (trend = Array.from({ length: CROWD_TREND_MINUTES }, () => null)));
    trend[index] = sample.count;
  }
  const boardPlaces: CrowdBoardPlace[] = places.map((row) => {
    const crowd = crowdOf.get(row.id);
    return {
      placeId: row.id,
      placeName: row.name,
      capacity: crowd?.capacity ?? null,
      levels: crowd?.levels ?? [...CROWD_LEVELS_DEFAULT],
      count: crowd ? shownCount(crowd.count, crowd.official) : null,
      official: crowd?.official ?? false,
      step: crowd ? stepOf(crowd) : null,
      trend: trendOf.get(row.id) ?? Array.from({ length: CROWD_TREND_MINUTES }, () => null),
    };
  });
  return { places: boardPlaces, alarms: alarms.map((row) => presentAlarm(row, nameOf.get(row.placeId) ?? '')), at: now.toISOString() };
}

/** Acknowledges an alarm in the operator's name (audited); an acknowledged one stays as it was. */
export async function ackAreaCrowdAlarm(db: Db, actor: AuditActor, tenantId: number, id: number): Promise<CrowdAlarm> {
  return db.transaction(async (tx) => {
    const scope = and(eq(crowdAlarm.tenantId, tenantId), eq(crowdAlarm.id, id));
    const [before] = await tx.select().from(crowdAlarm).where(scope).for('update');
    if (!before) throw notFound(`No alarm ${id} in this area`);
    const [placeRow] = await tx.select({ name: place.name }).from(place).where(eq(place.id, before.placeId));
    if (before.ackedAt) return presentAlarm(before, placeRow?.name ?? '');
    const [after] = await tx.update(crowdAlarm).set({ ackedAt: new Date(), ackedBy: actor.email }).where(scope).returning();
    if (!after) throw notFound(`No alarm ${id} in this area`);
    await recordAudit(tx, actor, { action: 'crowdAlarm.ack', targetType: 'crowdAlarm', targetId: id, before: { ackedAt: null }, after: { ackedAt: after.ackedAt?.toISOString(), ackedBy: actor.email, placeId: after.placeId, step: after.step } });
    return presentAlarm(after, placeRow?.name ?? '');
  });
}
