/** Japanese texts of business.messages.ts (key for key the Chinese there); loaded with the Japanese pack (src/locales/ja.ts). */
import type { MessagesOf } from '../../platform/i18n/messages-of.ts';
import type { businessZhCN } from './business.messages.ts';

export const businessJa: MessagesOf<typeof businessZhCN> = {
  intro: '提携のご案内',
  contact: '連絡先',
  contactName: '担当者',
  contactPhone: '電話',
  email: 'メール',
  empty: '提携情報はまだ登録されていません',
};
