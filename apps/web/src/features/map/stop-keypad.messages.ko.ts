/** Korean texts of stop-keypad.messages.ts (key for key the Chinese there); loaded with the Korean pack (src/locales/ko.ts). */
import type { MessagesOf } from '../../platform/i18n/messages-of.ts';
import type { keypadZhCN } from './stop-keypad.messages.ts';

export const keypadKo: MessagesOf<typeof keypadZhCN> = {
  title: '해설 번호 입력',
  hint: '장소 안내판의 번호를 입력하세요',
  missing: '번호 {{code}}인 장소가 없습니다',
  open: '열기',
  cancel: '취소',
  clear: '지우기',
  back: '삭제',
};
