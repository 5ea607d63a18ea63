/** Korean texts of audio-guide.messages.ts (key for key the Chinese there); loaded with the Korean pack (src/locales/ko.ts). */
import type { MessagesOf } from '../../platform/i18n/messages-of.ts';
import type { audioGuideZhCN } from './audio-guide.messages.ts';

export const audioGuideKo: MessagesOf<typeof audioGuideZhCN> = {
  autoGuide: '자동 안내',
  autoGuiding: '자동 안내 중',
  nextStop: '다음: {{name}}',
  closeAutoGuide: '자동 안내 끄기',
  autoGuideStarted: '자동 안내를 켰습니다. 명소에 가까워지면 자동으로 해설이 나옵니다',
  status: {
    locating: { hint: '위치를 찾는 중입니다…' },
    noFix: { title: '지금은 위치를 확인할 수 없습니다', hint: '탁 트인 곳으로 이동하고 휴대폰의 위치 서비스가 켜져 있는지 확인해 주세요' },
    outside: { title: '관광지 밖에 있는 것 같습니다', hint: '관광지에 도착하면 자동으로 해설이 시작됩니다' },
    denied: { title: '자동 안내를 시작할 수 없습니다', hint: '위치 권한이 없습니다. 휴대폰 설정에서 위치 사용을 허용한 후 자동 안내를 다시 켜 주세요' },
  },
  play: '해설 재생',
  pause: '해설 일시정지',
  progress: '재생 위치',
  closePlayer: '해설 닫기',
  music: '음악',
  musicOn: '배경 음악 켜기',
  musicOff: '배경 음악 끄기',
  openPlayer: '{{name}} 해설 플레이어 열기',
  closeFullPlayer: '플레이어 접기',
  previous: '이전: {{name}}',
  nextPlace: '다음: {{name}}',
  noPrevious: '이전 명소가 없습니다',
  noNext: '다음 명소가 없습니다',
  speed: '재생 속도',
  time: '{{elapsed}} / {{total}}',
  skipBack: '{{seconds}}초 뒤로',
  skipForward: '{{seconds}}초 앞으로',
  noTranscript: '이 명소의 해설 원고가 아직 없습니다',
  transcriptFailed: '해설 원고를 불러오지 못했습니다',
};
