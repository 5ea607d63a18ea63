import { describe, expect, it } from 'vitest';
import { isDeviceId } from '@youlan/contract/runtime';
import { newDeviceId } from './device-id.ts';

describe('device id', () => {
  it('makes 32 hex characters, which the login schema accepts', () => {
    const id = newDeviceId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(isDeviceId(id)).toBe(true);
  });
  it('rejects stored values the server would refuse', () => {
    expect(isDeviceId(null)).toBe(false);
    expect(isDeviceId('short')).toBe(false);
    expect(isDeviceId('has spaces in it')).toBe(false);
    expect(isDeviceId('x'.repeat(65))).toBe(false);
    // Fewer than 128 bits: 31 hex digits, 21 base64url characters (an old 8-character id).
    expect(isDeviceId('a'.repeat(31))).toBe(false);
    expect(isDeviceId('device-1')).toBe(false);
    expect(isDeviceId('Ab_-'.repeat(5) + 'xy')).toBe(true);
  });
});
