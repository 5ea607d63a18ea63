import { describe, expect, it } from 'vitest';
import { mergeHeard } from './tour.runtime.ts';

describe('mergeHeard', () => {
  it('keeps both sides in the tour order and drops stops off the tour', () => {
    expect(mergeHeard([5, 3, 9], [9], [3, 42])).toEqual([3, 9]);
    expect(mergeHeard([5, 3, 9], [5, 3], [])).toEqual([5, 3]);
  });
});
