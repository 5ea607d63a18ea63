import { describe, expect, it } from 'vitest';
import { guideAudio } from './guide-audio.ts';

describe('the guide a visitor hears', () => {
  const asked: [string, string][] = [];
  const ready = (lang: string, text: string) => (asked.push([lang, text]), text === 'made' ? `speech/${lang}.mp3` : null);
  const place = { audioKey: 'audio/main.mp3', recordings: { ja: 'audio/ja.mp3' }, transcript: 'made' };

  it('in the main language: the main recording', () => {
    expect(guideAudio(place, 'zh-CN', 'zh-CN', ready)).toEqual({ audioKey: 'audio/main.mp3', audioLang: 'zh-CN' });
  });
  it("the operator's recording in the visitor's language comes first", () => {
    expect(guideAudio(place, 'ja', 'zh-CN', ready)).toEqual({ audioKey: 'audio/ja.mp3', audioLang: 'ja' });
  });
  it('else the speech of the translated transcript, once stored', () => {
    expect(guideAudio(place, 'ko', 'zh-CN', ready)).toEqual({ audioKey: 'speech/ko.mp3', audioLang: 'ko' });
    expect(guideAudio({ ...place, transcript: 'not yet' }, 'ko', 'zh-CN', ready)).toEqual({ audioKey: 'audio/main.mp3', audioLang: 'zh-CN' });
  });
  it('no translated transcript, or no guide at all: the main language, and no speech asked for', () => {
    asked.length = 0;
    expect(guideAudio({ ...place, transcript: null }, 'ko', 'zh-CN', ready)).toEqual({ audioKey: 'audio/main.mp3', audioLang: 'zh-CN' });
    expect(guideAudio({ audioKey: null, recordings: null, transcript: 'made' }, 'ko', 'zh-CN', ready)).toEqual({ audioKey: null, audioLang: 'zh-CN' });
    expect(asked).toEqual([]);
  });
});
