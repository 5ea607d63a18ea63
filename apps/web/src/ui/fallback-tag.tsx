import type { Localized } from '../platform/localized.ts';

/** The small "中文" tag on operator content shown in Chinese because the area has no English version. */
export function FallbackTag() {
  return (
    <span className="yl-fallback-tag" lang="zh-CN" data-testid="chinese-fallback">
      中文
    </span>
  );
}

/** A short operator text (a title, a name) in the visitor's language, tagged when the Chinese stands in. */
export function LocalizedText({ text }: { text: Localized }) {
  if (!text.isFallback) return <>{text.value}</>;
  return (
    <>
      <FallbackTag />
      <span lang="zh-CN">{text.value}</span>
    </>
  );
}

/**
 * An operator's sanitized HTML (the server cleaned it when it was stored) in the visitor's
 * language; the Chinese standing in gets the tag above it.
 */
export function LocalizedHtml({ html, className, testId }: { html: Localized; className: string; testId: string }) {
  const content = <div className={className} data-testid={testId} lang={html.isFallback ? 'zh-CN' : undefined} dangerouslySetInnerHTML={{ __html: html.value }} />;
  if (!html.isFallback) return content;
  return (
    <>
      <FallbackTag />
      {content}
    </>
  );
}
