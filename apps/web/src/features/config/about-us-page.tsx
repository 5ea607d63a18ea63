/** /about-us: the operator's introduction (HTML sanitized by the server) and how to reach the area. */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { configQuery } from '../../entities/area-queries.ts';
import { LocalizedHtml, LocalizedText } from '../../ui/fallback-tag.tsx';
import { ClockIcon, PhoneIcon, PinIcon } from '../../ui/icons.tsx';
import { telHref } from '../../ui/links.ts';
import { InfoRow } from '../../ui/info-row.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states.tsx';
import './about-us.messages.ts';
import readingStyles from '../../ui/reading.module.css';

export default function AboutUsPage() {
  const { t } = useTranslation();
  const config = useQuery(configQuery);

  let content: ReactNode;
  if (config.isPending) content = <LoadingState />;
  else if (config.isError) content = <ErrorState message={t('common.loadFailed')} onRetry={() => void config.refetch()} />;
  else {
    const { aboutUsHtml, address, openingHours, servicePhone } = config.data;
    const hasInfo = Boolean(address.text || openingHours.text || servicePhone);
    content =
      !aboutUsHtml.text.trim() && !hasInfo ? (
        <EmptyState>{t('aboutUs.empty')}</EmptyState>
      ) : (
        <>
          {aboutUsHtml.text.trim() && (
            // Sanitized by the server when the operator saved it (contract: ScenicConfig.aboutUsHtml).
            <article className={`yl-card ${readingStyles.reading}`}>
              <LocalizedHtml html={aboutUsHtml} className={readingStyles.richText} testId="about-us-content" />
            </article>
          )}
          {hasInfo && (
            <section className="yl-card">
              {address.text && (
                <InfoRow icon={<PinIcon />} label={t('aboutUs.address')}>
                  <LocalizedText text={address} />
                </InfoRow>
              )}
              {openingHours.text && (
                <InfoRow icon={<ClockIcon />} label={t('aboutUs.openingHours')}>
                  <LocalizedText text={openingHours} />
                </InfoRow>
              )}
              {servicePhone && (
                <InfoRow icon={<PhoneIcon />} label={t('aboutUs.servicePhone')}>
                  <a href={telHref(servicePhone)} data-testid="about-us-phone">
                    {servicePhone}
                  </a>
                </InfoRow>
              )}
            </section>
          )}
        </>
      );
  }
  return <PageShell>{content}</PageShell>;
}
