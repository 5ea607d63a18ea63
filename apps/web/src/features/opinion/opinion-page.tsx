/**
 * /opinion: the visitor tells the area what they think — a category, their words, up to nine
 * pictures and, if they like, a way to reach them — and reads the area's replies under "My
 * feedback". Anyone can start writing; sending needs a login, so a visitor without a token is
 * sent to log in and finds their words again on return (pictures are uploaded only once logged in).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { useSearchParams } from 'react-router';
import { getToken } from '../../platform/storage.ts';
import { PageShell } from '../../ui/page-shell.tsx';
import { MyOpinions } from './my-opinions.tsx';
import { OpinionForm, Sent } from './opinion-form-view.tsx';
import { OPINION_QUERY_ROOT } from './opinion-queries.ts';
import './opinion.messages.ts';
import styles from './opinion.module.css';

/** `?tab=mine` opens "My feedback", so a link (the user centre's) or a login return lands there. */
const TAB_PARAM = 'tab';
const MINE = 'mine';

export default function OpinionPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const [sent, setSent] = useState(false);
  const token = getToken();
  const mine = search.get(TAB_PARAM) === MINE;

  const showTab = (tab: 'write' | 'mine') => {
    setSent(false);
    setSearch(tab === MINE ? { [TAB_PARAM]: MINE } : {}, { replace: true });
    window.scrollTo(0, 0);
  };

  const onSent = () => {
    void queryClient.invalidateQueries({ queryKey: OPINION_QUERY_ROOT });
    setSent(true);
    window.scrollTo(0, 0);
  };

  return (
    <PageShell>
      <div className={styles.opinionTabs} role="tablist">
        {(['write', MINE] as const).map((tab) => {
          const active = tab === MINE ? mine : !mine;
          return (
            <button
              key={tab}
              type="button"
              role="tab"
              aria-selected={active}
              className={active ? `${styles.opinionTabsTab} ${styles.opinionTabsTabActive}` : styles.opinionTabsTab}
              onClick={() => showTab(tab)}
              data-testid={`opinion-tab-${tab}`}
            >
              {t(tab === MINE ? 'opinion.tabMine' : 'opinion.tabWrite')}
            </button>
          );
        })}
      </div>
      {mine ? (
        <MyOpinions token={token} onWrite={() => showTab('write')} />
      ) : sent ? (
        <Sent onViewMine={() => showTab(MINE)} onWriteAnother={() => setSent(false)} />
      ) : (
        <OpinionForm token={token} onSent={onSent} />
      )}
    </PageShell>
  );
}
