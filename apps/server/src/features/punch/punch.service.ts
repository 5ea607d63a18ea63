/**
 * Punch-in: checks the visitor is at the place (in the area's datum), one punch per place per day,
 * a retried request (same idempotency key, same body) answered with the first result, attempts
 * limited per minute, implausible fixes flagged for the operator rather than trusted or dropped.
 */
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { DEFAULT_SCOPE_RANGE, ErrorCode, PUNCH_ATTEMPTS_PER_MINUTE, PUNCH_MAX_ACCURACY_M, type PunchRecord, type PunchRecordBodySchema, type PunchSpot } from '@youlan/contract';
import { localDate } from '../../platform/area-time.ts';
import type { AuthVisitor } from '../../platform/auth.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { idempotencyMismatch, requestHashOf } from '../../platform/idempotency.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { requireReadyUpload } from '../../entities/media/upload.service.ts';
import { flagsFor, judgePosition, retryAfterSeconds } from './punch.rules.ts';
import { punchAttempt, punchRecord, punchSpot } from '../../entities/punch/punch.table.ts';
import { textsOf, type Translations } from '../../entities/translation/translation.ts';
import type { VisitorLanguage } from '../../platform/visitor-language.ts';

type PunchBody = z.infer<typeof PunchRecordBodySchema>;

/** A place as punch-in sees it. */
export interface PunchPlace {
  id: number;
  name: string;
  translations: Translations;
  longitude: number;
  latitude: number;
  /** Metres; null means the spec's default. */
  scopeRange: number | null;
}

/** What punch-in needs of the area: its places and its datum (the place and config features own them; app.ts passes them in). */
export interface PunchArea {
  /** The places of this area among `ids`, by id. */
  places(tenantId: number, ids: number[]): Promise<Map<number, PunchPlace>>;
  coordinateSystem(tenantId: number): Promise<Parameters<typeof judgePosition>[2]>;
}
const ATTEMPT_WINDOW_MS = 60_000;

export async function listPunchSpots(db: Db, area: PunchArea, tenantId: number, visitorId: number | null, language: VisitorLanguage, now = new Date()) {
  const spotRows = await db.select().from(punchSpot).where(eq(punchSpot.tenantId, tenantId)).orderBy(asc(punchSpot.sort), asc(punchSpot.id));
  const places = await area.places(tenantId, spotRows.map((spot) => spot.placeId));
  const rows = spotRows.flatMap((spot) => {
    const place = places.get(spot.placeId);
    return place ? [{ spot, place }] : [];
  });
  const progress = new Map<number, { count: number; last: Date; today: boolean }>();
  if (visitorId !== null) {
    const today = localDate(now);
    const mine = await db
      .select({
        placeId: punchRecord.placeId,
        count: sql<number>`count(*)::int`,
        last: sql<string>`max(${punchRecord.punchedAt})`,
        today: sql<boolean>`bool_or(${punchRecord.punchDate} = ${today})`,
      })
      .from(punchRecord)
      .where(and(eq(punchRecord.tenantId, tenantId), eq(punchRecord.visitorId, visitorId)))
      .groupBy(punchRecord.placeId);
    for (const row of mine) progress.set(row.placeId, { count: Number(row.count), last: new Date(row.last), today: Boolean(row.today) });
  }
  const spots: PunchSpot[] = rows.map(({ spot, place: p }) => {
    const mine = progress.get(p.id);
    return {
      placeId: p.id,
      name: textsOf(p.translations, language)('name', p.name),
      signName: { text: p.name, lang: language.main },
      longitude: p.longitude,
      latitude: p.latitude,
      scopeRange: p.scopeRange ?? DEFAULT_SCOPE_RANGE,
      stampKey: spot.stampKey,
      punchedToday: mine?.today ?? false,
      punchCount: mine?.count ?? 0,
      lastPunchedAt: mine ? mine.last.toISOString() : null,
    };
  });
  return { spots, punchedCount: spots.filter((s) => s.punchCount > 0).length, total: spots.length };
}

export async function listMyPunches(db: Db, area: PunchArea, tenantId: number, visitorId: number): Promise<PunchRecord[]> {
  const records = await db
    .select()
    .from(punchRecord)
    .where(and(eq(punchRecord.tenantId, tenantId), eq(punchRecord.visitorId, visitorId)))
    .orderBy(desc(punchRecord.punchedAt), desc(punchRecord.id));
  const places = await area.places(tenantId, [...new Set(records.map((record) => record.placeId))]);
  return records.flatMap((record) => {
    const place = places.get(record.placeId);
    return place ? [presentRecord(record, place.name)] : [];
  });
}

