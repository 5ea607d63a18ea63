import { describe, expect, it } from 'vitest';
import { pickLocalized } from './localized.ts';

describe('pickLocalized', () => {
  it('shows Chinese to a Chinese visitor, whatever English exists', () => {
    expect(pickLocalized('长廊', 'Long Corridor', 'zh-CN')).toEqual({ value: '长廊', isFallback: false });
  });
  it('shows English when the area wrote it', () => {
    expect(pickLocalized('长廊', 'Long Corridor', 'en')).toEqual({ value: 'Long Corridor', isFallback: false });
  });
  it('falls back to Chinese visibly when English is missing or empty', () => {
    expect(pickLocalized('长廊', null, 'en')).toEqual({ value: '长廊', isFallback: true });
    expect(pickLocalized('长廊', '', 'en')).toEqual({ value: '长廊', isFallback: true });
  });
  it('has nothing to tag when there is no text at all', () => {
    expect(pickLocalized('', null, 'en')).toEqual({ value: '', isFallback: false });
  });
});
