/** Japanese texts of article.messages.ts (key for key the Chinese there); loaded with the Japanese pack (src/locales/ja.ts). */
import type { MessagesOf } from '../../platform/i18n/messages-of.ts';
import type { articleZhCN } from './article.messages.ts';

export const articleJa: MessagesOf<typeof articleZhCN> = {
  empty: '記事はまだありません',
  notFound: 'この記事は存在しないか、公開が終了しました',
  views: '{{count}}回閲覧',
  listTitle: '記事一覧',
  loadMore: 'もっと見る',
  loadingMore: '読み込み中…',
};
