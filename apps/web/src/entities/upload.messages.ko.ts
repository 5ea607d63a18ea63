/** Korean texts of upload.messages.ts (key for key the Chinese there); loaded with the Korean pack (src/locales/ko.ts). */
import type { MessagesOf } from '../platform/i18n/messages-of.ts';
import type { uploadZhCN } from './upload.messages.ts';

export const uploadKo: MessagesOf<typeof uploadZhCN> = {
  tooLarge: '이미지가 너무 큽니다. 10MB 미만의 이미지를 선택해 주세요',
  unsupported: '지원하지 않는 파일입니다. JPG, PNG, WebP 이미지를 선택해 주세요 (iPhone은 설정에서 카메라 포맷을 ‘높은 호환성’으로 바꿀 수 있습니다)',
  expired: '업로드 링크가 만료되었습니다. 다시 시도해 주세요',
  failed: '이미지를 업로드하지 못했습니다. 다시 시도해 주세요',
};
