/** Korean texts of article.messages.ts (key for key the Chinese there); loaded with the Korean pack (src/locales/ko.ts). */
import type { MessagesOf } from '../../platform/i18n/messages-of.ts';
import type { articleZhCN } from './article.messages.ts';

export const articleKo: MessagesOf<typeof articleZhCN> = {
  empty: '아직 아티클이 없습니다',
  notFound: '존재하지 않거나 게시가 중단된 아티클입니다',
  views: '조회 {{count}}회',
  listTitle: '관광지 아티클',
  loadMore: '더 보기',
  loadingMore: '불러오는 중…',
};
