import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TRANSLATION_FORMATS } from '@youlan/contract';
import { readTranslationFile, TranslationFileRefused, writeTranslationFile, type FileProblem, type TranslationFile } from './translation-file.format.ts';

/** Texts as operators and translators write them: anything but what XML 1.0 cannot carry (control characters, lone surrogates). */
const text = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('', ' ', '"', '""', ',', '\r\n', '\n', '\r', 'a,"b"\nc', '颐和园', '東京タワー', '한국어', '😀👍🏽', '&amp;<b>&lt;', ']]>', '  leading and trailing  ', '=SUM(A1)'),
  fc.array(fc.constantFrom('a', ' ', ',', '"', '\n', '\r', '&', '<', '>', "'", '中', '😀', '\t'), { maxLength: 30 }).map((chars) => chars.join('')),
);
const key = fc.tuple(fc.constantFrom('place', 'notice', 'surveyOption'), fc.nat({ max: 99999 }), fc.constantFrom('name', 'contentHtml', 'label')).map(([subject, id, field]) => `${subject}:${id}:${field}`);
const file = fc.record({
  srcLang: fc.constantFrom('zh-CN', 'en'),
  trgLang: fc.constantFrom('ja', 'ko', 'zh-Hant-TW'),
  texts: fc.uniqueArray(fc.record({ key, source: text, translation: text, state: fc.constantFrom('missing' as const, 'outdated' as const, 'machine' as const, 'done' as const) }), { selector: (t) => t.key, maxLength: 12 }),
});

function refusal(run: () => unknown): FileProblem[] {
  try {
    run();
  } catch (error) {
    if (error instanceof TranslationFileRefused) return error.problems;
    throw error;
  }
  throw new Error('the file was accepted');
}

describe.each(TRANSLATION_FORMATS)('%s', (format) => {
  it('reads back exactly what it wrote, whatever the texts', () => {
    fc.assert(
      fc.property(file, (written: TranslationFile) => {
        const read = readTranslationFile(format, writeTranslationFile(format, written));
        expect(read.srcLang).toBe(written.srcLang);
        expect(read.trgLang).toBe(written.trgLang);
        expect(read.texts.map(({ key, source, translation, state }) => ({ key, source, translation, state }))).toEqual(written.texts);
      }),
      { numRuns: 300 },
    );
  });

  it('names the line each text starts on', () => {
    const content = writeTranslationFile(format, {
      srcLang: 'zh-CN',
      trgLang: 'ja',
      texts: [
        { key: 'place:1:intro', source: '第一行\n第二行', translation: '' },
        { key: 'place:2:name', source: '湖', translation: '湖' },
      ],
    });
    const read = readTranslationFile(format, content);
    const lines = content.replace(/^\uFEFF/, '').split(/\r?\n/);
    for (const text of read.texts) expect(lines[text.line - 1]).toContain(text.key);
  });

  it('refuses an empty or garbled file', () => {
    expect(refusal(() => readTranslationFile(format, 'hello'))[0]?.line).toBe(1);
  });
});

describe('XLIFF', () => {
  const head = '<?xml version="1.0" encoding="UTF-8"?>\n<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="zh-CN" trgLang="ja">\n<file id="f">\n';
  it('refuses XML that is not well-formed, naming the line', () => {
    const [problem] = refusal(() => readTranslationFile('xliff', `${head}<unit id="place:1:name"><segment><source>湖</source><target>湖</segment></unit>\n</file></xliff>`));
    expect(problem?.line).toBe(4);
    expect(problem?.message).toMatch(/well-formed/);
  });
  it('refuses a document type (entity expansion)', () => {
    expect(refusal(() => readTranslationFile('xliff', '<?xml version="1.0"?>\n<!DOCTYPE x [<!ENTITY a "aaaa">]>\n<xliff/>'))[0]).toMatchObject({ line: 2 });
  });
  it('refuses inline elements in a target, naming the unit and its line', () => {
    const problems = refusal(() => readTranslationFile('xliff', `${head}<unit id="place:1:name">\n<segment><source>湖</source><target><pc id="1">湖</pc></target></segment></unit>\n</file></xliff>`));
    expect(problems).toEqual([expect.objectContaining({ line: 4, key: 'place:1:name' })]);
  });
  it('refuses a file without languages or of another version', () => {
    expect(refusal(() => readTranslationFile('xliff', '<xliff version="2.0" srcLang="zh-CN"><file id="f"/></xliff>'))[0]?.message).toMatch(/trgLang/);
    expect(refusal(() => readTranslationFile('xliff', '<xliff version="1.2"><file/></xliff>'))[0]?.message).toMatch(/version/);
  });
  it('reads a unit without a target as missing, and escapes what it writes', () => {
    expect(readTranslationFile('xliff', `${head}<unit id="place:1:name"><segment><source>a &amp; b</source></segment></unit></file></xliff>`).texts).toEqual([{ key: 'place:1:name', source: 'a & b', translation: '', line: 4 }]);
    const written = writeTranslationFile('xliff', { srcLang: 'zh-CN', trgLang: 'ja', texts: [{ key: 'notice:1:contentHtml', source: '<p>"x" & y</p>', translation: '' }] });
    expect(written).toContain('<source>&lt;p&gt;&quot;x&quot; &amp; y&lt;/p&gt;</source>');
  });
});

describe('CSV', () => {
  it('starts with a byte-order mark and the languages in the header', () => {
    const content = writeTranslationFile('csv', { srcLang: 'zh-CN', trgLang: 'ja', texts: [] });
    expect(content).toBe('\uFEFFkey,source (zh-CN),translation (ja),state\r\n');
  });
  it('reads a file without the state column, with LF line ends', () => {
    expect(readTranslationFile('csv', 'key,source (zh-CN),translation (ko)\nplace:1:name,"湖,水",호수\n\n').texts).toEqual([{ key: 'place:1:name', source: '湖,水', translation: '호수', state: undefined, line: 2 }]);
  });
  it('refuses a wrong header, a stray quote, an unclosed quote or a short line, naming the line', () => {
    expect(refusal(() => readTranslationFile('csv', 'id,source,translation\n'))[0]?.line).toBe(1);
    expect(refusal(() => readTranslationFile('csv', 'key,source (zh-CN),translation (ja)\nplace:1:name,a"b,c\n'))[0]?.line).toBe(2);
    expect(refusal(() => readTranslationFile('csv', 'key,source (zh-CN),translation (ja)\nplace:1:name,a\nplace:2:name,"b\nc,d\n'))).toEqual([expect.objectContaining({ line: 3 })]);
    expect(refusal(() => readTranslationFile('csv', 'key,source (zh-CN),translation (ja)\n"x\ny",a,b\nplace:1:name,a\n'))).toEqual([{ line: 4, key: 'place:1:name', message: expect.stringMatching(/2 cells/) }]);
  });
});
