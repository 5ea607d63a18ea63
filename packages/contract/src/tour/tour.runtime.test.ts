import { describe, expect, it } from 'vitest';
import { mergeHeard, signpostPath } from './tour.runtime.ts';

describe('mergeHeard', () => {
  it('keeps both sides in the tour order and drops stops off the tour', () => {
    expect(mergeHeard([5, 3, 9], [9], [3, 42])).toEqual([3, 9]);
    expect(mergeHeard([5, 3, 9], [5, 3], [])).toEqual([5, 3]);
  });
});

describe('signpostPath', () => {
  it('opens the map at the place with its guide playing, entered directly on a fresh page', () => {
    const url = new URL(signpostPath(12), 'https://area.example');
    expect(url.pathname).toBe('/home/draw-map');
    expect(Object.fromEntries(url.searchParams)).toEqual({ place: '12', play: '1' });
    expect(url.hash).toBe('#direct');
  });
});
