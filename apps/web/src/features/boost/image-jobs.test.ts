import { describe, expect, it } from 'vitest';
import { jobLaunch, launchFromState, requestOfJob } from './image-jobs.ts';

describe('image jobs', () => {
  it('retries a sky job as a sky job and an edit as the same edit', () => {
    expect(requestOfJob({ kind: 'sky', photoKey: 'uploads/a.jpg', operations: [{ type: 'sky', skyId: 4 }] })).toEqual({ kind: 'sky', photoKey: 'uploads/a.jpg', skyId: 4 });
    const operations = [{ type: 'rotate', degrees: 90 } as const, { type: 'filter', preset: 'warm' } as const];
    expect(requestOfJob({ kind: 'edit', photoKey: 'materials/b.jpg', operations })).toEqual({ kind: 'edit', photoKey: 'materials/b.jpg', operations });
  });

  it('gives every launch its own idempotency key', () => {
    const request = { kind: 'sky', photoKey: 'uploads/a.jpg', skyId: 1 } as const;
    expect(jobLaunch(request).idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(jobLaunch(request).idempotencyKey).not.toBe(jobLaunch(request).idempotencyKey);
  });

  it('reads a launch back from history state and refuses anything else', () => {
    const launch = jobLaunch({ kind: 'sky', photoKey: 'uploads/a.jpg', skyId: 1 });
    expect(launchFromState({ launch })).toEqual(launch);
    expect(launchFromState(null)).toBeNull();
    expect(launchFromState({ launch: { idempotencyKey: 'k', request: { kind: 'sky', photoKey: 'x' } } })).toBeNull();
    expect(launchFromState({ launch: { idempotencyKey: 'k', request: { kind: 'edit', photoKey: 'x', operations: 'rotate' } } })).toBeNull();
  });
});
