import { describe, expect, it } from 'vitest';
import { formatDocumentTitle } from './document-title.ts';

describe('formatDocumentTitle', () => {
  it('joins the screen and area titles', () => {
    expect(formatDocumentTitle('关于我们', '九寨沟', false)).toBe('关于我们 - 九寨沟');
  });
  it('shows the area title alone on the home screen', () => {
    expect(formatDocumentTitle('首页', '九寨沟', true)).toBe('九寨沟');
  });
  it('shows the screen title alone when the config did not load', () => {
    expect(formatDocumentTitle('出错了', null, false)).toBe('出错了');
  });
});
