/** /search/index: the search box, the area's hot words and this phone's recent searches. */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { useNavigate } from 'react-router';
import { PageShell } from '../../ui/page-shell.tsx';
import { showToast } from '../../ui/toast.ts';
import { SearchBar } from './search-bar.tsx';
import { clearSearchHistory, readSearchHistory, rememberSearch } from './search-history.ts';
import { searchResultPath } from './search-paths.ts';
import { searchWordQuery } from './search-queries.ts';
import './search.messages.ts';
import styles from './search.module.css';

export default function SearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const words = useQuery(searchWordQuery);
  const [history, setHistory] = useState(readSearchHistory);

  const search = (query: string) => {
    setHistory(rememberSearch(query));
    void navigate(searchResultPath(query));
  };

  const clearHistory = () => {
    clearSearchHistory();
    setHistory([]);
    showToast(t('search.historyCleared'));
  };

  const hotWords = words.data?.list ?? [];
  return (
    <PageShell>
      <SearchBar autoFocus onSearch={search} />
      <p className={styles.searchHint}>{t('search.pinyinHint')}</p>

      {hotWords.length > 0 && (
        <section className={styles.searchSection} data-testid="search-hot-words">
          <h2 className={styles.searchSectionTitle}>{t('search.hotWords')}</h2>
          <div className={styles.searchChips}>
            {hotWords.map(({ word }, index) => {
              // The word shown is the word searched, in the language it is in (the main one standing in).
              const shown = word.text;
              return (
                <button
                  key={shown}
                  type="button"
                  className={index < 3 ? `${styles.searchChip} ${styles.searchChipHot}` : styles.searchChip}
                  data-testid="search-chip"
                  lang={word.lang}
                  onClick={() => search(shown)}
                >
                  {shown}
                </button>
              );
            })}
          </div>
        </section>
      )}

      {history.length > 0 && (
        <section className={styles.searchSection} data-testid="search-history">
          <div className={styles.searchSectionHead}>
            <h2 className={styles.searchSectionTitle}>{t('search.history')}</h2>
            <button type="button" className={styles.searchSectionAction} onClick={clearHistory} data-testid="search-history-clear">
              {t('search.clearHistory')}
            </button>
          </div>
          <div className={styles.searchChips}>
            {history.map((entry) => (
              <button key={entry} type="button" className={styles.searchChip} onClick={() => search(entry)} data-testid="search-chip">
                {entry}
              </button>
            ))}
          </div>
        </section>
      )}
    </PageShell>
  );
}
