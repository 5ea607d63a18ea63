/**
 * What a phone knows about its help request: the snapshot it loaded, folded with every event of
 * the stream. Pure, so the rules (an event seen twice changes nothing, photos keep their order)
 * are tested without a browser.
 */
import type { HelpShoot, HelpShootEvent, HelpShootPhoto } from '@youlan/contract';
import { ErrorCode, HELP_SHOOT_EVENTS_PATH, HELP_SHOOT_ROUTES, type HELP_SHOOT_END_REASONS } from '@youlan/contract/runtime';

export const HELP_SHOOT_PATHS = {
  owner: (id: number) => `${HELP_SHOOT_ROUTES.owner}?id=${id}`,
  friend: (id: number, secret: string) => `${HELP_SHOOT_ROUTES.friend}?id=${id}&secret=${encodeURIComponent(secret)}`,
  events: HELP_SHOOT_EVENTS_PATH,
};

export type EndReason = (typeof HELP_SHOOT_END_REASONS)[number] | 'unknown';

/** How a refused call's code says the request ended (who ended it is not told); null when it did not end. */
export function endReasonOf(code: string): EndReason | null {
  if (code === ErrorCode.HELP_SHOOT_EXPIRED) return 'expired';
  return code === ErrorCode.HELP_SHOOT_ENDED ? 'unknown' : null;
}

export interface Session {
  request: HelpShoot;
  /** Bumped by each "ready / 3-2-1": the friend's camera starts a countdown when it changes. */
  countdown: { key: number; seconds: number } | null;
  /** The newest preview still (owner, while WebRTC is not connected). */
  frame: string | null;
  ended: EndReason | null;
  /** The latest turn of the shooting, for the friend's status line: "ready", a photo taken, kept, or another one asked for. */
  news: 'countdown' | 'photo' | 'kept' | 'retake' | null;
}

export function startSession(request: HelpShoot): Session {
  return { request, countdown: null, frame: null, ended: request.state === 'ended' ? (request.endedReason ?? 'unknown') : null, news: null };
}

function withPhoto(photos: HelpShootPhoto[], photo: HelpShootPhoto): HelpShootPhoto[] {
  return photos.some((p) => p.id === photo.id) ? photos.map((p) => (p.id === photo.id ? photo : p)) : [...photos, photo];
}

export function applyEvent(session: Session, event: HelpShootEvent): Session {
  const { request } = session;
  switch (event.type) {
    case 'joined':
      return { ...session, request: { ...request, state: 'joined' } };
    case 'countdown':
      return { ...session, countdown: { key: (session.countdown?.key ?? 0) + 1, seconds: event.seconds }, news: 'countdown' };
    case 'photo':
    case 'kept':
    case 'retake':
      return { ...session, request: { ...request, photos: withPhoto(request.photos, event.photo) }, news: event.type };
    case 'frame':
      return { ...session, frame: event.image };
    case 'ended':
      return { ...session, ended: event.reason, frame: null, request: { ...request, state: 'ended', endedReason: event.reason } };
    case 'signal':
      return session;
  }
}

/** The photo the owner decides on now: the newest one not yet kept or sent back. */
export function pendingPhoto(session: Session): HelpShootPhoto | null {
  const newest = session.request.photos.at(-1);
  return newest?.state === 'new' ? newest : null;
}
