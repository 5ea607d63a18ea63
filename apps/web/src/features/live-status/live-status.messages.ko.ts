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
  nearest: {
    label: '가까운 이용 가능',
    kinds: { toilet: '화장실', exit: '출구', firstAid: '응급', food: '식당', carPark: '주차장' },
    things: { toilet: '화장실', exit: '출구', firstAid: '응급 처치소', food: '식당', carPark: '주차장' },
    title: '가장 가까운 이용 가능한 {{thing}}',
    walk: '도보 약 {{count}}분 · {{distance}}',
    straight: '직선 거리입니다. 연결된 산책로가 없어 실제로는 더 멀 수 있습니다',
    unconfirmed: '운영 여부 미확인',
    none: '지금 이용 가능한 {{thing}}이(가) 없습니다',
    locating: '위치를 확인하는 중…',
    denied: '위치 권한이 없습니다. 가장 가까운 {{thing}}을(를) 찾으려면 설정에서 위치 사용을 허용해 주세요',
    unavailable: '지금은 위치를 확인할 수 없습니다. 트인 곳에서 다시 시도해 주세요',
    outside: '관광지 밖에 계십니다. 입장하시면 가장 가까운 {{thing}}을(를) 찾아 드립니다',
    view: '보기',
    navigate: '길 안내',
    close: '닫기',
    instead: '가장 가까운 이용 가능한 {{thing}}: ',
    insteadWalk: '도보 약 {{count}}분',
  },
};
