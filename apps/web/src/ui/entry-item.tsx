/** One entry of a list of things to read (a notice, an article): title, summary, date, and a cover when there is one. */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { mediaUrlQuery } from '../platform/media-url.ts';
import { Link } from 'react-router';
import type { LocalText } from '@youlan/contract';
import { formatDate } from '../platform/i18n/format.ts';
import type { Locale } from '../platform/i18n/locales.ts';
import { ChevronRightIcon } from './icons.tsx';
import styles from './reading.module.css';

interface EntryItemProps {
  to: string;
  /** The title, with anything that goes before it (a pinned badge). */
  title: ReactNode;
  summary: LocalText;
  /** ISO time. */
  publishedAt: string;
  language: Locale;
  testId: string;
  /** Storage key of a cover picture (articles). */
  imageKey?: string | null;
}

/** A cover beside the text; decorative (the title says what it is), so it has no alt text. */
export function CoverImage({ imageKey, className }: { imageKey: string; className: string }) {
  const url = useQuery(mediaUrlQuery(imageKey));
  // The box keeps its size while the URL is signed, so the list does not move.
  return <span className={className}>{url.data && <img src={url.data} alt="" loading="lazy" decoding="async" />}</span>;
}

export function EntryItem({ to, title, summary, publishedAt, language, testId, imageKey = null }: EntryItemProps) {
  return (
    <li>
      <Link to={to} className={`yl-card ${styles.entryItem}`} data-testid={testId}>
        {imageKey && <CoverImage imageKey={imageKey} className={styles.entryItemCover} />}
        <div className={styles.entryItemMain}>
          <h2 className={styles.entryItemTitle}>{title}</h2>
          {summary.text && (
            <p className={styles.entryItemSummary} lang={summary.lang}>
              {summary.text}
            </p>
          )}
          <p className={styles.entryItemMeta}>
            <time dateTime={publishedAt}>{formatDate(publishedAt, language)}</time>
          </p>
        </div>
        <ChevronRightIcon className={styles.entryItemChevron} />
      </Link>
    </li>
  );
}
