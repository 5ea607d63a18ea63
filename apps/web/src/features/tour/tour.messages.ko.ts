/** Korean texts of tour.messages.ts (key for key the Chinese there); loaded with the Korean pack (src/locales/ko.ts). */
import type { MessagesOf } from '../../platform/i18n/messages-of.ts';
import type { tourZhCN } from './tour.messages.ts';

export const tourKo: MessagesOf<typeof tourZhCN> = {
  empty: '아직 투어가 없습니다',
  notFound: '이 투어는 없거나 내려졌습니다',
  tags: { highlights: '하이라이트', family: '가족', stepFree: '무장애', rainyDay: '비 오는 날' },
  stops: '{{count}}곳',
  distance: '{{km}}km',
  duration: '약 {{minutes}}분',
  progress: '{{total}}곳 중 {{heard}}곳 들음',
  progressLabel: '투어 진행',
  next: '다음 장소: {{name}}',
  finished: '모든 장소를 다 들었습니다!',
  play: '해설 재생',
  pause: '일시정지',
  noAudio: '해설 없음',
  onMap: '지도에서 보기',
  heard: '들음',
  stopCode: '해설 번호 {{code}}',
  start: '이 코스 시작하기',
  resume: '이 코스 이어서 듣기',
  end: '코스 끝내기',
  onMapLabel: '진행 중인 코스',
  stampEarned: '스탬프가 스탬프북에 담겼습니다',
  stampLogin: '로그인하고 스탬프 받기',
  loginToKeep: '로그인하면 진행 상황이 계정에 저장되어 다른 휴대폰에서도 이어서 들을 수 있습니다.',
};
