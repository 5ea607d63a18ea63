/** One entry of a list of things to read (a notice, an article): title, summary, date. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from './dates.ts';
import { ChevronRightIcon } from './icons.tsx';

interface EntryItemProps {
  to: string;
  /** The title, with anything that goes before it (a pinned badge). */
  title: ReactNode;
  summary: string | null;
  /** ISO time. */
  publishedAt: string;
  language: string;
  testId: string;
}

export function EntryItem({ to, title, summary, publishedAt, language, testId }: EntryItemProps) {
  return (
    <li>
      <Link to={to} className="yl-card yl-entry-item" data-testid={testId}>
        <div className="yl-entry-item__main">
          <h2 className="yl-entry-item__title">{title}</h2>
          {summary && <p className="yl-entry-item__summary">{summary}</p>}
          <p className="yl-entry-item__meta">
            <time dateTime={publishedAt}>{formatDate(publishedAt, language)}</time>
          </p>
        </div>
        <ChevronRightIcon className="yl-entry-item__chevron" />
      </Link>
    </li>
  );
}
