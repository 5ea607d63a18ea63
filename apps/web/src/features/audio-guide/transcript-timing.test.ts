import fc from 'fast-check';
import { splitSentences } from '@youlan/contract/runtime';
import { describe, expect, it } from 'vitest';
import { evenSentenceStarts, sentenceAt, sentenceStarts } from './transcript-timing.ts';

describe('evenSentenceStarts', () => {
  it('spreads the audio over the sentences by their spoken length', () => {
    const sentences = splitSentences('一二三。四五六七八。\n\n九十一二三。');
    // 4, 6 and 6 characters (white space not counted) over 16 s.
    expect(evenSentenceStarts(sentences, 16)).toEqual([0, 4, 10]);
    expect(evenSentenceStarts(splitSentences('Go on.  Look here.'), 14)).toEqual([0, 5]);
  });

  it('starts every sentence at 0 while the length is unknown', () => {
    expect(evenSentenceStarts(splitSentences('一。二。'), 0)).toEqual([0, 0]);
    expect(evenSentenceStarts(splitSentences('一。二。'), Number.NaN)).toEqual([0, 0]);
  });
});

describe('sentenceStarts', () => {
  const sentences = splitSentences('一二三。四五六。七八九。');
  it("uses the server's timings when they fit the sentences", () => {
    expect(sentenceStarts(sentences, 9, [0, 2.5, 7])).toEqual([0, 2.5, 7]);
  });
  it('spreads evenly without them, or when they do not fit', () => {
    expect(sentenceStarts(sentences, 9, null)).toEqual([0, 3, 6]);
    expect(sentenceStarts(sentences, 9, [0, 2.5])).toEqual([0, 3, 6]);
    expect(sentenceStarts(sentences, 9, [0, 5, 2])).toEqual([0, 3, 6]);
  });
});

describe('sentenceAt', () => {
  it('names the last sentence started by then', () => {
    const starts = [0, 4, 10];
    expect([-1, 0, 3.99, 4, 9.5, 10, 99].map((time) => sentenceAt(starts, time))).toEqual([0, 0, 0, 1, 1, 2, 2]);
    expect(sentenceAt([], 3)).toBe(-1);
  });

  it('agrees with a scan from the start', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 600, noNaN: true }), { minLength: 1, maxLength: 30 }), fc.double({ min: -10, max: 700, noNaN: true }), (values, time) => {
        const starts = [...values].sort((a, b) => a - b);
        let expected = 0;
        starts.forEach((start, index) => {
          if (start <= time) expected = index;
        });
        expect(sentenceAt(starts, time)).toBe(expected);
      }),
    );
  });
});
