import { describe, expect, it } from 'vitest';
import { CROWD_LEVELS_DEFAULT, crowdLevelName, crowdStep, liveFreshness, upcomingDepartures } from './live-status.runtime.ts';

const settings = { staleAfterMinutes: 30, hideAfterMinutes: 120 };
const now = new Date('2026-10-01T04:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('liveFreshness', () => {
  it('is fresh before the stale mark, stale from it, hidden from the hide mark', () => {
    expect(liveFreshness(minutesAgo(0), now, settings)).toBe('fresh');
    expect(liveFreshness(minutesAgo(29.9), now, settings)).toBe('fresh');
    expect(liveFreshness(minutesAgo(30), now, settings)).toBe('stale');
    expect(liveFreshness(minutesAgo(119), now, settings)).toBe('stale');
    expect(liveFreshness(minutesAgo(120).toISOString(), now, settings)).toBe('hidden');
  });

  it('treats a time a little ahead (a fast device clock) as fresh', () => {
    expect(liveFreshness(minutesAgo(-2), now, settings)).toBe('fresh');
  });
});

describe('upcomingDepartures', () => {
  it('keeps the departures from now on', () => {
    expect(upcomingDepartures(['09:00', '10:30', '11:00'], '10:30')).toEqual(['10:30', '11:00']);
    expect(upcomingDepartures(['09:00'], '23:59')).toEqual([]);
  });
});

describe('crowd levels', () => {
  it('counts the warning levels reached', () => {
    expect(crowdStep(49, 100, CROWD_LEVELS_DEFAULT)).toBe(0);
    expect(crowdStep(50, 100, CROWD_LEVELS_DEFAULT)).toBe(1);
    expect(crowdStep(80, 100, CROWD_LEVELS_DEFAULT)).toBe(2);
    expect(crowdStep(140, 100, CROWD_LEVELS_DEFAULT)).toBe(3);
  });
  it('tells an app estimate under five as quiet, whatever the capacity; an official count as it is', () => {
    expect(crowdLevelName(4, false, 4, CROWD_LEVELS_DEFAULT)).toBe('quiet');
    expect(crowdLevelName(5, false, 100, CROWD_LEVELS_DEFAULT)).toBe('calm');
    expect(crowdLevelName(2, true, 4, CROWD_LEVELS_DEFAULT)).toBe('busy');
    expect(crowdLevelName(90, false, 100, CROWD_LEVELS_DEFAULT)).toBe('crowded');
  });
});
