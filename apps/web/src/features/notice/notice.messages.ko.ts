/** Korean texts of notice.messages.ts (key for key the Chinese there); loaded with the Korean pack (src/locales/ko.ts). */
import type { MessagesOf } from '../../platform/i18n/messages-of.ts';
import type { noticeZhCN } from './notice.messages.ts';

export const noticeKo: MessagesOf<typeof noticeZhCN> = {
  pinned: '고정',
  empty: '아직 공지사항이 없습니다',
  loadMore: '더 보기',
  loadingMore: '불러오는 중…',
  allLoaded: '모두 불러왔습니다',
  notFound: '존재하지 않거나 게시가 중단된 공지입니다',
  views: '조회 {{count}}회',
};
