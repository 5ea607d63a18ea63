/**
 * /home/user-center: who is visiting, their punches, photos and opinions (once logged in), the
 * language switch, and the area's information pages.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { Link, useNavigate } from 'react-router';
import { changeLocale, currentLocale, LOCALE_NAMES, SUPPORTED_LOCALES } from '../../platform/i18n/index.ts';
import { configQuery } from '../../entities/area-queries.ts';
import { loginRedirectPath } from '../../platform/route-guard.ts';
import { isLargeText, setLargeText } from '../../platform/root-font-size.ts';
import { isCrowdReportingOn, setCrowdReporting } from '../../platform/crowd-reporting.ts';
import { getToken, removeToken } from '../../platform/storage.ts';
import { ChatIcon, GlobeIcon, HandshakeIcon, InfoIcon, PinIcon, StampIcon, UserIcon } from '../../ui/icons.tsx';
import { LinkRow } from '../../ui/info-row.tsx';
import { CameraIcon } from '../../ui/photo-icons.tsx';
import { TourIcon } from '../../ui/tour-icon.tsx';
import { MyVisit } from './my-visit.tsx';
import { GuestRecovery } from './guest-recovery.tsx';
import { storedRecoveryCode } from '../../entities/recovery-code.ts';
import { OfflineDownloads } from './offline-downloads.tsx';
import { OfflinePackage } from './offline-package.tsx';
import './user-center.messages.ts';
import { confirmDialog } from '../../ui/confirm.ts';
import styles from './user-center.module.css';

function LanguageSwitch() {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <div className={`yl-row ${styles.rowWrap}`}>
      <span className="yl-row__icon">
        <GlobeIcon />
      </span>
      <span className="yl-row__main" id="language-label">
        {t('userCenter.language')}
      </span>
      <div className={styles.segmented} role="radiogroup" aria-labelledby="language-label" data-testid="language-switch">
        {SUPPORTED_LOCALES.map((option) => (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={option === locale}
            className={option === locale ? `${styles.segmentedItem} ${styles.segmentedItemActive}` : styles.segmentedItem}
            onClick={() => void changeLocale(option)}
            data-testid={`language-${option}`}
            lang={option}
          >
            {LOCALE_NAMES[option]}
          </button>
        ))}
      </div>
    </div>
  );
}

// --- visitor UX (issue 14): large-text mode and log-out ---
function LargeTextSwitch() {
  const { t } = useTranslation();
  const [isOn, setOn] = useState(isLargeText);
  const toggle = () => {
    setLargeText(!isOn);
    setOn(!isOn);
  };
  return (
    // The whole row is the switch's label: a tap anywhere on it toggles (a bigger target than the switch).
    <label className="yl-row">
      <span className={`yl-row__icon ${styles.rowIconText}`} aria-hidden="true">
        A
      </span>
      <span className="yl-row__main">
        <span id="large-text-label">{t('userCenter.largeText')}</span>
        <span className={styles.rowHint} id="large-text-hint">
          {t('userCenter.largeTextHint')}
        </span>
      </span>
      <input type="checkbox" role="switch" className="yl-switch" checked={isOn} onChange={toggle} aria-labelledby="large-text-label" aria-describedby="large-text-hint" data-testid="large-text-switch" />
    </label>
  );
}

/** Whether the app reports which place the visitor is in (never where exactly), for the crowd levels. */
function CrowdReportingSwitch() {
  const { t } = useTranslation();
  const [isOn, setOn] = useState(isCrowdReportingOn);
  const toggle = () => {
    setCrowdReporting(!isOn);
    setOn(!isOn);
  };
  return (
    <label className="yl-row">
      <span className="yl-row__icon">
        <PinIcon />
      </span>
      <span className="yl-row__main">
        <span id="crowd-reporting-label">{t('userCenter.crowdReporting')}</span>
        <span className={styles.rowHint} id="crowd-reporting-hint">
          {t('userCenter.crowdReportingHint')}
        </span>
      </span>
      <input type="checkbox" role="switch" className="yl-switch" checked={isOn} onChange={toggle} aria-labelledby="crowd-reporting-label" aria-describedby="crowd-reporting-hint" data-testid="crowd-reporting-switch" />
    </label>
  );
}

