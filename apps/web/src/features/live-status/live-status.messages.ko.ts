/** Korean texts of live-status.messages.ts (key for key the Chinese there); loaded with the Korean pack (src/locales/ko.ts). */
import type { MessagesOf } from '../../platform/i18n/messages-of.ts';
import type { liveStatusZhCN } from './live-status.messages.ts';

export const liveStatusKo: MessagesOf<typeof liveStatusZhCN> = {
  title: '실시간 현황',
  states: { open: '운영 중', closed: '운영 종료', closingSoon: '곧 종료' },
  wait: '대기 약 {{count}}분',
  queue: '{{count}}명 대기',
  spaces: '빈자리 {{count}}대',
  full: '만차',
  next: '다음 편 {{time}}',
  later: '이후 {{times}}',
  updatedNow: '방금 업데이트',
  updated: '{{count}}분 전 업데이트',
  stale: '오래된 정보일 수 있음',
  badge: { closed: '종료', closingSoon: '곧 종료', wait: '{{count}}분', queue: '{{count}}명 대기', spaces: '빈자리 {{count}}', full: '만차', open: '운영' },
  crowd: {
    title: '혼잡도',
    levels: { quiet: '한산', calm: '쾌적', busy: '다소 혼잡', crowded: '혼잡' },
    official: '게이트 집계',
    quieter: '근처의 한산한 같은 종류 장소:',
  },
};
