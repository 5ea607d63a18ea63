import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect.ts';

describe('safeRedirectPath', () => {
  it('accepts paths of this site with their search and hash', () => {
    expect(safeRedirectPath('/about-us')).toBe('/about-us');
    expect(safeRedirectPath('/search/result?q=%E4%B9%9D#top')).toBe('/search/result?q=%E4%B9%9D#top');
  });
  it('rejects protocol-relative and backslash hosts', () => {
    expect(safeRedirectPath('//evil.example/x')).toBeNull();
    expect(safeRedirectPath('/\\evil.example')).toBeNull();
  });
  it('rejects schemes and relative paths', () => {
    expect(safeRedirectPath('https://evil.example/')).toBeNull();
    expect(safeRedirectPath('javascript:alert(1)')).toBeNull();
    expect(safeRedirectPath('home')).toBeNull();
    expect(safeRedirectPath('')).toBeNull();
    expect(safeRedirectPath(null)).toBeNull();
  });
  it('rejects hidden whitespace and control characters', () => {
    expect(safeRedirectPath('/\t/evil.example')).toBeNull();
    expect(safeRedirectPath('/ok\n')).toBeNull();
  });
});
