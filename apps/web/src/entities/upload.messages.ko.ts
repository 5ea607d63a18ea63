/** Korean texts of upload.messages.ts (key for key the Chinese there); loaded with the Korean pack (src/locales/ko.ts). */
import type { MessagesOf } from '../platform/i18n/messages-of.ts';
import type { uploadZhCN } from './upload.messages.ts';

export const uploadKo: MessagesOf<typeof uploadZhCN> = {
  tooLarge: '이미지가 너무 큽니다. 10MB 미만의 이미지를 선택해 주세요',
  unsupported: '사진 파일이 아닙니다. 사진을 선택해 주세요',
  expired: '업로드 링크가 만료되었습니다. 다시 시도해 주세요',
  waiting: '네트워크가 끊겼습니다. 다시 연결되면 자동으로 업로드를 이어갑니다',
  waitingShort: '연결 대기',
  failed: '이미지를 업로드하지 못했습니다. 다시 시도해 주세요',
};
