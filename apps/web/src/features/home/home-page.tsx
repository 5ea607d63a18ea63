/** /home: frames the map and the user centre with the bottom tab bar. */
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { NavLink, Outlet } from 'react-router';
import { MapIcon, UserIcon } from '../../ui/icons.tsx';
import { useScreenHandle } from '../../ui/route-handle.ts';
import styles from './home.module.css';

/** The tab screens; deeper screens (notices, navigation) cover the tab bar. */
const TABS = [
  { path: '/home/draw-map', labelKey: 'tabBar.map', testId: 'tab-map', Icon: MapIcon },
  { path: '/home/user-center', labelKey: 'tabBar.mine', testId: 'tab-mine', Icon: UserIcon },
] as const;

export default function HomePage() {
  const { t } = useTranslation();
  const screen = useScreenHandle();
  const onTab = TABS.some((tab) => tab.path === screen?.fullPath);
  return (
    <div className={onTab ? styles.homeTabs : undefined}>
      <Outlet />
      {onTab && (
        <nav className={styles.tabBar} aria-label={t('tabBar.label')} data-testid="tab-bar">
          {TABS.map(({ path, labelKey, testId, Icon }) => (
            <NavLink key={path} to={path} replace className={({ isActive }) => (isActive ? `${styles.tab} ${styles.tabActive}` : styles.tab)} data-testid={testId}>
              <Icon className={styles.tabIcon} />
              <span>{t(labelKey)}</span>
            </NavLink>
          ))}
        </nav>
      )}
    </div>
  );
}
