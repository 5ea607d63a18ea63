/**
 * Punch-in: checks the visitor is at the place (in the area's datum), one punch per place per day,
 * a retried request (same idempotency key, same body) answered with the first result, attempts
 * limited per minute, implausible fixes flagged for the operator rather than trusted or dropped.
 */
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { DEFAULT_SCOPE_RANGE, ErrorCode, PUNCH_ATTEMPTS_PER_MINUTE, PUNCH_MAX_ACCURACY_M, type PunchRecord, type PunchRecordBodySchema, type PunchSpot } from '@youlan/contract';
import { localDate } from '../../platform/area-time.ts';
import type { AuthVisitor } from '../../platform/auth.ts';
import type { Db } from '../../platform/db/database.ts';
import { place, tenantConfig } from '../../platform/db/schema.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { requireReadyUpload } from '../../platform/uploads/upload.service.ts';
import { flagsFor, judgePosition, retryAfterSeconds } from './punch.rules.ts';
import { punchAttempt, punchRecord, punchSpot } from './punch.table.ts';

type PunchBody = z.infer<typeof PunchRecordBodySchema>;
const ATTEMPT_WINDOW_MS = 60_000;

export async function listPunchSpots(db: Db, tenantId: number, visitorId: number | null, now = new Date()) {
  const rows = await db
    .select({ spot: punchSpot, place })
    .from(punchSpot)
    .innerJoin(place, eq(place.id, punchSpot.placeId))
    .where(eq(punchSpot.tenantId, tenantId))
    .orderBy(asc(punchSpot.sort), asc(punchSpot.id));
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
      name: p.name,
      nameEn: p.nameEn,
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

export async function listMyPunches(db: Db, tenantId: number, visitorId: number): Promise<PunchRecord[]> {
  const rows = await db
    .select({ record: punchRecord, placeName: place.name })
    .from(punchRecord)
    .innerJoin(place, eq(place.id, punchRecord.placeId))
    .where(and(eq(punchRecord.tenantId, tenantId), eq(punchRecord.visitorId, visitorId)))
    .orderBy(desc(punchRecord.punchedAt), desc(punchRecord.id));
  return rows.map(({ record, placeName }) => presentRecord(record, placeName));
}

export async function createPunch(db: Db, tenant: Tenant, visitor: AuthVisitor, body: PunchBody, idempotencyKey: string | undefined, now = new Date()): Promise<PunchRecord> {
  const requestHash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
  if (idempotencyKey) {
    const replay = await findByIdempotencyKey(db, tenant.id, visitor.id, idempotencyKey, requestHash);
    if (replay) return replay;
  }

  const attempts = await db
    .select({ at: punchAttempt.createdAt })
    .from(punchAttempt)
    .where(and(eq(punchAttempt.tenantId, tenant.id), eq(punchAttempt.visitorId, visitor.id), gt(punchAttempt.createdAt, new Date(now.getTime() - ATTEMPT_WINDOW_MS))));
  const wait = retryAfterSeconds(attempts.map((a) => a.at), now, PUNCH_ATTEMPTS_PER_MINUTE, ATTEMPT_WINDOW_MS);
  if (wait !== null) {
    throw new AppError(429, ErrorCode.RATE_LIMITED, `Too many punch attempts: try again in ${wait} s`, { headers: { 'retry-after': String(wait) } });
  }
  const attempt = async (result: string) => {
    await db.insert(punchAttempt).values({ tenantId: tenant.id, visitorId: visitor.id, placeId: body.placeId, result, createdAt: now });
  };

  const [target] = await db
    .select({ place, stampKey: punchSpot.stampKey })
    .from(punchSpot)
    .innerJoin(place, eq(place.id, punchSpot.placeId))
    .where(and(eq(punchSpot.tenantId, tenant.id), eq(punchSpot.placeId, body.placeId)));
  if (!target) {
    await attempt(ErrorCode.NOT_FOUND);
    throw notFound(`Place ${body.placeId} is not a punch place of this scenic area`);
  }
  const [config] = await db.select({ config: tenantConfig.config }).from(tenantConfig).where(eq(tenantConfig.tenantId, tenant.id));
  const areaDatum = config?.config.coordinateSystem ?? 'gcj02';
  const scopeRange = target.place.scopeRange ?? DEFAULT_SCOPE_RANGE;
  const verdict = judgePosition(body, { longitude: target.place.longitude, latitude: target.place.latitude, scopeRange }, areaDatum);
  if (!verdict.ok) {
    if (verdict.reason === 'imprecise') {
      await attempt(ErrorCode.IMPRECISE_LOCATION);
      throw new AppError(422, ErrorCode.IMPRECISE_LOCATION, `Your position is only known to ±${Math.round(verdict.accuracyMeters)} m; wait for a fix within ${PUNCH_MAX_ACCURACY_M} m (step outside, away from buildings)`, { field: 'body.accuracyMeters' });
    }
    await attempt(ErrorCode.OUT_OF_RANGE);
    throw new AppError(422, ErrorCode.OUT_OF_RANGE, `You are ${Math.round(verdict.distanceMeters)} m from ${target.place.name}; come within ${Math.round(verdict.allowedMeters)} m to punch in`);
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
      placeId: target.place.id,
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
    return presentRecord(inserted, target.place.name);
  }
  // Lost a race with the same retry, or the place was punched today already.
  if (idempotencyKey) {
    const replay = await findByIdempotencyKey(db, tenant.id, visitor.id, idempotencyKey, requestHash);
    if (replay) return replay;
  }
  await attempt(ErrorCode.ALREADY_DONE);
  throw new AppError(409, ErrorCode.ALREADY_DONE, `You already punched in at ${target.place.name} today; come back tomorrow for another stamp`);
}

async function findByIdempotencyKey(db: Db, tenantId: number, visitorId: number, key: string, requestHash: string): Promise<PunchRecord | null> {
  const [row] = await db
    .select({ record: punchRecord, placeName: place.name })
    .from(punchRecord)
    .innerJoin(place, eq(place.id, punchRecord.placeId))
    .where(and(eq(punchRecord.tenantId, tenantId), eq(punchRecord.visitorId, visitorId), eq(punchRecord.idempotencyKey, key)));
  if (!row) return null;
  if (row.record.requestHash !== requestHash) {
    throw new AppError(422, ErrorCode.IDEMPOTENCY_MISMATCH, 'This idempotency key was used for a different punch: make a new key for a new punch', { field: 'headers.idempotency-key' });
  }
  return presentRecord(row.record, row.placeName);
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
