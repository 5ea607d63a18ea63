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
import './search.css';
import './search.messages.ts';

export default function SearchPage() {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en';
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
    void showToast(t('search.historyCleared'));
  };

  const hotWords = words.data?.list ?? [];
  return (
    <PageShell>
      <SearchBar autoFocus onSearch={search} />
      <p className="yl-search-hint">{t('search.pinyinHint')}</p>

      {hotWords.length > 0 && (
        <section className="yl-search-section" data-testid="search-hot-words">
          <h2 className="yl-search-section__title">{t('search.hotWords')}</h2>
          <div className="yl-search-chips">
            {hotWords.map(({ word, wordEn }, index) => {
              // The word shown is the word searched; a Chinese one standing in is marked as Chinese.
              const shown = (english && wordEn) || word;
              return (
                <button
                  key={word}
                  type="button"
                  className={index < 3 ? 'yl-search-chip yl-search-chip--hot' : 'yl-search-chip'}
                  lang={english && !wordEn ? 'zh-CN' : undefined}
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
        <section className="yl-search-section" data-testid="search-history">
          <div className="yl-search-section__head">
            <h2 className="yl-search-section__title">{t('search.history')}</h2>
            <button type="button" className="yl-search-section__action" onClick={clearHistory} data-testid="search-history-clear">
              {t('search.clearHistory')}
            </button>
          </div>
          <div className="yl-search-chips">
            {history.map((entry) => (
              <button key={entry} type="button" className="yl-search-chip" onClick={() => search(entry)}>
                {entry}
              </button>
            ))}
          </div>
        </section>
      )}
    </PageShell>
  );
}