/** Forgets this phone's token and everything loaded for the visitor; the page shows the logged-out state. */
function LogoutButton({ onLoggedOut }: { onLoggedOut: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = async () => {
    // The app's own dialog: the browser's confirm box is titled with the site's address in WeChat.
    const isSure = await confirmDialog({ title: t('userCenter.logoutTitle'), content: t('userCenter.logoutConfirm'), confirmText: t('userCenter.logout'), cancelText: t('userCenter.logoutCancel') });
    if (!isSure) return;
    removeToken();
    // Only the visitor's own records; the area's data stays cached for the visit.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'bootstrap' });
    onLoggedOut();
    void navigate('/home/user-center', { replace: true });
  };
  return (
    <button type="button" className={styles.userCenterLogout} onClick={() => void logout()} data-testid="user-center-logout">
      {t('userCenter.logout')}
    </button>
  );
}
// --- end visitor UX block ---

export default function UserCenterPage() {
  const { t } = useTranslation();
  const { data: config } = useQuery(configQuery);
  // Bumped by log-out so the page reads the (now absent) token again.
  const [, setSession] = useState(0);
  const token = getToken();
  const loggedIn = token !== null;
  // This phone's guest's code (a WeChat visitor who never came in as a guest has none).
  const recoveryCode = storedRecoveryCode();
  const areaTitle = config?.title.text;

  return (
    <div>
      <header className={styles.profile}>
        <span className={styles.profileAvatar} aria-hidden="true">
          <UserIcon />
        </span>
        <div className={styles.profileMain}>
          <h1 className={styles.profileName} data-testid="profile-name">{t('userCenter.guest')}</h1>
          <p className={styles.profileNote}>{loggedIn ? t('userCenter.loggedIn') : t('userCenter.notLoggedIn')}</p>
        </div>
        {!loggedIn && (
          <Link className={styles.profileLogin} to={loginRedirectPath('/home/user-center')} data-testid="user-center-login">
            {t('userCenter.login')}
          </Link>
        )}
      </header>
      <main className={styles.userCenterBody}>
        {areaTitle && <p className={styles.userCenterGreeting}>{t('userCenter.greeting', { title: areaTitle })}</p>}
        {token ? (
          <>
            <MyVisit token={token} />
            {recoveryCode && <GuestRecovery code={recoveryCode} />}
          </>
        ) : (
          <LinkRow className={`yl-card ${styles.visitLogin}`} to={loginRedirectPath('/home/user-center')} icon={<StampIcon />} label={t('userCenter.mineLogin')} testId="user-center-mine-login" />
        )}
        <h2 className="yl-section__title">{t('userCenter.settings')}</h2>
        <section className="yl-card">
          <LanguageSwitch />
          <LargeTextSwitch />
          <CrowdReportingSwitch />
        </section>
        <OfflinePackage />
        <OfflineDownloads />
        <h2 className="yl-section__title">{t('userCenter.more')}</h2>
        <nav className="yl-card">
          {!loggedIn && (
            <LinkRow to="/opinion" icon={<ChatIcon />} label={t('userCenter.opinions')} testId="link-opinion" />
          )}
          {/* Help-shoot starts at a photo spot's pose: the studio's spots are where the visitor picks one. */}
          <LinkRow to="/tours" icon={<TourIcon />} label={t('userCenter.tours')} testId="link-tours" />
          <LinkRow to="/boost/photos" icon={<CameraIcon />} label={t('userCenter.helpShoot')} testId="link-help-shoot" />
          <LinkRow to="/about-us" icon={<InfoIcon />} label={t('userCenter.about')} testId="link-about-us" />
          <LinkRow to="/business" icon={<HandshakeIcon />} label={t('userCenter.business')} testId="link-business" />
        </nav>
        {loggedIn && <LogoutButton onLoggedOut={() => setSession((n) => n + 1)} />}
      </main>
    </div>
  );
}
