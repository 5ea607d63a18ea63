import { describe, expect, it } from 'vitest';
import { createQueryClient } from './platform/query-client.ts';
import { configQuery, mapConfigQuery, newestNoticeQuery, sceneCodesKey } from './entities/area-queries.ts';
import { mediaUrlQuery } from './platform/media-url.ts';
import { placeListQuery } from './entities/places.ts';
import { readStartData, seedStartData, type StartData } from './start-data.ts';
import { timePeriodCode } from './entities/time-period.ts';

const START: StartData = {
  permissions: [{ path: '/', status: 1, children: [] }],
  config: { title: { text: '颐和园导览', lang: 'zh-CN' } } as StartData['config'],
  weather: [],
  sceneCodes: { timePeriodCode: 36, weatherCode: 33 },
  places: { list: [], total: 0, page: 1, size: 9999, classes: [] } as unknown as StartData['places'],
  map: { imageKey: 'map/a.svg' } as StartData['map'],
  mapPicture: { key: 'map/a.svg', url: 'https://x.example/media/map/a.svg?sig=1' },
  newestNotice: { list: [], total: 0, page: 1, size: 1 } as unknown as StartData['newestNotice'],
};

/** A document whose start-data element holds `text` (none when null). */
function documentWith(text: string | null): Document {
  return { getElementById: (id: string) => (id === 'start-data' && text !== null ? { textContent: text } : null) } as unknown as Document;
}

describe('the start data in the document', () => {
  it('is read when the block holds the first navigation’s data, and is null when absent, malformed or partial', () => {
    expect(readStartData('zh-CN', documentWith(JSON.stringify(START)))).toEqual(START);
    expect(readStartData('zh-CN', documentWith(null))).toBeNull();
    expect(readStartData('zh-CN', documentWith('{"permissions":'))).toBeNull();
    expect(readStartData('zh-CN', documentWith(JSON.stringify({ ...START, places: undefined })))).toBeNull();
  });

  it('is used only when written for the visitor’s language (a kept document may predate a switch)', () => {
    const japanese = JSON.stringify({ ...START, language: 'ja-JP' });
    expect(readStartData('ja', documentWith(japanese))).not.toBeNull();
    expect(readStartData('zh-CN', documentWith(japanese))).toBeNull();
    expect(readStartData('en', documentWith(JSON.stringify(START)))).not.toBeNull();
  });

  it('seeds the queries the first screen reads, with the scene of this hour', () => {
    const client = createQueryClient();
    seedStartData(client, START);
    expect(client.getQueryData(configQuery.queryKey)).toEqual(START.config);
    expect(client.getQueryData(placeListQuery.queryKey)).toEqual(START.places);
    expect(client.getQueryData(mapConfigQuery.queryKey)).toEqual(START.map);
    expect(client.getQueryData(mediaUrlQuery('map/a.svg').queryKey)).toBe(START.mapPicture!.url);
    expect(client.getQueryData(newestNoticeQuery.queryKey)).toEqual(START.newestNotice);
    expect(client.getQueryData(sceneCodesKey)).toEqual({ timePeriodCode: timePeriodCode(new Date().getHours()), weatherCode: 33 });
  });
});
