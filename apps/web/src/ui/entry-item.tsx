/** One entry of a list of things to read (a notice, an article): title, summary, date, and a cover when there is one. */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { mediaUrlQuery } from '../platform/media-url.ts';
import { Link } from 'react-router';
import type { Localized } from '../platform/localized.ts';
import { formatDate } from './dates.ts';
import { ChevronRightIcon } from './icons.tsx';

interface EntryItemProps {
  to: string;
  /** The title, with anything that goes before it (a pinned badge). */
  title: ReactNode;
  summary: Localized;
  /** ISO time. */
  publishedAt: string;
  language: string;
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
      <Link to={to} className="yl-card yl-entry-item" data-testid={testId}>
        {imageKey && <CoverImage imageKey={imageKey} className="yl-entry-item__cover" />}
        <div className="yl-entry-item__main">
          <h2 className="yl-entry-item__title">{title}</h2>
          {summary.value && (
            <p className="yl-entry-item__summary" lang={summary.isFallback ? 'zh-CN' : undefined}>
              {summary.value}
            </p>
          )}
          <p className="yl-entry-item__meta">
            <time dateTime={publishedAt}>{formatDate(publishedAt, language)}</time>
          </p>
        </div>
        <ChevronRightIcon className="yl-entry-item__chevron" />
      </Link>
    </li>
  );
}
