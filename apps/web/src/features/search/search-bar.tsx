/** The search box of both search screens: a form, so the phone keyboard's search key submits it. */
import { SEARCH_QUERY_MAX_LENGTH } from '@youlan/contract/runtime';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../platform/i18n/use-translation.ts';
import { showToast } from '../../ui/toast.ts';
import styles from './search.module.css';

interface SearchBarProps {
  initialValue?: string;
  autoFocus?: boolean;
  onSearch: (query: string) => void;
}

export function SearchBar({ initialValue = '', autoFocus = false, onSearch }: SearchBarProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initialValue);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = value.trim();
    if (!query) {
      showToast(t('search.emptyQuery'));
      return;
    }
    onSearch(query);
  };

  return (
    <form className={styles.searchBar} role="search" action="" onSubmit={submit}>
      <label className={styles.searchBarField}>
        <svg className={styles.searchBarIcon} viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          type="search"
          enterKeyHint="search"
          className={styles.searchBarInput}
          value={value}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          placeholder={t('search.placeholder')}
          aria-label={t('search.placeholder')}
          // The index screen exists to type a query; the keyboard opening at once saves a tap.
          autoFocus={autoFocus}
          onChange={(event) => setValue(event.target.value)}
          data-testid="search-input"
        />
        {value && (
          <button type="button" className={styles.searchBarClear} aria-label={t('search.clear')} onClick={() => setValue('')} data-testid="search-clear">
            ×
          </button>
        )}
      </label>
      <button type="submit" className={styles.searchBarSubmit} data-testid="search-submit">
        {t('search.submit')}
      </button>
    </form>
  );
}
