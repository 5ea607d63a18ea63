/**
 * The help request's rules: who may do what in which state, the event log with its per-request
 * sequence, the bounds, expiry and the sweep. Every change and its events are one transaction
 * that locks the request's row, so two phones acting at once (or two instances) keep one order,
 * and the notification goes out only when the transaction commits.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, count, eq, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';
import {
  ErrorCode,
  HELP_SHOOT_COUNTDOWN_SECONDS,
  HELP_SHOOT_EVENTS_MAX,
  HELP_SHOOT_IDLE_MS,
  HELP_SHOOT_OPEN_MAX,
  HELP_SHOOT_PHOTOS_MAX,
  type HelpShoot,
  type HelpShootPhoto,
  type HelpShootShare,
  type HelpShootSignal,
  type LocalText,
  matchLanguage,
} from '@youlan/contract';
import { textsOf, type Translations } from '../../entities/translation/translation.ts';
import type { VisitorLanguage } from '../../platform/visitor-language.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { addMaterial } from '../../entities/material/material.service.ts';
import type { MediaStorage } from '../../platform/storage/storage.ts';
import { requireReadyUpload } from '../../entities/media/upload.service.ts';
import { HELP_SHOOT_CHANNEL, notificationPayload, presentPhoto, type Audience, type SignPhoto, type StoredEvent, type StoredPhoto } from '../../entities/help-shoot/help-shoot.events.ts';
import { helpShoot, helpShootEvent, helpShootPhoto } from '../../entities/help-shoot/help-shoot.table.ts';

/** What help-shoot needs from the photo studio: one pose at one spot (404 for an unknown id). */
export interface HelpShootCatalogue {
  /** The texts of a pose at a spot as they are now, with their translations (fields placeName, poseName, poseTips). */
  placePose(tenantId: number, placePoseId: number): Promise<{ placeName: string; poseName: string; poseTips: string; outlineKey: string | null; imageKey: string | null; translations: Translations }>;
}

type Row = typeof helpShoot.$inferSelect;
type PhotoRow = typeof helpShootPhoto.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Role = 'owner' | 'friend';

/** Ended requests (and their events and unkept photos) stay this long, so a phone that reconnects still learns how it ended. */
export const ENDED_RETENTION_MS = 60 * 60_000;

// Two codes, so a screen can say how it ended without reading these words.
const ended = (row: Row) =>
  row.endedReason === 'expired'
    ? new AppError(410, ErrorCode.HELP_SHOOT_EXPIRED, 'This help request expired after 30 minutes without activity: start a new one')
    : new AppError(410, ErrorCode.HELP_SHOOT_ENDED, 'This help request has ended: start a new one');
const taken = () => new AppError(409, ErrorCode.HELP_SHOOT_TAKEN, 'Someone is already helping with this photo: only one friend can join');
const noSuchRequest = (id: number) => notFound(`No help request ${id} of yours`);

function isIdle(row: Row, now: Date): boolean {
  return row.state !== 'ended' && now.getTime() - row.lastActiveAt.getTime() >= HELP_SHOOT_IDLE_MS;
}

function roleOf(row: Row, visitorId: number): Role | null {
  if (row.ownerId === visitorId) return 'owner';
  if (row.friendId === visitorId) return 'friend';
  return null;
}

