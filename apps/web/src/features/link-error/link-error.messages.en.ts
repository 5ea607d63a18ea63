/** English texts of link-error.messages.ts (key for key the Chinese there); loaded with the English pack (src/locales/en.ts). */
import type { MessagesOf } from '../../platform/i18n/messages-of.ts';
import type { linkErrorZhCN } from './link-error.messages.ts';

export const linkErrorEn: MessagesOf<typeof linkErrorZhCN> = {
  title: 'This page is not available',
  body: 'It may have been switched off, or the link is wrong.',
  pathLabel: 'Address',
};
