/** English texts of about-us.messages.ts (key for key the Chinese there); loaded with the English pack (src/locales/en.ts). */
import type { MessagesOf } from '../../platform/i18n/messages-of.ts';
import type { aboutUsZhCN } from './about-us.messages.ts';

export const aboutUsEn: MessagesOf<typeof aboutUsZhCN> = {
  address: 'Address',
  openingHours: 'Opening hours',
  servicePhone: 'Service phone',
  empty: 'The area has not written an introduction yet',
};