function secretMatches(row: Row, secret: string | undefined): boolean {
  if (!secret) return false;
  const given = Buffer.from(secret);
  const expected = Buffer.from(row.secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** How the caller reads a request: photo links signed for them, texts in their language. */
export interface Reader {
  sign: SignPhoto;
  language: VisitorLanguage;
}

/** The share card's own words, in the app's languages (the visitor's, else the closest, else English). */
const SHARE_CARDS: Record<string, (place: string, pose: string) => { title: string; description: string }> = {
  'zh-CN': (place, pose) => ({ title: `帮我拍一张：${place} · ${pose}`, description: `在「${place}」用「${pose}」的姿势给我拍照，打开链接就能看到姿势轮廓。` }),
  en: (place, pose) => ({ title: `Take my photo: ${place} · ${pose}`, description: `Shoot me at ${place} in the pose "${pose}": the link shows you the pose's outline.` }),
  ja: (place, pose) => ({ title: `写真を撮って：${place} · ${pose}`, description: `「${place}」で「${pose}」のポーズで撮ってください。リンクを開くとポーズの輪郭が見られます。` }),
  ko: (place, pose) => ({ title: `사진 좀 찍어 줘: ${place} · ${pose}`, description: `「${place}」에서 「${pose}」 포즈로 찍어 줘. 링크를 열면 포즈 윤곽이 보여.` }),
};

export function shareCard(place: string, pose: string, language: VisitorLanguage): { title: LocalText; description: LocalText } {
  const lang = matchLanguage([language.lang, language.main], Object.keys(SHARE_CARDS)) ?? 'en';
  const card = SHARE_CARDS[lang]!(place, pose);
  return { title: { text: card.title, lang }, description: { text: card.description, lang } };
}

export class HelpShootService {
  private readonly db: Db;
  private readonly storage: MediaStorage;
  private readonly catalogue: HelpShootCatalogue;

  constructor(db: Db, storage: MediaStorage, catalogue: HelpShootCatalogue) {
    this.db = db;
    this.storage = storage;
    this.catalogue = catalogue;
  }

  async create(tenantId: number, ownerId: number, placePoseId: number, reader: Reader): Promise<HelpShoot> {
    const sample = await this.catalogue.placePose(tenantId, placePoseId);
    const row = await this.db.transaction(async (tx) => {
      // Serializes one visitor's creations, so two at once cannot both pass the count.
      await tx.execute(sql`select pg_advisory_xact_lock(${tenantId}, ${ownerId})`);
      const [open] = await tx.select({ n: count() }).from(helpShoot).where(and(eq(helpShoot.tenantId, tenantId), eq(helpShoot.ownerId, ownerId), ne(helpShoot.state, 'ended')));
      if ((open?.n ?? 0) >= HELP_SHOOT_OPEN_MAX) {
        throw new AppError(429, ErrorCode.RATE_LIMITED, `You have ${HELP_SHOOT_OPEN_MAX} help requests open: end one before asking again`);
      }
      const [inserted] = await tx
        .insert(helpShoot)
        .values({
          tenantId,
          ownerId,
          placePoseId,
          placeName: sample.placeName,
          poseName: sample.poseName,
          outlineKey: sample.outlineKey,
          poseTips: sample.poseTips,
          translations: sample.translations,
          shareImageKey: sample.imageKey,
          secret: randomBytes(18).toString('base64url'),
        })
        .returning();
      if (!inserted) throw new Error('help request not inserted');
      return inserted;
    });
    return this.present(row, 'owner', [], reader);
  }

  /** A request its visitor may read (owner or friend); anyone else gets 404, an ended one 410. */
  async get(tenantId: number, visitorId: number, id: number, reader: Reader): Promise<HelpShoot> {
    const row = await this.open(tenantId, id);
    const role = roleOf(row, visitorId);
    if (!role) throw noSuchRequest(id);
    return this.present(row, role, await this.photos(tenantId, id), reader);
  }

  /** What the share link shows: the request as the caller's role, or as `invited` with the right secret. */
  async forFriend(tenantId: number, visitorId: number, id: number, secret: string | undefined, reader: Reader): Promise<HelpShoot> {
    const row = await this.open(tenantId, id);
    const role = roleOf(row, visitorId);
    if (role) return this.present(row, role, await this.photos(tenantId, id), reader);
    if (!secretMatches(row, secret)) throw noSuchRequest(id);
    if (row.friendId !== null) throw taken();
    return this.present(row, 'invited', [], reader);
  }

  async share(tenantId: number, visitorId: number, id: number, secret: string | undefined, language: VisitorLanguage): Promise<HelpShootShare> {
    const row = await this.open(tenantId, id);
    if (!roleOf(row, visitorId) && !secretMatches(row, secret)) throw noSuchRequest(id);
    const text = textsOf(row.translations, language);
    const placeName = text('placeName', row.placeName);
    const poseName = text('poseName', row.poseName);
    return { id: row.id, ...shareCard(placeName.text, poseName.text, language), placeName, poseName, imageKey: row.shareImageKey };
  }

  async join(tenantId: number, visitorId: number, id: number, secret: string, reader: Reader): Promise<HelpShoot> {
    const row = await this.change(tenantId, id, async (tx, locked, append) => {
      const role = roleOf(locked, visitorId);
      if (role === 'owner') throw new AppError(409, ErrorCode.CONFLICT, 'This is your own help request: send the link to a friend');
      if (role === 'friend') return locked;
      if (!secretMatches(locked, secret)) throw noSuchRequest(id);
      if (locked.friendId !== null) throw taken();
      const [joined] = await tx.update(helpShoot).set({ friendId: visitorId, state: 'joined' }).where(eq(helpShoot.id, locked.id)).returning();
      await append('both', { type: 'joined' });
      return joined ?? locked;
    });
    return this.present(row, 'friend', await this.photos(tenantId, id), reader);
  }

  async countdown(tenantId: number, visitorId: number, id: number): Promise<{ seconds: number }> {
    await this.change(tenantId, id, async (_tx, row, append) => {
      this.requireRole(row, visitorId, 'owner');
      this.requireJoined(row);
      await append('both', { type: 'countdown', seconds: HELP_SHOOT_COUNTDOWN_SECONDS });
    });
    return { seconds: HELP_SHOOT_COUNTDOWN_SECONDS };
  }

  async signal(tenantId: number, visitorId: number, id: number, signal: HelpShootSignal): Promise<{ eventId: number }> {
    return this.change(tenantId, id, async (_tx, row, append) => {
      const from = this.requireRole(row, visitorId, null);
      this.requireJoined(row);
      return { eventId: await append(from === 'owner' ? 'friend' : 'owner', { type: 'signal', from, signal }) };
    });
  }

  /** Keeps only the newest still; the owner's stream reads it when notified. */
  async frame(tenantId: number, visitorId: number, id: number, image: string): Promise<void> {
    await this.change(tenantId, id, async (tx, row) => {
      this.requireRole(row, visitorId, 'friend');
      await tx.update(helpShoot).set({ frame: image }).where(eq(helpShoot.id, row.id));
      await notify(tx, 'f', tenantId, id);
    });
  }

  async shoot(tenantId: number, visitorId: number, id: number, photoKey: string, reader: Reader): Promise<HelpShootPhoto> {
    const upload = await requireReadyUpload(this.db, tenantId, visitorId, photoKey, 'body.photoKey');
    const photo = await this.change(tenantId, id, async (tx, row, append) => {
      this.requireRole(row, visitorId, 'friend');
      const [existing] = await tx.select().from(helpShootPhoto).where(and(eq(helpShootPhoto.tenantId, tenantId), eq(helpShootPhoto.helpShootId, id), eq(helpShootPhoto.mediaKey, photoKey)));
      // The same upload again is a retried request: the photo it made, no twin, no second event.
      if (existing) return storedPhoto(existing);
      const [taken] = await tx.select({ n: count() }).from(helpShootPhoto).where(and(eq(helpShootPhoto.tenantId, tenantId), eq(helpShootPhoto.helpShootId, id)));
      if ((taken?.n ?? 0) >= HELP_SHOOT_PHOTOS_MAX) throw new AppError(429, ErrorCode.RATE_LIMITED, `A help request holds at most ${HELP_SHOOT_PHOTOS_MAX} photos: start a new one`);
      const [inserted] = await tx.insert(helpShootPhoto).values({ tenantId, helpShootId: id, mediaKey: upload.key, width: upload.width, height: upload.height }).returning();
      if (!inserted) throw new Error('photo not inserted');
      const photo = storedPhoto(inserted);
      await append('both', { type: 'photo', photo });
      return photo;
    });
    return presentPhoto(photo, reader.sign);
  }

  async receive(tenantId: number, visitorId: number, id: number, photoId: number, action: 'keep' | 'retake', reader: Reader): Promise<HelpShootPhoto> {
    const photo = await this.change(tenantId, id, async (tx, row, append) => {
      this.requireRole(row, visitorId, 'owner');
      const [found] = await tx.select().from(helpShootPhoto).where(and(eq(helpShootPhoto.tenantId, tenantId), eq(helpShootPhoto.helpShootId, id), eq(helpShootPhoto.id, photoId)));
      if (!found) throw notFound(`No photo ${photoId} in help request ${id}`);
      if (found.state === 'kept') {
        if (action === 'keep') return storedPhoto(found);
        throw new AppError(409, ErrorCode.CONFLICT, 'This photo is already in your photos: delete it there if you do not want it');
      }
      let updated: PhotoRow | undefined;
      if (action === 'keep') {
        const material = await addMaterial(tx, { tenantId, visitorId, kind: 'helpShoot', mediaKey: found.mediaKey, width: found.width, height: found.height });
        [updated] = await tx.update(helpShootPhoto).set({ state: 'kept', materialId: material.id }).where(eq(helpShootPhoto.id, found.id)).returning();
      } else {
        [updated] = await tx.update(helpShootPhoto).set({ state: 'retake' }).where(eq(helpShootPhoto.id, found.id)).returning();
      }
      const photo = storedPhoto(updated ?? found);
      await append('both', { type: action === 'keep' ? 'kept' : 'retake', photo });
      return photo;
    });
    return presentPhoto(photo, reader.sign);
  }

  async disconnect(tenantId: number, visitorId: number, id: number, reader: Reader): Promise<HelpShoot> {
    let role: Role = 'owner';
    const row = await this.change(tenantId, id, async (tx, locked, append) => {
      role = this.requireRole(locked, visitorId, null);
      return endRow(tx, locked, role, append);
    });
    return this.present(row, role, await this.photos(tenantId, id), reader);
  }

  /** Ends the requests idle for 30 minutes and deletes those ended an hour ago with their unkept photos' files. */
  async sweep(now = new Date()): Promise<{ expired: number; deleted: number }> {
    const idle = await this.db
      .select({ id: helpShoot.id, tenantId: helpShoot.tenantId })
      .from(helpShoot)
      .where(and(ne(helpShoot.state, 'ended'), lt(helpShoot.lastActiveAt, new Date(now.getTime() - HELP_SHOOT_IDLE_MS))))
      .limit(500);
    for (const { id, tenantId } of idle) await this.expireIfIdle(tenantId, id, now);

    const old = await this.db
      .select({ id: helpShoot.id, tenantId: helpShoot.tenantId })
      .from(helpShoot)
      .where(and(eq(helpShoot.state, 'ended'), lt(helpShoot.endedAt, new Date(now.getTime() - ENDED_RETENTION_MS))))
      .limit(500);
    if (old.length) {
      const ids = old.map((row) => row.id);
      const unkept = await this.db
        .select({ mediaKey: helpShootPhoto.mediaKey, code: sql<string>`(select code from tenant where tenant.id = ${helpShootPhoto.tenantId})` })
        .from(helpShootPhoto)
        .where(and(inArray(helpShootPhoto.helpShootId, ids), ne(helpShootPhoto.state, 'kept')));
      // Rows first: a file whose row is gone is unreachable; a row whose file is gone would show a broken photo.
      await this.db.delete(helpShoot).where(inArray(helpShoot.id, ids));
      for (const photo of unkept) await this.storage.delete(`${photo.code}/${photo.mediaKey}`);
    }
    return { expired: idle.length, deleted: old.length };
  }

  /** Events after `after` for a role, oldest first, at most `limit`. */
  async eventsAfter(tenantId: number, id: number, role: Role, after: number, limit = 100): Promise<{ seq: number; event: StoredEvent }[]> {
    return this.db
      .select({ seq: helpShootEvent.seq, event: helpShootEvent.event })
      .from(helpShootEvent)
      .where(and(eq(helpShootEvent.tenantId, tenantId), eq(helpShootEvent.helpShootId, id), gt(helpShootEvent.seq, after), or(eq(helpShootEvent.audience, role), eq(helpShootEvent.audience, 'both'))))
      .orderBy(asc(helpShootEvent.seq))
      .limit(limit);
  }

  async newestFrame(tenantId: number, id: number): Promise<string | null> {
    const [row] = await this.db.select({ frame: helpShoot.frame }).from(helpShoot).where(and(eq(helpShoot.tenantId, tenantId), eq(helpShoot.id, id)));
    return row?.frame ?? null;
  }

  /** The caller's role for the events stream; ended requests still replay (a reconnecting phone learns the end). */
  async streamRole(tenantId: number, visitorId: number, id: number): Promise<Role> {
    const [row] = await this.db.select().from(helpShoot).where(and(eq(helpShoot.tenantId, tenantId), eq(helpShoot.id, id)));
    const role = row ? roleOf(row, visitorId) : null;
    if (!row || !role) throw noSuchRequest(id);
    if (isIdle(row, new Date())) await this.expireIfIdle(tenantId, id, new Date());
    return role;
  }

  // -------------------------------------------------------------------------------------------

  /** Reads a request that is not ended, ending it first when it idled past its time. */
  private async open(tenantId: number, id: number): Promise<Row> {
    const [row] = await this.db.select().from(helpShoot).where(and(eq(helpShoot.tenantId, tenantId), eq(helpShoot.id, id)));
    if (!row) throw noSuchRequest(id);
    if (isIdle(row, new Date())) throw ended(await this.expireIfIdle(tenantId, id, new Date()));
    if (row.state === 'ended') throw ended(row);
    return row;
  }

  private async expireIfIdle(tenantId: number, id: number, now: Date): Promise<Row> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(helpShoot).where(and(eq(helpShoot.tenantId, tenantId), eq(helpShoot.id, id))).for('update');
      if (!row) throw noSuchRequest(id);
      if (!isIdle(row, now)) return row;
      return endRow(tx, row, 'expired', eventAppender(tx, row, { touch: false }));
    });
  }

  /**
   * One change of an open request: locks its row, refuses it when ended (or idle past its time),
   * runs `work` with an event appender, counts it as activity, notifies after commit.
   */
  private async change<T>(tenantId: number, id: number, work: (tx: Tx, row: Row, append: Append) => Promise<T>): Promise<T> {
    const result = await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(helpShoot).where(and(eq(helpShoot.tenantId, tenantId), eq(helpShoot.id, id))).for('update');
      if (!row) throw noSuchRequest(id);
      if (row.state === 'ended') throw ended(row);
      if (isIdle(row, new Date())) return { expired: true as const };
      const value = await work(tx, row, eventAppender(tx, row, { touch: true }));
      await tx.update(helpShoot).set({ lastActiveAt: new Date() }).where(eq(helpShoot.id, row.id));
      return { expired: false as const, value };
    });
    if (result.expired) throw ended(await this.expireIfIdle(tenantId, id, new Date()));
    return result.value;
  }

  private requireRole(row: Row, visitorId: number, wanted: Role | null): Role {
    const role = roleOf(row, visitorId);
    if (!role) throw noSuchRequest(row.id);
    if (wanted && role !== wanted) {
      throw new AppError(403, ErrorCode.FORBIDDEN, wanted === 'owner' ? 'Only the visitor who asked for help can do this' : 'Only the friend who is helping can do this');
    }
    return role;
  }

  private requireJoined(row: Row): void {
    if (row.state !== 'joined') throw new AppError(409, ErrorCode.CONFLICT, 'No friend has joined yet: share the link first');
  }

  private async photos(tenantId: number, id: number): Promise<StoredPhoto[]> {
    const rows = await this.db.select().from(helpShootPhoto).where(and(eq(helpShootPhoto.tenantId, tenantId), eq(helpShootPhoto.helpShootId, id))).orderBy(asc(helpShootPhoto.id));
    return rows.map(storedPhoto);
  }

  private async present(row: Row, role: HelpShoot['role'], photos: StoredPhoto[], { sign, language }: Reader): Promise<HelpShoot> {
    const text = textsOf(row.translations, language);
    return {
      id: row.id,
      role,
      state: row.state,
      endedReason: row.endedReason,
      placePoseId: row.placePoseId,
      placeName: text('placeName', row.placeName),
      poseName: text('poseName', row.poseName),
      outlineKey: row.outlineKey,
      poseTips: text('poseTips', row.poseTips),
      secret: role === 'owner' ? row.secret : null,
      photos: role === 'invited' ? [] : await Promise.all(photos.map((photo) => presentPhoto(photo, sign))),
      lastEventId: role === 'invited' ? 0 : row.lastEventId,
      expiresAt: new Date(row.lastActiveAt.getTime() + HELP_SHOOT_IDLE_MS).toISOString(),
      createdAt: row.createdAt.toISOString(),
    };
  }
}

