/** English texts of search.messages.ts (key for key the Chinese there); loaded with the English pack (src/locales/en.ts). */
import type { MessagesOf } from '../../platform/i18n/messages-of.ts';
import type { searchZhCN } from './search.messages.ts';

export const searchEn: MessagesOf<typeof searchZhCN> = {
  placeholder: 'Search places, notices, articles',
  submit: 'Search',
  clear: 'Clear',
  hotWords: 'Popular searches',
  history: 'Recent searches',
  clearHistory: 'Clear',
  historyCleared: 'Search history cleared',
  pinyinHint: 'Pinyin and initials work too: “fxg” finds 佛香阁',
  emptyQuery: 'Type something to search for',
  all: 'All',
  type: {
    place: 'Places',
    notice: 'Notices',
    article: 'Articles',
  },
  noResults: 'Nothing found for “{{q}}”',
  noQuery: 'Type the name of a place, notice or article to search',
  noResultsHint: 'Try other words, or pinyin initials',
  failed: 'Search failed, please try again',
  tooLong: 'That is too long to search for: at most {{max}} characters',
  loadMore: 'Load more',
  loadingMore: 'Loading…',
  offlineNote: 'You are offline: only the places on this phone are searched',
};
