import { describe, expect, it } from 'vitest';
import { supportsWebp } from './webp.ts';

const iphone = (os: string) => `Mozilla/5.0 (iPhone; CPU iPhone OS ${os} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40`;

describe('supportsWebp', () => {
  it('is false on iOS 13 and below', () => {
    expect(supportsWebp(iphone('13_7'))).toBe(false);
    expect(supportsWebp(iphone('12_5_1'))).toBe(false);
  });
  it('is true from iOS 14 on', () => {
    expect(supportsWebp(iphone('14_0'))).toBe(true);
    expect(supportsWebp(iphone('17_4'))).toBe(true);
  });
  it('reads iPad and iPod user agents too', () => {
    expect(supportsWebp('Mozilla/5.0 (iPad; CPU OS 13_3 like Mac OS X) AppleWebKit/605.1.15')).toBe(false);
    expect(supportsWebp('Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X)')).toBe(false);
  });
  it('is true on Android and desktop browsers', () => {
    expect(supportsWebp('Mozilla/5.0 (Linux; Android 10; Pixel 3) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36')).toBe(true);
    expect(supportsWebp('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36')).toBe(true);
  });
});