export async function createPunch(db: Db, area: PunchArea, tenant: Tenant, visitor: AuthVisitor, body: PunchBody, idempotencyKey: string | undefined, now = new Date()): Promise<PunchRecord> {
  const requestHash = requestHashOf(body);
  if (idempotencyKey) {
    const replay = await findByIdempotencyKey(db, area, tenant.id, visitor.id, idempotencyKey, requestHash);
    if (replay) return replay;
  }

  const attemptId = await reserveAttempt(db, tenant.id, visitor.id, body.placeId, now);
  const attempt = async (result: string) => {
    await db.update(punchAttempt).set({ result }).where(eq(punchAttempt.id, attemptId));
  };

  const [spot] = await db
    .select({ placeId: punchSpot.placeId })
    .from(punchSpot)
    .where(and(eq(punchSpot.tenantId, tenant.id), eq(punchSpot.placeId, body.placeId)));
  const place = spot ? (await area.places(tenant.id, [spot.placeId])).get(spot.placeId) : undefined;
  if (!place) {
    await attempt(ErrorCode.NOT_FOUND);
    throw notFound(`Place ${body.placeId} is not a punch place of this scenic area`);
  }
  const areaDatum = await area.coordinateSystem(tenant.id);
  const scopeRange = place.scopeRange ?? DEFAULT_SCOPE_RANGE;
  const verdict = judgePosition(body, { longitude: place.longitude, latitude: place.latitude, scopeRange }, areaDatum);
  if (!verdict.ok) {
    if (verdict.reason === 'imprecise') {
      await attempt(ErrorCode.IMPRECISE_LOCATION);
      throw new AppError(422, ErrorCode.IMPRECISE_LOCATION, `Your position is only known to ±${Math.round(verdict.accuracyMeters)} m; wait for a fix within ${PUNCH_MAX_ACCURACY_M} m (step outside, away from buildings)`, { field: 'body.accuracyMeters' });
    }
    await attempt(ErrorCode.OUT_OF_RANGE);
    throw new AppError(422, ErrorCode.OUT_OF_RANGE, `You are ${Math.round(verdict.distanceMeters)} m from ${place.name}; come within ${Math.round(verdict.allowedMeters)} m to punch in`);
  }
  if (body.photoKey) await requireReadyUpload(db, tenant.id, visitor.id, body.photoKey, 'body.photoKey');

  const [previous] = await db
    .select({ longitude: punchRecord.longitude, latitude: punchRecord.latitude, accuracyMeters: punchRecord.accuracyMeters, punchedAt: punchRecord.punchedAt })
    .from(punchRecord)
    .where(and(eq(punchRecord.tenantId, tenant.id), eq(punchRecord.visitorId, visitor.id)))
    .orderBy(desc(punchRecord.punchedAt))
    .limit(1);
  const flags = flagsFor(
    previous ? { point: previous, accuracyMeters: previous.accuracyMeters, at: previous.punchedAt } : null,
    { point: verdict.point, accuracyMeters: body.accuracyMeters, at: now },
  );

  const [inserted] = await db
    .insert(punchRecord)
    .values({
      tenantId: tenant.id,
      visitorId: visitor.id,
      placeId: place.id,
      punchDate: localDate(now),
      punchedAt: now,
      longitude: verdict.point.longitude,
      latitude: verdict.point.latitude,
      reportedDatum: body.datum,
      accuracyMeters: body.accuracyMeters,
      distanceMeters: verdict.distanceMeters,
      photoKey: body.photoKey ?? null,
      flags,
      idempotencyKey: idempotencyKey ?? null,
      requestHash,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) {
    await attempt('recorded');
    return presentRecord(inserted, place.name);
  }
  // Lost a race with the same retry, or the place was punched today already.
  if (idempotencyKey) {
    const replay = await findByIdempotencyKey(db, area, tenant.id, visitor.id, idempotencyKey, requestHash);
    if (replay) return replay;
  }
  await attempt(ErrorCode.ALREADY_DONE);
  throw new AppError(409, ErrorCode.ALREADY_DONE, `You already punched in at ${place.name} today; come back tomorrow for another stamp`);
}

/** Advisory-lock class of the per-visitor punch limit (the second key is the visitor id). */
const PUNCH_LIMIT_LOCK = 724_302;

/**
 * Counts the visitor's attempts of the last minute and records this one in a single transaction
 * that holds the visitor's advisory lock: concurrent attempts queue on it, so the limit cannot be
 * passed by sending many at once (a check-then-insert lets them all through).
 */
async function reserveAttempt(db: Db, tenantId: number, visitorId: number, placeId: number, now: Date): Promise<number> {
  const reserved = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${PUNCH_LIMIT_LOCK}, ${visitorId})`);
    const attempts = await tx
      .select({ at: punchAttempt.createdAt })
      .from(punchAttempt)
      .where(and(eq(punchAttempt.tenantId, tenantId), eq(punchAttempt.visitorId, visitorId), gt(punchAttempt.createdAt, new Date(now.getTime() - ATTEMPT_WINDOW_MS))));
    const wait = retryAfterSeconds(attempts.map((a) => a.at), now, PUNCH_ATTEMPTS_PER_MINUTE, ATTEMPT_WINDOW_MS);
    if (wait !== null) return { wait };
    const [row] = await tx.insert(punchAttempt).values({ tenantId, visitorId, placeId, result: 'pending', createdAt: now }).returning({ id: punchAttempt.id });
    return { id: row?.id ?? 0 };
  });
  if ('wait' in reserved) {
    throw new AppError(429, ErrorCode.RATE_LIMITED, `Too many punch attempts: try again in ${reserved.wait} s`, { headers: { 'retry-after': String(reserved.wait) } });
  }
  return reserved.id;
}

async function findByIdempotencyKey(db: Db, area: PunchArea, tenantId: number, visitorId: number, key: string, requestHash: string): Promise<PunchRecord | null> {
  const [record] = await db
    .select()
    .from(punchRecord)
    .where(and(eq(punchRecord.tenantId, tenantId), eq(punchRecord.visitorId, visitorId), eq(punchRecord.idempotencyKey, key)));
  const place = record ? (await area.places(tenantId, [record.placeId])).get(record.placeId) : undefined;
  if (!record || !place) return null;
  if (record.requestHash !== requestHash) {
    throw idempotencyMismatch('punch');
  }
  return presentRecord(record, place.name);
}

function presentRecord(row: typeof punchRecord.$inferSelect, placeName: string): PunchRecord {
  return {
    id: row.id,
    placeId: row.placeId,
    placeName,
    punchedAt: row.punchedAt.toISOString(),
    punchDate: row.punchDate,
    photoKey: row.photoKey,
    distanceMeters: Math.round(row.distanceMeters * 10) / 10,
    flags: row.flags.filter((f): f is PunchRecord['flags'][number] => f === 'too_fast' || f === 'repeated_fix'),
  };
}