type Append = (audience: Audience, event: StoredEvent) => Promise<number>;

/** Appends events under the locked row: the next sequence number, the bound, the notification at commit. */
function eventAppender(tx: Tx, row: Row, { touch }: { touch: boolean }): Append {
  let last = row.lastEventId;
  return async (audience, event) => {
    // The end is always recorded, so a full log cannot keep a request open.
    if (event.type !== 'ended' && last >= HELP_SHOOT_EVENTS_MAX) {
      throw new AppError(429, ErrorCode.RATE_LIMITED, `This help request has sent ${HELP_SHOOT_EVENTS_MAX} messages, its limit: end it and start a new one`);
    }
    last += 1;
    await tx.insert(helpShootEvent).values({ tenantId: row.tenantId, helpShootId: row.id, seq: last, audience, event });
    await tx.update(helpShoot).set(touch ? { lastEventId: last, lastActiveAt: new Date() } : { lastEventId: last }).where(eq(helpShoot.id, row.id));
    await notify(tx, 'e', row.tenantId, row.id);
    return last;
  };
}

async function endRow(tx: Tx, row: Row, reason: 'owner' | 'friend' | 'expired', append: Append): Promise<Row> {
  const [updated] = await tx.update(helpShoot).set({ state: 'ended', endedReason: reason, endedAt: new Date(), frame: null }).where(eq(helpShoot.id, row.id)).returning();
  await append('both', { type: 'ended', reason });
  return { ...(updated ?? row), lastEventId: (updated ?? row).lastEventId + 1 };
}

/** Delivered when the transaction commits, to every instance listening (PGlite: this process). */
async function notify(tx: Tx, kind: 'e' | 'f', tenantId: number, id: number): Promise<void> {
  await tx.execute(sql`select pg_notify(${HELP_SHOOT_CHANNEL}, ${notificationPayload(kind, tenantId, id)})`);
}

function storedPhoto(row: PhotoRow): StoredPhoto {
  return { id: row.id, mediaKey: row.mediaKey, width: row.width, height: row.height, state: row.state, materialId: row.materialId, createdAt: row.createdAt.toISOString() };
}
