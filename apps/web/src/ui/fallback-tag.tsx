import type { LocalText } from '@youlan/contract';
import { useTranslation } from '../platform/i18n/use-translation.ts';
import { isOtherLanguage, isStandIn, languageName } from '../platform/localized.ts';

/** The small tag on operator content shown in another language (the area has no translation), named in that language. */
export function FallbackTag({ lang }: { lang: string }) {
  return (
    <span className="yl-fallback-tag" lang={lang} data-testid="language-fallback">
      {languageName(lang)}
    </span>
  );
}

/** The tag on an audio guide that speaks another language than the visitor's (no recording or speech in theirs yet). */
export function AudioLanguageTag({ lang }: { lang: string }) {
  const { i18n } = useTranslation();
  return isOtherLanguage(lang, i18n.language) ? <FallbackTag lang={lang} /> : null;
}

/** The tag on a machine translation no one at the area has approved yet. */
function MachineTag() {
  const { t } = useTranslation();
  return (
    <span className="yl-fallback-tag" data-testid="machine-translated">
      {t('common.machineTranslated')}
    </span>
  );
}

/**
 * What a text says of itself: the language standing in, or that a machine translated it
 * (`machineTag` false where a text beside it already says so, once per card being enough).
 */
export function LanguageTags({ text, machineTag = true }: { text: LocalText; machineTag?: boolean }) {
  const { i18n } = useTranslation();
  if (isStandIn(text, i18n.language)) return <FallbackTag lang={text.lang} />;
  return text.machine && machineTag ? <MachineTag /> : null;
}

/** A short operator text (a title, a name) in the visitor's language, tagged when another language stands in. */
export function LocalizedText({ text, machineTag = true }: { text: LocalText; machineTag?: boolean }) {
  const { i18n } = useTranslation();
  const standIn = isStandIn(text, i18n.language);
  return (
    <>
      <LanguageTags text={text} machineTag={machineTag} />
      {standIn ? <span lang={text.lang}>{text.text}</span> : text.text}
    </>
  );
}

/**
 * An operator's sanitized HTML (the server cleaned it when it was stored) in the visitor's
 * language; a language standing in gets the tag above it.
 */
export function LocalizedHtml({ html, className, testId }: { html: LocalText; className: string; testId: string }) {
  return (
    <>
      <LanguageTags text={html} />
      <div className={className} data-testid={testId} lang={html.lang} dangerouslySetInnerHTML={{ __html: html.text }} />
    </>
  );
}
