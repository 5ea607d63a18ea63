/** /business: the area's business-cooperation introduction and contact (config.business). */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { configQuery } from '../../entities/area-queries.ts';
import { LocalizedText } from '../../ui/fallback-tag.tsx';
import { MailIcon, PhoneIcon, UserIcon } from '../../ui/icons.tsx';
import { mailtoHref, telHref } from '../../ui/links.ts';
import { InfoRow } from '../../ui/info-row.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states.tsx';
import './business.messages.ts';
import styles from './business.module.css';

export default function BusinessPage() {
  const { t } = useTranslation();
  const config = useQuery(configQuery);

  let content: ReactNode;
  if (config.isPending) content = <LoadingState />;
  else if (config.isError) content = <ErrorState message={t('common.loadFailed')} onRetry={() => void config.refetch()} />;
  else {
    const { intro, contactName, contactPhone, email } = config.data.business;
    const hasContact = Boolean(contactName.text || contactPhone || email);
    content =
      !intro.text.trim() && !hasContact ? (
        <EmptyState>{t('business.empty')}</EmptyState>
      ) : (
        <>
          {intro.text.trim() && (
            <section className={`yl-card ${styles.businessIntro}`}>
              <h2 className={styles.businessHeading}>{t('business.intro')}</h2>
              <p className={styles.businessText} data-testid="business-intro">
                <LocalizedText text={intro} />
              </p>
            </section>
          )}
          {hasContact && (
            <>
              <h2 className="yl-section__title">{t('business.contact')}</h2>
              <section className="yl-card">
                {contactName.text && (
                  <InfoRow icon={<UserIcon />} label={t('business.contactName')}>
                    <LocalizedText text={contactName} />
                  </InfoRow>
                )}
                {contactPhone && (
                  <InfoRow icon={<PhoneIcon />} label={t('business.contactPhone')}>
                    <a href={telHref(contactPhone)} data-testid="business-phone">
                      {contactPhone}
                    </a>
                  </InfoRow>
                )}
                {email && (
                  <InfoRow icon={<MailIcon />} label={t('business.email')}>
                    <a href={mailtoHref(email)} data-testid="business-email">
                      {email}
                    </a>
                  </InfoRow>
                )}
              </section>
            </>
          )}
        </>
      );
  }
  return <PageShell>{content}</PageShell>;
}
