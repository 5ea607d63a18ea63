/**
 * The console's side of places: the area's places with its map, and changes checked against the
 * area (its classes, its map's bounds, its stored audio) before they are written and audited.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { ErrorCode, type MapConfig } from '@youlan/contract';
import { AUDIO_CONTENT_TYPES, type ConsolePlace, type ConsolePlaceClass, type ConsolePlaceMap, type PlaceClassFields, type PlaceFields } from '@youlan/contract/console';
import type { Db } from '../../platform/db/database.ts';
import { AppError, badRequest, notFound } from '../../platform/errors.ts';
import { tenantKey, type MediaStorage } from '../../platform/storage/storage.ts';
import { recordConsoleUpload, requireStored, signRead, type MediaAccess } from '../../entities/media/media-access.ts';
import { areaRows, type ContentChange } from '../../platform/console/area-rows.ts';
import type { Tenant } from '../../platform/tenant.ts';
import { recordAudit, type AuditActor } from '../../platform/console/audit.ts';
import { measureAudioSeconds } from '../../entities/media/audio-probe.ts';
import { place, placeClass } from '../../entities/place/place.table.ts';

type PlaceRow = typeof place.$inferSelect;

/** What the place console needs of other features (app.ts hands it over): the area's map. */
export interface PlaceConsoleArea {
  map(tenantId: number): Promise<MapConfig | null>;
}

async function present(row: PlaceRow, media: MediaAccess, area: Tenant): Promise<ConsolePlace> {
  return {
    id: row.id,
    ...placeFieldsOf(row),
    imageUrl: row.imageKey ? await signRead(media, area, row.imageKey) : null,
    audioUrl: row.audioKey ? await signRead(media, area, row.audioKey) : null,
    likeCount: row.likeCount,
    clickCount: row.clickCount,
  };
}

/** What the audit log keeps of a place (the counts are visitors', not the operator's change). */
function auditView(row: PlaceRow) {
  const { likeCount: _likes, clickCount: _clicks, tenantId: _tenant, ...fields } = row;
  return fields;
}

export async function listAreaPlaces(db: Db, area: Tenant, areaMaps: PlaceConsoleArea, media: MediaAccess) {
  const rows = await db.select().from(place).where(eq(place.tenantId, area.id)).orderBy(asc(place.sort), asc(place.id));
  const classes = await db.select().from(placeClass).where(eq(placeClass.tenantId, area.id)).orderBy(asc(placeClass.sort), asc(placeClass.id));
  const config = await areaMaps.map(area.id);
  const map: ConsolePlaceMap | null = config ? { imageUrl: await signRead(media, area, config.imageKey), bounds: config.bounds, zoom: config.zoom } : null;
  return { places: await Promise.all(rows.map((row) => present(row, media, area))), classes: classes.map(presentConsoleClass), map };
}

/**
 * The rules a place must satisfy, after a change is applied to it. What the change leaves alone is
 * not checked again: a place an area file brought without its media, or beside its map, stays editable.
 */
async function checkPlace(db: Pick<Db, 'select'>, area: Tenant, map: MapConfig | null, storage: MediaStorage, fields: PlaceFields, changed: Partial<PlaceFields>, placeId: number | null): Promise<void> {
  if (changed.classId !== undefined) {
    const [known] = await db.select({ id: placeClass.id }).from(placeClass).where(and(eq(placeClass.tenantId, area.id), eq(placeClass.id, fields.classId)));
    if (!known) throw badRequest(`No place class ${fields.classId} in this area`, 'body.classId');
  }
  if (map && (changed.longitude !== undefined || changed.latitude !== undefined)) {
    const { southWest, northEast } = map.bounds;
    const onMap = fields.longitude >= southWest.longitude && fields.longitude <= northEast.longitude && fields.latitude >= southWest.latitude && fields.latitude <= northEast.latitude;
    if (!onMap) throw badRequest(`The position ${fields.longitude}, ${fields.latitude} lies off the area's map`, 'body.longitude');
  }
  if (changed.imageKey) await requireStored(storage, area, changed.imageKey, 'body.imageKey');
  if (changed.stopNumber) {
    const [taken] = await db.select({ id: place.id, name: place.name }).from(place).where(and(eq(place.tenantId, area.id), eq(place.stopNumber, changed.stopNumber), ne(place.id, placeId ?? 0)));
    if (taken) throw new AppError(409, ErrorCode.CONFLICT, `Stop number ${changed.stopNumber} is already ${taken.name}'s`, { field: 'body.stopNumber' });
  }
  if (changed.audioKey) {
    if (!audioTypeOf(changed.audioKey)) throw badRequest(`${changed.audioKey} is not an audio guide file (.mp3 or .m4a)`, 'body.audioKey');
    if (!(await storage.exists(tenantKey(area, changed.audioKey)))) throw badRequest(`No audio is stored at ${changed.audioKey} in this area: upload it first`, 'body.audioKey');
  }
  // Visitors who cannot hear, or cannot play sound where they stand, read the guide instead.
  if (fields.audioKey !== null && fields.transcript.trim() === '') throw badRequest('A place with an audio guide needs its transcript', 'body.transcript');
}

/** What an operator edits of a place (the console's form, the area file). */
export function placeFieldsOf(row: PlaceRow): Required<PlaceFields> {
  return {
    classId: row.classId,
    placeType: row.placeType,
    name: row.name,
    intro: row.intro,
    transcript: row.transcript,
    longitude: row.longitude,
    latitude: row.latitude,
    scopeRange: row.scopeRange,
    audioKey: row.audioKey,
    imageKey: row.imageKey,
    stopNumber: row.stopNumber,
    facility: row.facility,
  };
}


