/** Splits a string into plain and highlighted parts from the server's `[start, end)` ranges. */
import type { MatchRange } from '@youlan/contract';

export interface TextPart {
  text: string;
  isMatch: boolean;
}

export function splitByRanges(text: string, ranges: readonly MatchRange[]): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const [rawStart, rawEnd] of [...ranges].sort((a, b) => a[0] - b[0])) {
    // Ranges from an older server or another string must never throw or repeat text.
    const start = Math.max(at, Math.min(rawStart, text.length));
    const end = Math.min(Math.max(rawEnd, start), text.length);
    if (end <= start) continue;
    if (start > at) parts.push({ text: text.slice(at, start), isMatch: false });
    parts.push({ text: text.slice(start, end), isMatch: true });
    at = end;
  }
  if (at < text.length || parts.length === 0) parts.push({ text: text.slice(at), isMatch: false });
  return parts;
}
