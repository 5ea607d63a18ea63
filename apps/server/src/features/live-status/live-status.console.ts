/** The console's side of live status: every place with its status, set and cleared by editors, the marks by admins; all audited. */
import { and, asc, eq } from 'drizzle-orm';
import { liveFreshness, type ConsoleLiveStatus, type LiveStatusSettings } from '@youlan/contract/console';
import type { LiveStatusFields } from '@youlan/contract';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { recordAudit, type AuditActor } from '../../platform/console/audit.ts';
import { place } from '../../entities/place/place.table.ts';
import { liveStatus, liveStatusSetting } from './live-status.table.ts';
import type { LiveMarks, LiveStatusRow } from './live-status.rules.ts';
import { readMarks, requirePlace } from './live-status.lookup.ts';
import { writeLiveStatus } from './live-status.service.ts';

function present(placeRow: { id: number; name: string }, row: LiveStatusRow | null, marks: LiveMarks, now: Date): ConsoleLiveStatus {
  return {
    placeId: placeRow.id,
    placeName: placeRow.name,
    state: row?.state ?? null,
    waitMinutes: row?.waitMinutes ?? null,
    queuePeople: row?.queuePeople ?? null,
    freeSpaces: row?.freeSpaces ?? null,
    departures: row?.departures ?? [],
    note: row?.note ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    source: row?.source ?? null,
    freshness: row ? liveFreshness(row.updatedAt, now, marks) : 'none',
  };
}

/** What the audit log keeps of a status. */
const auditView = (row: LiveStatusRow | undefined) =>
  row ? { state: row.state, waitMinutes: row.waitMinutes, queuePeople: row.queuePeople, freeSpaces: row.freeSpaces, departures: row.departures, note: row.note, source: row.source } : null;

export async function areaLiveStatus(db: Db, tenantId: number) {
  const [rows, marks] = await Promise.all([
    db.select({ place: { id: place.id, name: place.name }, status: liveStatus }).from(place).leftJoin(liveStatus, eq(liveStatus.placeId, place.id)).where(eq(place.tenantId, tenantId)).orderBy(asc(place.sort), asc(place.id)),
    readMarks(db, tenantId),
  ]);
  const now = new Date();
  return { places: rows.map((row) => present(row.place, row.status, marks, now)), settings: marks };
}

export async function setAreaLiveStatus(db: Db, actor: AuditActor, tenantId: number, placeId: number, fields: LiveStatusFields): Promise<ConsoleLiveStatus> {
  return db.transaction(async (tx) => {
    const placeRow = await requirePlace(tx, tenantId, placeId);
    const [before] = await tx.select().from(liveStatus).where(and(eq(liveStatus.tenantId, tenantId), eq(liveStatus.placeId, placeId))).for('update');
    const after = await writeLiveStatus(tx, tenantId, placeId, fields, 'console');
    await recordAudit(tx, actor, { action: 'liveStatus.set', targetType: 'place', targetId: placeId, before: auditView(before), after: auditView(after) });
    return present(placeRow, after, await readMarks(tx, tenantId), new Date());
  });
}

export async function clearAreaLiveStatus(db: Db, actor: AuditActor, tenantId: number, placeId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(liveStatus).where(and(eq(liveStatus.tenantId, tenantId), eq(liveStatus.placeId, placeId))).returning();
    if (!before) throw notFound(`Place ${placeId} has no live status in this area`);
    await recordAudit(tx, actor, { action: 'liveStatus.clear', targetType: 'place', targetId: placeId, before: auditView(before), after: null });
  });
}

export async function updateAreaLiveMarks(db: Db, actor: AuditActor, tenantId: number, marks: LiveStatusSettings): Promise<LiveMarks> {
  return db.transaction(async (tx) => {
    const before = await readMarks(tx, tenantId);
    await tx.insert(liveStatusSetting).values({ tenantId, ...marks }).onConflictDoUpdate({ target: liveStatusSetting.tenantId, set: marks });
    await recordAudit(tx, actor, { action: 'liveStatus.settings', targetType: 'area', targetId: tenantId, before, after: marks });
    return { staleAfterMinutes: marks.staleAfterMinutes, hideAfterMinutes: marks.hideAfterMinutes };
  });
}
