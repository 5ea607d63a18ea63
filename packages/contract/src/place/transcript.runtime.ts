/**
 * A transcript cut into sentences: the player highlights the one being heard, and the server's
 * speech records when each begins. Both sides cut with this one function, so a sentence's index
 * means the same in the app and in the timings the server stores.
 */

/** One sentence of a transcript, and the paragraph it belongs to (0-based; paragraphs are separated by a blank line). */
export interface TranscriptSentence {
  text: string;
  paragraph: number;
}

/** Marks that always end a sentence: Chinese and Japanese full stops, full-width and Latin ! and ?, ellipses. */
const STRONG_END = new Set(['。', '｡', '．', '！', '？', '!', '?', '…', '‼', '⁇', '⁈', '⁉']);
/** What may follow an end and still belong to its sentence: closing quotes and brackets. */
const CLOSERS = new Set(['"', "'", '”', '’', '」', '』', ')', '）', '》', '〉', ']', '】']);

const isSpace = (char: string | undefined) => char !== undefined && /\s/u.test(char);

/**
 * Whether the character at `at` ends a sentence: a strong end anywhere, a Latin full stop only
 * before a space, a closer or the end (so 1.5, 3.14 and example.com stay whole).
 */
function endsAt(chars: readonly string[], at: number): boolean {
  const char = chars[at]!;
  if (STRONG_END.has(char)) return true;
  if (char !== '.') return false;
  const after = chars[at + 1];
  return after === undefined || isSpace(after) || CLOSERS.has(after) || after === '.';
}

function sentencesOf(paragraph: string): string[] {
  const chars = Array.from(paragraph);
  const sentences: string[] = [];
  let start = 0;
  for (let at = 0; at < chars.length; at += 1) {
    if (!endsAt(chars, at)) continue;
    // A run of ends (?!, ……, ...) and the quotes closing the sentence stay with it.
    while (at + 1 < chars.length && (STRONG_END.has(chars[at + 1]!) || chars[at + 1] === '.' || CLOSERS.has(chars[at + 1]!))) at += 1;
    const text = chars.slice(start, at + 1).join('').trim();
    if (text) sentences.push(text);
    start = at + 1;
  }
  const rest = chars.slice(start).join('').trim();
  if (rest) sentences.push(rest);
  return sentences;
}

/** The transcript's sentences in order; a paragraph's last words without an end are a sentence too. */
export function splitSentences(transcript: string): TranscriptSentence[] {
  const result: TranscriptSentence[] = [];
  let paragraph = 0;
  for (const block of transcript.split(/\n[^\S\n]*\n/)) {
    const sentences = sentencesOf(block);
    if (sentences.length === 0) continue;
    for (const text of sentences) result.push({ text, paragraph });
    paragraph += 1;
  }
  return result;
}
