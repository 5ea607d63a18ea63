import { describe, expect, it } from 'vitest';
import { searchPlacesOffline } from './offline-search.ts';

const zh = (text: string) => ({ text, lang: 'zh-CN' });
/** A place as an English visitor's phone holds it: translated where the area has English. */
const place = (id: number, name: string, nameEn: string | null) => ({
  id,
  name: nameEn ? { text: nameEn, lang: 'en' } : zh(name),
  signName: zh(name),
  intro: nameEn ? { text: `About ${nameEn}`, lang: 'en' } : zh(`${name}的介绍`),
  imageKey: null,
});
const PLACES = [place(1, '十七孔桥', 'Seventeen-Arch Bridge'), place(2, '佛香阁', 'Tower of Buddhist Incense'), place(3, '玉带桥', null)];

describe('offline place search', () => {
  it('finds places by their name in the visitor’s language and marks where it matched', () => {
    expect(searchPlacesOffline(PLACES, 'bridge').map((hit) => [hit.title, hit.titleRanges, hit.snippet])).toEqual([['Seventeen-Arch Bridge', [[15, 21]], 'About Seventeen-Arch Bridge']]);
  });

  it('finds them by the name on the signs too, shown in the visitor’s language without a mark', () => {
    expect(searchPlacesOffline(PLACES, '桥').map((hit) => [hit.title, hit.titleRanges])).toEqual([
      ['玉带桥', [[2, 3]]],
      ['Seventeen-Arch Bridge', []],
    ]);
  });

  it('says which language stands in where the area has no translation', () => {
    const [hit] = searchPlacesOffline(PLACES, '玉带');
    expect(hit).toMatchObject({ title: '玉带桥', lang: 'zh-CN', titleRanges: [[0, 2]], type: 'place', id: 3 });
  });

  it('finds nothing for an empty query or an unknown word', () => {
    expect(searchPlacesOffline(PLACES, '  ')).toEqual([]);
    expect(searchPlacesOffline(PLACES, '厕所')).toEqual([]);
  });
});
