/**
 * /search/result?q=…&type=…: the result types as tabs (with counts), the ranked results with their
 * matches highlighted, a page at a time. The query and tab live in the URL, so Back and shared
 * links show the same results.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { MatchRange, SearchHit, SearchType } from '@youlan/contract';
import { ErrorCode, SEARCH_QUERY_MAX_LENGTH, SEARCH_TYPES } from '@youlan/contract/runtime';
import { placeListQuery } from '../../entities/places.ts';
import { useHeardGuides } from '../../entities/heard-guides.ts';
import { HeardMark } from '../../ui/heard-mark.tsx';
import { isApiError } from '../../platform/http.ts';
import { useOnline } from '../../platform/online.ts';
import { formatDate } from '../../platform/i18n/format.ts';
import { LanguageTags } from '../../ui/fallback-tag.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { EmptyState, ErrorState } from '../../ui/states.tsx';
import { splitByRanges } from './highlight.ts';
import { searchPlacesOffline } from './offline-search.ts';
import { SearchBar } from './search-bar.tsx';
import { rememberSearch } from './search-history.ts';
import { hitPath, searchResultPath } from './search-paths.ts';
import { searchResultQuery } from './search-queries.ts';
import './search.messages.ts';
import styles from './search.module.css';
import readingStyles from '../../ui/reading.module.css';

const TYPES: readonly string[] = SEARCH_TYPES;
const HIT_TYPE_CLASS: Record<SearchType, string> = { place: styles.hitTypePlace, notice: styles.hitTypeNotice, article: styles.hitTypeArticle };
const isSearchType = (value: string | null): value is SearchType => value !== null && TYPES.includes(value);

function Highlighted({ text, ranges }: { text: string; ranges: MatchRange[] }) {
  return (
    <>
      {splitByRanges(text, ranges).map((part, index) =>
        part.isMatch ? (
          <mark key={index} className={styles.mark}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

/** Whether a place hit's guide was heard, in the language its guide speaks to this visitor (the place list says which). */
function useIsHitHeard(hit: SearchHit): boolean {
  const isHeard = useHeardGuides();
  const places = useQuery({ ...placeListQuery, enabled: hit.type === 'place' });
  const place = hit.type === 'place' ? places.data?.list.find((item) => item.id === hit.id) : undefined;
  return !!place?.audioKey && isHeard(place.id, place.audioLang);
}

function HitItem({ hit }: { hit: SearchHit }) {
  const { t, i18n } = useTranslation();
  const isHeard = useIsHitHeard(hit);
  return (
    <li>
      <Link to={hitPath(hit)} className={`yl-card ${styles.hit}`} data-testid="search-hit" data-type={hit.type}>
        <span className={`${styles.hitType} ${HIT_TYPE_CLASS[hit.type]}`}>{t(`search.type.${hit.type}`)}</span>
        <div className={styles.hitMain}>
          <h2 className={styles.hitTitle} data-testid="search-hit-title" lang={hit.lang}>
            <LanguageTags text={{ text: hit.title, lang: hit.lang, ...(hit.machine && { machine: hit.machine }) }} />
            <Highlighted text={hit.title} ranges={hit.titleRanges} />
            {isHeard && (
              <>
                {' '}
                <HeardMark />
              </>
            )}
          </h2>
          {hit.snippet && (
            <p className={styles.hitSnippet} lang={hit.lang}>
              <Highlighted text={hit.snippet} ranges={hit.snippetRanges} />
            </p>
          )}
          {hit.publishedAt && (
            <p className={styles.hitMeta}>
              <time dateTime={hit.publishedAt}>{formatDate(hit.publishedAt, i18n.language)}</time>
            </p>
          )}
        </div>
      </Link>
    </li>
  );
}

