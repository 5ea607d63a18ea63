/** Japanese texts of link-error.messages.ts (key for key the Chinese there); loaded with the Japanese pack (src/locales/ja.ts). */
import type { MessagesOf } from '../../platform/i18n/messages-of.ts';
import type { linkErrorZhCN } from './link-error.messages.ts';

export const linkErrorJa: MessagesOf<typeof linkErrorZhCN> = {
  title: 'このページは現在ご利用いただけません',
  body: 'ページが終了したか、リンクが正しくない可能性があります。',
  pathLabel: 'アクセスしたURL',
};
