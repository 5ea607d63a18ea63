/**
 * The home screen's ways into the rest of the app, as scenic-area apps have them: a search bar, the
 * latest pinned notice, and one entry per feature. An entry whose route the area switched off is
 * not shown (the guard would only turn the tap into the "not available" screen).
 */
import type { NoticeSummary, RouteData, apiRoutes } from '@youlan/contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, memo, Suspense, useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import type { MessageKey } from '../../platform/i18n/index.ts';
import { newestNoticeQuery, permissionQuery } from '../../entities/area-queries.ts';
import { LocalizedText } from '../../ui/fallback-tag.tsx';
import { appRouteOfPattern, closedPaths, isRouteClosed } from '../../platform/route-guard.ts';
import './home-shortcuts.messages.ts';
import { Icon, PhotoIcon, StampIcon, type IconProps } from '../../ui/icons.tsx';
import { TourIcon } from '../../ui/tour-icon.tsx';
import styles from './home-shortcuts.module.css';

/* The entries' own icons live here, in this lazy chunk, not in the first screen's icon set. */
const SearchIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4.5 4.5" />
  </Icon>
);
const BellIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 1.5h-15L6 16.5z" />
    <path d="M10 20.5a2 2 0 0 0 4 0" />
  </Icon>
);
const ArticleIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="5" y="3.5" width="14" height="17" rx="2" />
    <path d="M8.5 8h7M8.5 11.5h7M8.5 15h4" />
  </Icon>
);
const SurveyIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="4.5" y="4" width="15" height="16.5" rx="2" />
    <path d="M8 9l1.5 1.5L12 8M8 15l1.5 1.5L12 14M14 9.5h3M14 15.5h3" />
  </Icon>
);
const PanoramaIcon = (props: IconProps) => (
  <Icon {...props}>
    <ellipse cx="12" cy="12" rx="8.5" ry="8.5" />
    <ellipse cx="12" cy="12" rx="3.5" ry="8.5" />
    <path d="M3.5 12h17" />
  </Icon>
);

interface Shortcut {
  to: string;
  labelKey: MessageKey;
  Icon: ComponentType<IconProps>;
  testId: string;
}

/** In the order a visitor reaches for them: collect stamps and take photos first. */
const SHORTCUTS: readonly Shortcut[] = [
  { to: '/punch/punch', labelKey: 'homeEntries.punch', Icon: StampIcon, testId: 'entry-punch' },
  { to: '/boost', labelKey: 'homeEntries.boost', Icon: PhotoIcon, testId: 'entry-boost' },
  { to: '/tours', labelKey: 'homeEntries.tours', Icon: TourIcon, testId: 'entry-tours' },
  { to: '/panorama', labelKey: 'homeEntries.panorama', Icon: PanoramaIcon, testId: 'entry-panorama' },
  { to: '/article', labelKey: 'homeEntries.article', Icon: ArticleIcon, testId: 'entry-article' },
  { to: '/answer', labelKey: 'homeEntries.survey', Icon: SurveyIcon, testId: 'entry-survey' },
  { to: '/home/draw-map/notice/index', labelKey: 'homeEntries.notice', Icon: BellIcon, testId: 'entry-notice' },
];

/** The newest notice, when it is pinned: pinned notices come first in the list. */
const pinnedNoticeQuery = { ...newestNoticeQuery, select: (page: RouteData<typeof apiRoutes.listNotices>): NoticeSummary | null => (page.list[0]?.isPinned ? page.list[0] : null) };

function useOpenShortcuts(): readonly Shortcut[] {
  const { data: permissions } = useQuery({ ...permissionQuery, enabled: false });
  const closed = closedPaths(permissions ?? []);
  return SHORTCUTS.filter((shortcut) => {
    // A shortcut's path is its route's own pattern: looked up, not matched (React Router's
    // matching flattens and compiles the whole table per call: 30 ms for the seven on a first
    // screen, unthrottled).
    const route = appRouteOfPattern(shortcut.to);
    return route !== undefined && !isRouteClosed(route, closed);
  });
}

function SearchEntry() {
  const { t } = useTranslation();
  return (
    <Link to="/search/index" className={styles.homeSearch} data-testid="home-search">
      <SearchIcon className={styles.homeSearchIcon} />
      <span>{t('homeEntries.searchPlaceholder')}</span>
    </Link>
  );
}

function NoticeTicker() {
  const { t } = useTranslation();
  const { data: notice } = useQuery(pinnedNoticeQuery);
  if (!notice) return null;
  return (
    <Link to={`/home/draw-map/notice/info/${notice.id}`} className={styles.homeTicker} data-testid="notice-ticker" data-foldable>
      <span className={styles.homeTickerTag}>{t('homeEntries.noticeTag')}</span>
      <span className={styles.homeTickerTitle}>
        <LocalizedText text={notice.title} />
      </span>
    </Link>
  );
}

const StopKeypad = lazy(() => import('./stop-keypad.tsx'));

const KeypadIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="5" y="3.5" width="14" height="17" rx="2" />
    <path d="M8.5 8h1M11.5 8h1M14.5 8h1M8.5 11.5h1M11.5 11.5h1M14.5 11.5h1M8.5 15h1M11.5 15h1M14.5 15h1" />
  </Icon>
);

/** Where GPS fails, the number on a place's sign opens it (stop-keypad.tsx, loaded when tapped). */
function KeypadEntry() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.homeEntry} onClick={() => setOpen(true)} data-testid="entry-keypad">
        <KeypadIcon className={styles.homeEntryIcon} />
        <span className={styles.homeEntryLabel}>{t('homeEntries.keypad')}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <StopKeypad onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

function FeatureEntries() {
  const { t } = useTranslation();
  const shortcuts = useOpenShortcuts();
  return (
    <nav className={styles.homeEntries} aria-label={t('homeEntries.label')} data-testid="home-entries" data-foldable>
      {shortcuts.map(({ to, labelKey, Icon, testId }) => (
        <Link key={to} to={to} className={styles.homeEntry} data-testid={testId}>
          <Icon className={styles.homeEntryIcon} />
          <span className={styles.homeEntryLabel}>{t(labelKey)}</span>
        </Link>
      ))}
      <KeypadEntry />
    </nav>
  );
}

/**
 * A lazy chunk of its own: the first screen's budget pays for the map, these follow a moment later.
 * Memoized: the map screen renders again as its data settles, and these read their own.
 */
export default memo(function HomeShortcuts() {
  return (
    <>
      <SearchEntry />
      <NoticeTicker />
      <FeatureEntries />
    </>
  );
});