export interface PlaceChange {
  db: Db;
  actor: AuditActor;
  area: Tenant;
  areaMaps: PlaceConsoleArea;
  media: MediaAccess;
}

export async function createAreaPlace({ db, actor, area, areaMaps, media }: PlaceChange, fields: PlaceFields): Promise<ConsolePlace> {
  await checkPlace(db, area, await areaMaps.map(area.id), media.storage, fields, fields, null);
  const row = await db.transaction(async (tx) => {
    // New places go to the end of the visitors' list.
    const [last] = await tx.select({ sort: sql<number>`coalesce(max(${place.sort}), 0)` }).from(place).where(eq(place.tenantId, area.id));
    const [created] = await tx
      .insert(place)
      .values({ tenantId: area.id, ...fields, sort: (last?.sort ?? 0) + 1 })
      .returning();
    if (!created) throw new Error('place insert returned nothing');
    await recordAudit(tx, actor, { action: 'place.create', targetType: 'place', targetId: created.id, before: null, after: auditView(created) });
    return created;
  });
  return present(row, media, area);
}

export async function updateAreaPlace({ db, actor, area, areaMaps, media }: PlaceChange, id: number, change: Partial<PlaceFields>): Promise<ConsolePlace> {
  // Read before the transaction: it runs on the database, not on the transaction's connection (PGlite has one).
  const map = await areaMaps.map(area.id);
  const row = await db.transaction(async (tx) => {
    const scope = and(eq(place.tenantId, area.id), eq(place.id, id));
    const [before] = await tx.select().from(place).where(scope).for('update');
    if (!before) throw notFound(`No place ${id} in this area`);
    const fields = { ...placeFieldsOf(before), ...change };
    await checkPlace(tx, area, map, media.storage, fields, change, id);
    const [after] = await tx.update(place).set(change).where(scope).returning();
    if (!after) throw notFound(`No place ${id} in this area`);
    await recordAudit(tx, actor, { action: 'place.update', targetType: 'place', targetId: id, before: auditView(before), after: auditView(after) });
    return after;
  });
  return present(row, media, area);
}

/** Its likes, punch spots and punch records go with it (their foreign keys cascade). */
export async function deleteAreaPlace(db: Db, actor: AuditActor, area: Tenant, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(place).where(and(eq(place.tenantId, area.id), eq(place.id, id))).returning();
    if (!before) throw notFound(`No place ${id} in this area`);
    await recordAudit(tx, actor, { action: 'place.delete', targetType: 'place', targetId: id, before: auditView(before), after: null });
  });
}

type AudioExtension = keyof typeof AUDIO_CONTENT_TYPES;

function audioTypeOf(key: string): AudioExtension | null {
  const extension = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase();
  return extension && extension in AUDIO_CONTENT_TYPES ? (extension as AudioExtension) : null;
}

/**
 * Stores an audio guide after checking it is playable audio of its declared type (its duration is
 * read from the file's own frames), under a key the server picks. Nothing is stored for a refused file.
 */
export async function storePlaceAudio(media: MediaAccess, area: Tenant, actor: AuditActor, contentType: string, bytes: Buffer) {
  const extension = (Object.keys(AUDIO_CONTENT_TYPES) as AudioExtension[]).find((ext) => AUDIO_CONTENT_TYPES[ext] === contentType);
  if (!extension) throw new AppError(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, `Audio guides are ${Object.values(AUDIO_CONTENT_TYPES).join(' or ')}`);
  const durationSeconds = await measureAudioSeconds(bytes, contentType);
  if (durationSeconds === null) throw new AppError(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, `This file is not playable ${extension.toUpperCase()} audio: export the guide as MP3 or M4A (AAC) and upload it again`);
  const key = `audio/${randomUUID()}.${extension}`;
  await media.storage.put(tenantKey(area, key), bytes, contentType);
  await recordConsoleUpload(media, area, { actor, action: 'audio.upload', after: { key, durationSeconds, bytes: bytes.length } }, key);
  return { key, durationSeconds, url: await signRead(media, area, key) };
}

// Place classes: the visitors' filter chips and the colour and glyph of their places on the map.

const classRows = areaRows(placeClass, { targetType: 'placeClass', noun: 'place class' });

function presentConsoleClass(row: typeof placeClass.$inferSelect): ConsolePlaceClass {
  return { id: row.id, name: row.name, icon: row.icon, sort: row.sort };
}

export async function createPlaceClass({ db, actor, area }: ContentChange, fields: PlaceClassFields): Promise<ConsolePlaceClass> {
  return db.transaction(async (tx) => {
    const row = await classRows.insert(tx, area.id, fields);
    await classRows.audit(tx, actor, 'create', row.id, null, row);
    return presentConsoleClass(row);
  });
}

export async function updatePlaceClass({ db, actor, area }: ContentChange, id: number, change: Partial<PlaceClassFields>): Promise<ConsolePlaceClass> {
  return db.transaction(async (tx) => {
    const before = await classRows.lock(tx, area.id, id);
    const after = await classRows.update(tx, area.id, before, change);
    await classRows.audit(tx, actor, 'update', id, before, after);
    return presentConsoleClass(after);
  });
}

/** A class still holding places is kept (409): its places would have no class to be drawn with. */
export async function deletePlaceClass({ db, actor, area }: ContentChange, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await classRows.lock(tx, area.id, id);
    const [used] = await tx.select({ count: sql<number>`count(*)::int` }).from(place).where(and(eq(place.tenantId, area.id), eq(place.classId, id)));
    if (used && used.count > 0) throw new AppError(409, ErrorCode.CONFLICT, `${used.count} places are in the class "${before.name}": move them to another class first`);
    await classRows.delete(tx, area.id, id);
    await classRows.audit(tx, actor, 'delete', id, before, null);
  });
}
