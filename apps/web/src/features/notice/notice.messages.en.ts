/** English texts of notice.messages.ts (key for key the Chinese there); loaded with the English pack (src/locales/en.ts). */
import type { MessagesOf } from '../../platform/i18n/messages-of.ts';
import type { noticeZhCN } from './notice.messages.ts';

export const noticeEn: MessagesOf<typeof noticeZhCN> = {
  pinned: 'Pinned',
  empty: 'No notices yet',
  loadMore: 'Load more',
  loadingMore: 'Loading…',
  allLoaded: 'That is all',
  notFound: 'This notice does not exist or was withdrawn',
  views: 'Views: {{count}}',
};
