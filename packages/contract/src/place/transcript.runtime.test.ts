import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitSentences } from './transcript.runtime.ts';

const texts = (transcript: string) => splitSentences(transcript).map((sentence) => sentence.text);

describe('splitSentences', () => {
  it('cuts Chinese at 。！？ and keeps closing quotes with their sentence', () => {
    expect(texts('欢迎来到颐和园。这里是正门！你看见了吗？“颐和园”三个字。”好。')).toEqual(['欢迎来到颐和园。', '这里是正门！', '你看见了吗？', '“颐和园”三个字。”', '好。']);
    expect(texts('他说：“走吧。”我们就走了……然后呢？！最后')).toEqual(['他说：“走吧。”', '我们就走了……', '然后呢？！', '最后']);
  });

  it('cuts Latin at . ! ? before a space or the end, not inside numbers', () => {
    expect(texts('It was built in 1750. Look up! Is 1.5 km far? See example.com... Yes.')).toEqual(['It was built in 1750.', 'Look up!', 'Is 1.5 km far?', 'See example.com...', 'Yes.']);
    expect(texts('She said "go." Then left.')).toEqual(['She said "go."', 'Then left.']);
  });

  it('cuts Japanese and Korean', () => {
    expect(texts('ここは東宮門です。正門です！見えますか？')).toEqual(['ここは東宮門です。', '正門です！', '見えますか？']);
    expect(texts('여기는 동궁문입니다. 정문입니다! 보이세요?')).toEqual(['여기는 동궁문입니다.', '정문입니다!', '보이세요?']);
  });

  it('numbers paragraphs separated by blank lines, and a paragraph ends a sentence', () => {
    expect(splitSentences('第一句。第二句\n\n第三句。\n \n\n\n第四句')).toEqual([
      { text: '第一句。', paragraph: 0 },
      { text: '第二句', paragraph: 0 },
      { text: '第三句。', paragraph: 1 },
      { text: '第四句', paragraph: 2 },
    ]);
    expect(splitSentences('')).toEqual([]);
    expect(splitSentences(' \n\n ')).toEqual([]);
  });

  it('loses nothing but white space, and gives trimmed, non-empty sentences in numbered paragraphs', () => {
    const pieces = fc.constantFrom('颐和园', 'Summer Palace', '。', '！', '？', '.', '!', '?', '…', '”', '"', ' ', '\n', '\n\n', '1.5', '　', 'ここ', '여기');
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 40 }).map((parts) => parts.join('')), (transcript) => {
        const sentences = splitSentences(transcript);
        expect(sentences.map((sentence) => sentence.text).join('').replace(/\s/g, '')).toBe(transcript.replace(/\s/g, ''));
        let paragraph = 0;
        for (const sentence of sentences) {
          expect(sentence.text).toBe(sentence.text.trim());
          expect(sentence.text.length).toBeGreaterThan(0);
          expect(sentence.paragraph === paragraph || sentence.paragraph === paragraph + 1).toBe(true);
          paragraph = sentence.paragraph;
        }
        if (sentences.length > 0) expect(sentences[0]!.paragraph).toBe(0);
      }),
    );
  });
});
