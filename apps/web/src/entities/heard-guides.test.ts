import { describe, expect, it } from 'vitest';
import { withHeard } from './heard-guides.ts';

describe('withHeard', () => {
  it('adds a guide at the end and moves one heard again there', () => {
    expect(withHeard([], '1:zh-CN')).toEqual(['1:zh-CN']);
    expect(withHeard(['1:zh-CN', '2:zh-CN'], '1:zh-CN')).toEqual(['2:zh-CN', '1:zh-CN']);
    expect(withHeard(['1:zh-CN'], '1:en')).toEqual(['1:zh-CN', '1:en']);
  });

  it('keeps at most the newest `max`', () => {
    expect(withHeard(['1:en', '2:en', '3:en'], '4:en', 3)).toEqual(['2:en', '3:en', '4:en']);
  });
});
