import { describe, expect, it } from 'vitest';
import { hitPath, searchResultPath } from './search-paths.ts';

describe('search paths', () => {
  it('encodes the query and the type', () => {
    expect(searchResultPath('十七 孔桥&x')).toBe('/search/result?q=%E5%8D%81%E4%B8%83+%E5%AD%94%E6%A1%A5%26x');
    expect(searchResultPath('fxg', 'place')).toBe('/search/result?q=fxg&type=place');
  });

  it('sends each kind of hit to its screen', () => {
    expect(hitPath({ type: 'place', id: 7 })).toBe('/home/draw-map?place=7');
    expect(hitPath({ type: 'notice', id: 3 })).toBe('/home/draw-map/notice/info/3');
    expect(hitPath({ type: 'article', id: 2 })).toBe('/article?id=2');
  });
});
