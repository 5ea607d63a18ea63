import { describe, expect, it } from 'vitest';
import { splitByRanges } from './highlight.ts';

describe('splitByRanges', () => {
  it('marks the ranges', () => {
    expect(splitByRanges('十七孔桥游船码头', [[0, 4]])).toEqual([
      { text: '十七孔桥', isMatch: true },
      { text: '游船码头', isMatch: false },
    ]);
    expect(splitByRanges('卫生间（长廊西）', [[4, 6]])).toEqual([
      { text: '卫生间（', isMatch: false },
      { text: '长廊', isMatch: true },
      { text: '西）', isMatch: false },
    ]);
  });

  it('survives unsorted, overlapping and out-of-bounds ranges', () => {
    expect(splitByRanges('abcdef', [[4, 9], [1, 3], [2, 5]])).toEqual([
      { text: 'a', isMatch: false },
      { text: 'bc', isMatch: true },
      { text: 'de', isMatch: true },
      { text: 'f', isMatch: true },
    ]);
    expect(splitByRanges('abc', [])).toEqual([{ text: 'abc', isMatch: false }]);
    expect(splitByRanges('', [[0, 2]])).toEqual([{ text: '', isMatch: false }]);
  });
});
