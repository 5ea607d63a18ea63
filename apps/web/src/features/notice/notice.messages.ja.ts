/** Japanese texts of notice.messages.ts (key for key the Chinese there); loaded with the Japanese pack (src/locales/ja.ts). */
import type { MessagesOf } from '../../platform/i18n/messages-of.ts';
import type { noticeZhCN } from './notice.messages.ts';

export const noticeJa: MessagesOf<typeof noticeZhCN> = {
  pinned: '重要',
  empty: 'お知らせはまだありません',
  loadMore: 'もっと見る',
  loadingMore: '読み込み中…',
  allLoaded: 'すべて表示しました',
  notFound: 'このお知らせは存在しないか、掲載が終了しました',
  views: '{{count}}回閲覧',
};
