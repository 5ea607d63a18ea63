/** Korean texts of business.messages.ts (key for key the Chinese there); loaded with the Korean pack (src/locales/ko.ts). */
import type { MessagesOf } from '../../platform/i18n/messages-of.ts';
import type { businessZhCN } from './business.messages.ts';

export const businessKo: MessagesOf<typeof businessZhCN> = {
  intro: '제휴 안내',
  contact: '연락처',
  contactName: '담당자',
  contactPhone: '전화',
  email: '이메일',
  empty: '제휴 정보가 아직 등록되지 않았습니다',
};
