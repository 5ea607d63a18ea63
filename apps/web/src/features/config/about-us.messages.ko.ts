/** Korean texts of about-us.messages.ts (key for key the Chinese there); loaded with the Korean pack (src/locales/ko.ts). */
import type { MessagesOf } from '../../platform/i18n/messages-of.ts';
import type { aboutUsZhCN } from './about-us.messages.ts';

export const aboutUsKo: MessagesOf<typeof aboutUsZhCN> = {
  address: '주소',
  openingHours: '운영 시간',
  servicePhone: '고객센터',
  empty: '관광지 소개가 아직 등록되지 않았습니다',
};
