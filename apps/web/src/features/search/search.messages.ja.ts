/** Japanese texts of search.messages.ts (key for key the Chinese there); loaded with the Japanese pack (src/locales/ja.ts). */
import type { MessagesOf } from '../../platform/i18n/messages-of.ts';
import type { searchZhCN } from './search.messages.ts';

export const searchJa: MessagesOf<typeof searchZhCN> = {
  placeholder: '見どころ・お知らせ・記事',
  submit: '検索',
  clear: 'クリア',
  hotWords: '人気の検索',
  history: '検索履歴',
  clearHistory: 'すべて削除',
  historyCleared: '検索履歴を削除しました',
  pinyinHint: 'ピンイン（中国語のローマ字表記）や頭文字でも検索できます。例：「fxg」で佛香阁',
  emptyQuery: '検索するキーワードを入力してください',
  all: 'すべて',
  type: {
    place: '見どころ',
    notice: 'お知らせ',
    article: '記事',
  },
  noResults: '「{{q}}」に一致する結果は見つかりませんでした',
  noQuery: '見どころ・お知らせ・記事の名前を入力して検索',
  noResultsHint: '別のキーワードか、ピンインの頭文字でお試しください',
  failed: '検索できませんでした。しばらくしてからお試しください',
  tooLong: 'キーワードが長すぎます（{{max}}文字まで）',
  loadMore: 'もっと見る',
  loadingMore: '読み込み中…',
  offlineNote: 'オフラインのため、端末に保存済みの見どころだけを検索しています',
};
