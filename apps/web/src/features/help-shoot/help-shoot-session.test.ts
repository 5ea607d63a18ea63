import { describe, expect, it } from 'vitest';
import type { HelpShoot, HelpShootPhoto } from '@youlan/contract';
import { applyEvent, endReasonOf, pendingPhoto, startSession } from './help-shoot-session.ts';

const request: HelpShoot = {
  id: 7,
  role: 'owner',
  state: 'waiting',
  endedReason: null,
  placePoseId: 1,
  placeName: { text: '东宫门', lang: 'zh-CN' },
  poseName: { text: '倚栏远眺', lang: 'zh-CN' },
  outlineKey: null,
  poseTips: { text: '', lang: 'zh-CN' },
  secret: 'x'.repeat(24),
  photos: [],
  lastEventId: 0,
  expiresAt: '2026-01-01T00:30:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
};
const photo = (id: number, state: HelpShootPhoto['state'] = 'new'): HelpShootPhoto => ({ id, url: `https://x/${id}.jpg`, width: 4, height: 3, state, materialId: state === 'kept' ? 100 + id : null, createdAt: '2026-01-01T00:01:00.000Z' });

describe('the help-shoot session', () => {
  it('follows a whole round: joined, countdown, photo, retake, another photo, kept, ended', () => {
    let session = startSession(request);
    session = applyEvent(session, { type: 'joined' });
    expect(session.request.state).toBe('joined');
    session = applyEvent(session, { type: 'countdown', seconds: 3 });
    session = applyEvent(session, { type: 'countdown', seconds: 3 });
    expect(session.countdown).toEqual({ key: 2, seconds: 3 });
    session = applyEvent(session, { type: 'photo', photo: photo(1) });
    expect(pendingPhoto(session)?.id).toBe(1);
    expect(session.news).toBe('photo');
    session = applyEvent(session, { type: 'retake', photo: photo(1, 'retake') });
    expect(pendingPhoto(session)).toBeNull();
    expect(session.news).toBe('retake');
    session = applyEvent(session, { type: 'countdown', seconds: 3 });
    expect(session.news).toBe('countdown');
    session = applyEvent(session, { type: 'photo', photo: photo(2) });
    session = applyEvent(session, { type: 'kept', photo: photo(2, 'kept') });
    expect(session.request.photos.map((p) => [p.id, p.state])).toEqual([
      [1, 'retake'],
      [2, 'kept'],
    ]);
    session = applyEvent(session, { type: 'frame', image: 'data:image/jpeg;base64,AA==' });
    session = applyEvent(session, { type: 'ended', reason: 'friend' });
    expect(session).toMatchObject({ ended: 'friend', frame: null, request: { state: 'ended' } });
  });

  it('changes nothing when the same photo event comes twice', () => {
    const once = applyEvent(startSession(request), { type: 'photo', photo: photo(1) });
    expect(applyEvent(once, { type: 'photo', photo: photo(1) }).request.photos).toHaveLength(1);
  });

  it('starts ended when the snapshot is ended', () => {
    expect(startSession({ ...request, state: 'ended', endedReason: 'expired' }).ended).toBe('expired');
  });
});

describe('endReasonOf', () => {
  it("tells an expired request from one ended by a visitor by the refusal's code", () => {
    expect(endReasonOf('HELP_SHOOT_EXPIRED')).toBe('expired');
    expect(endReasonOf('HELP_SHOOT_ENDED')).toBe('unknown');
    expect(endReasonOf('NOT_FOUND')).toBeNull();
  });
});
