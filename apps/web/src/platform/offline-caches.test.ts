import { describe, expect, it } from 'vitest';
import { AREA_DATA_CACHE, LAST_ANSWER_CACHE, TOUR_ANSWER_CACHE, isAreaDataPath, isLastAnswerPath, isOutdatedAnswerCache, isTourAnswerPath, mediaCacheKey } from './offline-caches.ts';

describe('the offline caches', () => {
  it('let go of answers kept in an older shape, and only those', () => {
    for (const name of ['youlan-area-data', 'youlan-last-answers', 'youlan-area-data-v1', 'youlan-tour-answers-v1']) expect(isOutdatedAnswerCache(name), name).toBe(true);
    for (const name of [AREA_DATA_CACHE, LAST_ANSWER_CACHE, TOUR_ANSWER_CACHE, 'youlan-media', 'youlan-documents', 'youlan-signed-urls']) expect(isOutdatedAnswerCache(name), name).toBe(false);
  });

  it('keep the first screen’s public answers and nothing a visitor writes or owns', () => {
    for (const path of ['/api/config/h5', '/api/getH5Permission', '/api/weather', '/api/h5/place', '/api/h5/map', '/api/h5/notice', '/api/h5/notice/9']) expect(isAreaDataPath(path), path).toBe(true);
    for (const path of ['/api/h5/place/3', '/api/h5/place/like', '/api/visitor/login/h5', '/api/aliyun/signURL', '/api/h5/config/h5']) expect(isAreaDataPath(path), path).toBe(false);
  });

  it('keep the last answer of the articles and the visitor’s punch list, for when the network is cut', () => {
    for (const path of ['/api/h5/article', '/api/h5/article/4', '/api/h5/punch', '/api/h5/punch/records']) expect(isLastAnswerPath(path), path).toBe(true);
    for (const path of ['/api/punchRecord', '/api/h5/opinion', '/api/h5/place', '/api/article/click']) expect(isLastAnswerPath(path), path).toBe(false);
  });

  it('keep the last answer of what a downloaded tour reads, not the visitor’s progress', () => {
    for (const path of ['/api/h5/tours', '/api/h5/tours/7', '/api/h5/place/3']) expect(isTourAnswerPath(path), path).toBe(true);
    for (const path of ['/api/h5/tours/7/progress', '/api/h5/tours/stamps', '/api/h5/place', '/api/h5/place/like']) expect(isTourAnswerPath(path), path).toBe(false);
  });

  it('key media by its storage path, whatever the signature', () => {
    expect(mediaCacheKey('https://a.example/media/demo/audio/x.mp3?exp=1&sig=abc')).toBe(mediaCacheKey('https://a.example/media/demo/audio/x.mp3?exp=2&sig=def'));
    expect(mediaCacheKey('https://a.example/media/demo/audio/x.mp3?exp=1')).not.toBe(mediaCacheKey('https://a.example/media/demo/audio/y.mp3?exp=1'));
  });
});
