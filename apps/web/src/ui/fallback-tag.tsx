/** The small "中文" tag on operator content shown in Chinese because the area has no English version. */
export function FallbackTag() {
  return (
    <span className="yl-fallback-tag" lang="zh-CN" data-testid="chinese-fallback">
      中文
    </span>
  );
}