function ResultSkeleton() {
  const { t } = useTranslation();
  return (
    <ul className={styles.hits} role="status" aria-label={t('common.loading')} data-testid="search-loading">
      {[0, 1, 2].map((row) => (
        <li key={row} className={`yl-card ${styles.hit}`} aria-hidden="true">
          <span className={`${styles.skeleton} ${styles.skeletonBadge}`} />
          <div className={styles.hitMain}>
            <span className={`${styles.skeleton} ${styles.skeletonTitle}`} />
            <span className={`${styles.skeleton} ${styles.skeletonLine}`} />
            <span className={`${styles.skeleton} ${styles.skeletonLine} ${styles.skeletonShort}`} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function Results({ q, type }: { q: string; type: SearchType | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const results = useInfiniteQuery(searchResultQuery(q, type));

  const error = results.error;
  if (error) {
    if (isApiError(error) && error.code === ErrorCode.BAD_REQUEST) return <EmptyState>{t('search.tooLong', { max: SEARCH_QUERY_MAX_LENGTH })}</EmptyState>;
    return (
      <ErrorState
        message={t('search.failed')}
        onRetry={() => void results.refetch()}
      />
    );
  }

  // The counts come with the results they count (the previous tab's while the next one loads), so they always agree.
  const counts = results.data?.pages[0]?.types ?? [];
  const total = counts.reduce((sum, entry) => sum + entry.count, 0);
  const tabs = [{ type: null, count: total }, ...counts];
  const list = results.isPlaceholderData ? [] : (results.data?.pages.flatMap((page) => page.list) ?? []);
  return (
    <>
      {total > 0 && (
        <nav className={styles.tabs} aria-label={t('route.searchResult')} data-testid="search-tabs">
          {tabs.map((tab) => (
            <button
              key={tab.type ?? 'all'}
              type="button"
              className={tab.type === type ? `${styles.tabsTab} ${styles.tabsTabActive}` : styles.tabsTab}
              aria-pressed={tab.type === type}
              disabled={tab.count === 0 && tab.type !== type}
              onClick={() => void navigate(searchResultPath(q, tab.type), { replace: true })}
              data-testid={`search-tab-${tab.type ?? 'all'}`}
            >
              {tab.type ? t(`search.type.${tab.type}`) : t('search.all')}
              <span className={styles.tabsCount}>{tab.count}</span>
            </button>
          ))}
        </nav>
      )}
      {results.isPending || results.isPlaceholderData ? (
        <ResultSkeleton />
      ) : list.length === 0 ? (
        <div data-testid="search-empty">
          <EmptyState>
            {t('search.noResults', { q })}
            <br />
            <span className={styles.searchHint}>{t('search.noResultsHint')}</span>
          </EmptyState>
        </div>
      ) : (
        <>
          <ul className={styles.hits} data-testid="search-hits">
            {list.map((hit) => (
              <HitItem key={`${hit.type}-${hit.id}`} hit={hit} />
            ))}
          </ul>
          {results.hasNextPage && (
            <div className={readingStyles.listFooter}>
              <button type="button" className="yl-button yl-button--small yl-button--outline" disabled={results.isFetchingNextPage} onClick={() => void results.fetchNextPage()}>
                {results.isFetchingNextPage ? t('search.loadingMore') : t('search.loadMore')}
              </button>
            </div>
          )}
        </>
      )}
    </>
  );
}

/** With the network cut: the places on the phone, and a note that only they are searched. */
function OfflineResults({ q }: { q: string }) {
  const { t } = useTranslation();
  const places = useQuery(placeListQuery);
  if (places.isPending) return <ResultSkeleton />;
  const list = searchPlacesOffline(places.data?.list ?? [], q);
  return (
    <>
      <p className={styles.offlineNote} role="status" data-testid="search-offline-note">
        {t('search.offlineNote')}
      </p>
      {list.length === 0 ? (
        <div data-testid="search-empty">
          <EmptyState>{t('search.noResults', { q })}</EmptyState>
        </div>
      ) : (
        <ul className={styles.hits} data-testid="search-hits">
          {list.map((hit) => (
            <HitItem key={hit.id} hit={hit} />
          ))}
        </ul>
      )}
    </>
  );
}

export default function SearchResultPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const online = useOnline();
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const rawType = params.get('type');
  const type = isSearchType(rawType) ? rawType : null;

  const search = (query: string) => {
    rememberSearch(query);
    void navigate(searchResultPath(query), { replace: true });
  };

  return (
    <PageShell>
      <SearchBar key={q} initialValue={q} autoFocus={!q} onSearch={search} />
      {q ? (
        online ? (
          <Results key={q} q={q} type={type} />
        ) : (
          <OfflineResults q={q} />
        )
      ) : (
        <div data-testid="search-no-query">
          <EmptyState>{t('search.noQuery')}</EmptyState>
        </div>
      )}
    </PageShell>
  );
}
