/**
 * /home/user-center: who is visiting, their punches, photos and opinions (once logged in), the
 * language switch, and the area's information pages.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { Link } from 'react-router';
import { changeLocale, currentLocale, SUPPORTED_LOCALES } from '../../platform/i18n/index.ts';
import { configQuery } from '../../platform/queries.ts';
import { loginRedirectPath } from '../../platform/route-guard.ts';
import { getToken } from '../../platform/storage.ts';
import { ChatIcon, GlobeIcon, HandshakeIcon, InfoIcon, StampIcon, UserIcon } from '../../ui/icons.tsx';
import { LinkRow } from '../../ui/info-row.tsx';
import { MyVisit } from './my-visit.tsx';
import './user-center.css';
import './user-center.messages.ts';

function LanguageSwitch() {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <div className="yl-row">
      <span className="yl-row__icon">
        <GlobeIcon />
      </span>
      <span className="yl-row__main" id="language-label">
        {t('userCenter.language')}
      </span>
      <div className="yl-segmented" role="radiogroup" aria-labelledby="language-label" data-testid="language-switch">
        {SUPPORTED_LOCALES.map((option) => (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={option === locale}
            className={option === locale ? 'yl-segmented__item yl-segmented__item--active' : 'yl-segmented__item'}
            onClick={() => void changeLocale(option)}
            data-testid={`language-${option}`}
          >
            {t(`language.${option}`)}
          </button>
        ))}
      </div>
    </div>
  );
}

export default function UserCenterPage() {
  const { t, i18n } = useTranslation();
  const { data: config } = useQuery(configQuery);
  const token = getToken();
  const loggedIn = token !== null;
  const areaTitle = (i18n.language === 'en' && config?.titleEn) || config?.title;

  return (
    <div className="yl-user-center">
      <header className="yl-profile">
        <span className="yl-profile__avatar" aria-hidden="true">
          <UserIcon />
        </span>
        <div className="yl-profile__main">
          <h1 className="yl-profile__name">{t('userCenter.guest')}</h1>
          <p className="yl-profile__note">{loggedIn ? t('userCenter.loggedIn') : t('userCenter.notLoggedIn')}</p>
        </div>
        {!loggedIn && (
          <Link className="yl-profile__login" to={loginRedirectPath('/home/user-center')} data-testid="user-center-login">
            {t('userCenter.login')}
          </Link>
        )}
      </header>
      <div className="yl-user-center__body">
        {areaTitle && <p className="yl-user-center__greeting">{t('userCenter.greeting', { title: areaTitle })}</p>}
        {token ? (
          <MyVisit token={token} />
        ) : (
          <LinkRow className="yl-card yl-visit-login" to={loginRedirectPath('/home/user-center')} icon={<StampIcon />} label={t('userCenter.mineLogin')} testId="user-center-mine-login" />
        )}
        <h2 className="yl-section__title">{t('userCenter.settings')}</h2>
        <section className="yl-card">
          <LanguageSwitch />
        </section>
        <h2 className="yl-section__title">{t('userCenter.more')}</h2>
        <nav className="yl-card">
          {!loggedIn && (
            <LinkRow to="/opinion" icon={<ChatIcon />} label={t('userCenter.opinions')} testId="link-opinion" />
          )}
          <LinkRow to="/about-us" icon={<InfoIcon />} label={t('userCenter.about')} testId="link-about-us" />
          <LinkRow to="/business" icon={<HandshakeIcon />} label={t('userCenter.business')} testId="link-business" />
        </nav>
      </div>
    </div>
  );
}
