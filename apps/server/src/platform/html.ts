/** Operator-written HTML (about us, notices, articles) is sanitized once, when stored, to a safe subset. */
import sanitizeHtml from 'sanitize-html';

export function sanitizeOperatorHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2'],
    allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'width', 'height'] },
    allowedSchemes: ['https', 'http', 'tel', 'mailto'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
  });
}

/** Stored HTML as plain text (for summaries and the search index): tags dropped, whitespace collapsed. */
export function htmlToText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|h[1-6]|li|div)>|<br\s*\/?>/gi, '$& '), { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    // Last, so an escaped entity (`&amp;lt;`) stays the text it was.
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The opening of stored HTML as plain text, cut with an ellipsis past `maxChars`. */
export function htmlSummary(html: string, maxChars: number): string {
  const text = htmlToText(html);
  return text.length > maxChars ? `${text.slice(0, maxChars - 1)}…` : text;
}

