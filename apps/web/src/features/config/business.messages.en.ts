/** English texts of business.messages.ts (key for key the Chinese there); loaded with the English pack (src/locales/en.ts). */
import type { MessagesOf } from '../../platform/i18n/messages-of.ts';
import type { businessZhCN } from './business.messages.ts';

export const businessEn: MessagesOf<typeof businessZhCN> = {
  intro: 'About cooperation',
  contact: 'Contact',
  contactName: 'Name',
  contactPhone: 'Phone',
  email: 'Email',
  empty: 'The area has not added cooperation details yet',
};
