/** Korean texts of offline-package.messages.ts (key for key the Chinese there); loaded with the Korean pack (src/locales/ko.ts). */
import type { MessagesOf } from '../../platform/i18n/messages-of.ts';
import type { offlineZhCN } from './offline-package.messages.ts';

export const offlineKo: MessagesOf<typeof offlineZhCN> = {
  title: '오프라인 팩',
  note: '지도, 명소, 공지, 음성 안내를 내려받으면 네트워크 없이도 관람할 수 있습니다',
  estimate: '용량 확인',
  estimating: '계산하는 중…',
  download: '다운로드 (약 {{size}})',
  downloading: '다운로드 중 {{done}} / {{size}}',
  saved: '{{size}} 다운로드 완료, 오프라인으로 이용할 수 있습니다',
  remove: '삭제',
  failed: '다운로드하지 못했습니다. 잠시 후 다시 시도해 주세요',
  unavailable: '이 브라우저는 오프라인 팩을 지원하지 않습니다',
  starting: '오프라인 기능을 준비하는 중입니다. 잠시만 기다려 주세요…',
};
