import { describe, expect, it } from 'vitest';
import { cameraConstraints, cameraFailureOf, canAskForCamera, nextTimer, photoFile } from './camera.ts';

describe('camera', () => {
  it('asks for the rear camera first at the largest size', () => {
    expect(cameraConstraints('environment')).toEqual({ audio: false, video: { facingMode: { ideal: 'environment' }, width: { ideal: 4096 }, height: { ideal: 3072 } } });
    expect((cameraConstraints('user').video as MediaTrackConstraints).facingMode).toEqual({ ideal: 'user' });
  });

  it('tells a refusal from a missing or busy camera', () => {
    expect(cameraFailureOf(new DOMException('no', 'NotAllowedError'))).toBe('denied');
    expect(cameraFailureOf(new DOMException('no', 'SecurityError'))).toBe('denied');
    expect(cameraFailureOf(new DOMException('busy', 'NotReadableError'))).toBe('busy');
    expect(cameraFailureOf(new DOMException('none', 'NotFoundError'))).toBe('unavailable');
    expect(cameraFailureOf(new DOMException('size', 'OverconstrainedError'))).toBe('unavailable');
    expect(cameraFailureOf('odd')).toBe('unavailable');
  });

  it('needs a secure context and getUserMedia', () => {
    const withMedia = { mediaDevices: { getUserMedia: () => Promise.resolve() } } as unknown as Navigator;
    expect(canAskForCamera({ isSecureContext: true, navigator: withMedia })).toBe(true);
    expect(canAskForCamera({ isSecureContext: false, navigator: withMedia })).toBe(false);
    expect(canAskForCamera({ isSecureContext: true, navigator: {} as Navigator })).toBe(false);
  });

  it('cycles the timer off, 3 s, 10 s', () => {
    expect(nextTimer(0)).toBe(3);
    expect(nextTimer(3)).toBe(10);
    expect(nextTimer(10)).toBe(0);
  });

  it('names a photo after its type', () => {
    const at = new Date('2026-11-23T03:04:05Z');
    expect(photoFile(new Blob(['x'], { type: 'image/jpeg' }), at).name).toBe('photo-20261123030405.jpg');
    expect(photoFile(new Blob(['x'], { type: 'image/png' }), at).name).toBe('photo-20261123030405.png');
    expect(photoFile(new Blob(['x']), at).type).toBe('image/jpeg');
  });
});
