import { describe, expect, it } from 'vitest';
import { addToHistory, parseHistory, SEARCH_HISTORY_MAX } from './search-history.ts';

describe('search history', () => {
  it('puts the newest first and keeps one copy of a query, whatever its case and spacing', () => {
    expect(addToHistory(['长廊', 'FXG', '石舫'], '  fxg ')).toEqual(['fxg', '长廊', '石舫']);
    expect(addToHistory(['十七 孔桥'], '十七  孔桥')).toEqual(['十七 孔桥']);
  });

  it(`keeps at most ${SEARCH_HISTORY_MAX}`, () => {
    const full = Array.from({ length: SEARCH_HISTORY_MAX }, (_, i) => `q${i}`);
    const next = addToHistory(full, 'new');
    expect(next).toHaveLength(SEARCH_HISTORY_MAX);
    expect(next[0]).toBe('new');
    expect(next).not.toContain(`q${SEARCH_HISTORY_MAX - 1}`);
  });

  it('ignores an empty query', () => {
    expect(addToHistory(['a'], '   ')).toEqual(['a']);
  });

  it('reads damaged storage as an empty history', () => {
    expect(parseHistory(null)).toEqual([]);
    expect(parseHistory('{oops')).toEqual([]);
    expect(parseHistory('{"a":1}')).toEqual([]);
    expect(parseHistory('["a", 3, "", "b"]')).toEqual(['a', 'b']);
  });
});
