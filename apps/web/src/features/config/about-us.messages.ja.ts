/** Japanese texts of about-us.messages.ts (key for key the Chinese there); loaded with the Japanese pack (src/locales/ja.ts). */
import type { MessagesOf } from '../../platform/i18n/messages-of.ts';
import type { aboutUsZhCN } from './about-us.messages.ts';

export const aboutUsJa: MessagesOf<typeof aboutUsZhCN> = {
  address: '住所',
  openingHours: '開園時間',
  servicePhone: 'お問い合わせ電話',
  empty: '施設の紹介はまだ登録されていません',
};
