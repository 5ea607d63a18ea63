/** Korean texts of navigation.messages.ts (key for key the Chinese there); loaded with the Korean pack (src/locales/ko.ts). */
import type { MessagesOf } from '../../platform/i18n/messages-of.ts';
import type { navigationZhCN } from './navigation.messages.ts';

export const navigationKo: MessagesOf<typeof navigationZhCN> = {
  from: '출발',
  to: '도착',
  myLocation: '내 위치',
  chooseDestination: '목적지를 선택해 주세요',
  locatingStart: '위치를 찾는 중입니다…',
  noLocationStart: '위치를 확인할 수 없어 여기에서 출발합니다. 위에서 출발지를 바꿀 수 있습니다',
  outsideStart: '관광지 밖에 있어 여기에서 출발합니다. 위에서 출발지를 바꿀 수 있습니다',
  walkTime: '도보 약 {{minutes}}분',
  noRoute: '도보 경로를 찾지 못했습니다',
  openInMapApp: '지도 앱에서 열기',
};
