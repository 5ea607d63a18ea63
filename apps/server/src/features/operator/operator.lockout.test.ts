import { describe, expect, it } from 'vitest';
import { ACCOUNT_MAX_FAILURES, LOCKOUT_WINDOW_MS, lockedUntil, type Attempt } from './operator.lockout.ts';

const now = new Date('2026-05-01T10:00:00Z');
const ago = (minutes: number, succeeded = false): Attempt => ({ succeeded, createdAt: new Date(now.getTime() - minutes * 60_000) });

describe('lockedUntil', () => {
  it('locks after the fifth failure in the window, until the newest failure plus the window', () => {
    const attempts = [ago(1), ago(2), ago(3), ago(4), ago(5)];
    expect(lockedUntil(attempts, now, ACCOUNT_MAX_FAILURES, true)).toEqual(new Date(now.getTime() - 60_000 + LOCKOUT_WINDOW_MS));
    expect(lockedUntil(attempts.slice(1), now, ACCOUNT_MAX_FAILURES, true)).toBeNull();
  });

  it('forgets failures older than the window', () => {
    expect(lockedUntil([ago(1), ago(2), ago(3), ago(4), ago(16)], now, 5, true)).toBeNull();
  });

  it('counts back to the last success for an account, but not for an address', () => {
    const attempts = [ago(1), ago(2), ago(3, true), ago(4), ago(5), ago(6)];
    expect(lockedUntil(attempts, now, 5, true)).toBeNull();
    expect(lockedUntil(attempts, now, 5, false)).not.toBeNull();
  });
});
