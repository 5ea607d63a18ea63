import { describe, expect, it } from 'vitest';
import { searchPlacesOffline } from './offline-search.ts';

const place = (id: number, name: string, nameEn: string | null) => ({ id, name, nameEn, intro: `${name}的介绍`, introEn: nameEn && `About ${nameEn}`, imageKey: null });
const PLACES = [place(1, '十七孔桥', 'Seventeen-Arch Bridge'), place(2, '佛香阁', 'Tower of Buddhist Incense'), place(3, '玉带桥', null)];

describe('offline place search', () => {
  it('finds places by either name and marks where the title matched', () => {
    expect(searchPlacesOffline(PLACES, '桥', 'zh-CN').map((hit) => [hit.title, hit.titleRanges])).toEqual([
      ['玉带桥', [[2, 3]]],
      ['十七孔桥', [[3, 4]]],
    ]);
    expect(searchPlacesOffline(PLACES, 'bridge', 'en').map((hit) => [hit.title, hit.titleRanges, hit.snippet])).toEqual([['Seventeen-Arch Bridge', [[15, 21]], 'About Seventeen-Arch Bridge']]);
  });

  it('shows the Chinese name, marked, where the area wrote no English', () => {
    const [hit] = searchPlacesOffline(PLACES, '玉带', 'en');
    expect(hit).toMatchObject({ title: '玉带桥', isChineseFallback: true, titleRanges: [[0, 2]], type: 'place', id: 3 });
  });

  it('finds nothing for an empty query or an unknown word', () => {
    expect(searchPlacesOffline(PLACES, '  ', 'zh-CN')).toEqual([]);
    expect(searchPlacesOffline(PLACES, '厕所', 'zh-CN')).toEqual([]);
  });
});
