import { describe, expect, it } from 'vitest';
import { shareCard } from './help-shoot.service.ts';

describe("the help request's share card", () => {
  it("speaks the visitor's language among the app's four, else the closest, else English", () => {
    expect(shareCard('东宫门', '跳跃', { lang: 'zh-CN', main: 'zh-CN' }).title).toEqual({ text: '帮我拍一张：东宫门 · 跳跃', lang: 'zh-CN' });
    expect(shareCard('East Gate', 'Jump', { lang: 'en', main: 'zh-CN' }).description).toEqual({ text: 'Shoot me at East Gate in the pose "Jump": the link shows you the pose\'s outline.', lang: 'en' });
    expect(shareCard('東宮門', 'ジャンプ', { lang: 'ja', main: 'zh-CN' }).title.lang).toBe('ja');
    expect(shareCard('동궁문', '점프', { lang: 'ko', main: 'zh-CN' }).title).toEqual({ text: '사진 좀 찍어 줘: 동궁문 · 점프', lang: 'ko' });
    expect(shareCard('x', 'y', { lang: 'zh-TW', main: 'zh-CN' }).title.lang).toBe('zh-CN');
    expect(shareCard('x', 'y', { lang: 'fr', main: 'fr' }).title.lang).toBe('en');
  });
});
