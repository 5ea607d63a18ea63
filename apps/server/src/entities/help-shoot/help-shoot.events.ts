/**
 * Events as the log keeps them, and as the phones get them. A photo is logged with its storage
 * key and goes out with a freshly signed URL instead, so a replay days later still shows it and
 * the key itself never leaves the server.
 */
import type { HelpShootEvent, HelpShootPhoto } from '@youlan/contract';

export type StoredPhoto = Omit<HelpShootPhoto, 'url'> & { mediaKey: string };

export type StoredEvent =
  | Exclude<HelpShootEvent, { type: 'photo' | 'kept' | 'retake' | 'frame' }>
  | { type: 'photo' | 'kept' | 'retake'; photo: StoredPhoto };

export type Audience = 'owner' | 'friend' | 'both';

/** Signs a tenant-relative media key for reading. */
export type SignPhoto = (mediaKey: string) => Promise<string>;

export async function presentPhoto(photo: StoredPhoto, sign: SignPhoto): Promise<HelpShootPhoto> {
  const { mediaKey, ...rest } = photo;
  return { ...rest, url: await sign(mediaKey) };
}

export async function presentEvent(event: StoredEvent, sign: SignPhoto): Promise<HelpShootEvent> {
  switch (event.type) {
    case 'photo':
    case 'kept':
    case 'retake':
      return { type: event.type, photo: await presentPhoto(event.photo, sign) } as HelpShootEvent;
    default:
      return event;
  }
}

/** The notification channel: payloads name what changed, never carry it (8,000 bytes at most). */
export const HELP_SHOOT_CHANNEL = 'help_shoot';

/** `e`: new events in the log; `f`: a new preview still. */
export function notificationPayload(kind: 'e' | 'f', tenantId: number, helpShootId: number): string {
  return `${kind}:${tenantId}:${helpShootId}`;
}

export function parseNotification(payload: string): { kind: 'e' | 'f'; tenantId: number; helpShootId: number } | null {
  const match = /^([ef]):(\d+):(\d+)$/.exec(payload);
  if (!match) return null;
  return { kind: match[1] as 'e' | 'f', tenantId: Number(match[2]), helpShootId: Number(match[3]) };
}
