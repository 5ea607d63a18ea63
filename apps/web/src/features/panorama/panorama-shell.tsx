/**
 * The frame of the panorama screens: the nav bar, and tabs to VR video, VR photo (the tour) and
 * VR materials, so every screen is a tap away from the others. Loading and failure of the area's
 * catalogue are handled here once.
 */
import type { PanoramaCatalogue } from '@youlan/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { PageShell } from '../../ui/page-shell.tsx';
import { ErrorState, LoadingState } from '../../ui/states.tsx';
import { PANORAMA_PATHS, panoramaQuery } from './panorama-queries.ts';
import './panorama.messages.ts';
import { errorText } from '../../ui/error-text.ts';
import styles from './panorama.module.css';

const TABS = [
  { to: PANORAMA_PATHS.video(), key: 'video' },
  { to: PANORAMA_PATHS.tour(), key: 'tour' },
  { to: PANORAMA_PATHS.materials, key: 'materials' },
] as const;

export function PanoramaTabs() {
  const { t } = useTranslation();
  return (
    <nav className={styles.panoTabs} aria-label={t('route.panorama')}>
      {TABS.map((tab) => (
        <NavLink key={tab.key} to={tab.to} replace className={({ isActive }) => `${styles.panoTabsTab}${isActive ? ' is-active' : ''}`} data-testid={`pano-tab-${tab.key}`}>
          {t(`panorama.tabs.${tab.key}`)}
        </NavLink>
      ))}
    </nav>
  );
}

interface PanoramaShellProps {
  /** The tabs show on the three list screens, not on one material full screen. */
  withTabs?: boolean;
  title?: string;
  children: (catalogue: PanoramaCatalogue) => ReactNode;
}

export function PanoramaShell({ withTabs = true, title, children }: PanoramaShellProps) {
  const catalogue = useQuery(panoramaQuery);
  return (
    <PageShell {...(title ? { title } : {})}>
      <div className={styles.pano}>
        {withTabs && <PanoramaTabs />}
        {catalogue.isPending ? <LoadingState /> : catalogue.isError ? <ErrorState message={errorText(catalogue.error)} onRetry={() => void catalogue.refetch()} /> : children(catalogue.data)}
      </div>
    </PageShell>
  );
}
