/** English texts of article.messages.ts (key for key the Chinese there); loaded with the English pack (src/locales/en.ts). */
import type { MessagesOf } from '../../platform/i18n/messages-of.ts';
import type { articleZhCN } from './article.messages.ts';

export const articleEn: MessagesOf<typeof articleZhCN> = {
  empty: 'No articles yet',
  notFound: 'This article does not exist or was withdrawn',
  views: 'Reads: {{count}}',
  listTitle: 'Articles',
  loadMore: 'Load more',
  loadingMore: 'Loading…',
};
