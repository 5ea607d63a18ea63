/**
 * When each sentence of a transcript is heard: the server's timings when its speech recorded
 * them, else spread over the audio's length by the sentences' lengths (a sentence twice as long
 * takes about twice as long to say).
 */
import type { TranscriptSentence } from '@youlan/contract/runtime';

/** Characters that take time to say: white space does not. */
const spokenLength = (text: string) => Array.from(text.replace(/\s+/gu, '')).length;

/** Start seconds of each sentence over `duration` seconds, in proportion to their lengths. */
export function evenSentenceStarts(sentences: readonly TranscriptSentence[], duration: number): number[] {
  const lengths = sentences.map((sentence) => spokenLength(sentence.text));
  const total = lengths.reduce((sum, length) => sum + length, 0);
  if (total === 0 || !(duration > 0)) return sentences.map(() => 0);
  let before = 0;
  return lengths.map((length) => {
    const start = (before / total) * duration;
    before += length;
    return start;
  });
}

/**
 * The starts to use: the server's when they are one per sentence and in order (they name the same
 * cut of the same text), else spread evenly.
 */
export function sentenceStarts(sentences: readonly TranscriptSentence[], duration: number, timings: readonly number[] | null): number[] {
  const usable = timings !== null && timings.length === sentences.length && timings.every((start, index) => start >= 0 && (index === 0 || start >= timings[index - 1]!));
  return usable ? [...timings] : evenSentenceStarts(sentences, duration);
}

/** The sentence heard at `time`: the last one started by then (the first before any has). */
export function sentenceAt(starts: readonly number[], time: number): number {
  let low = 0;
  let high = starts.length - 1;
  if (high < 0) return -1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (starts[middle]! <= time) low = middle;
    else high = middle - 1;
  }
  return low;
}
