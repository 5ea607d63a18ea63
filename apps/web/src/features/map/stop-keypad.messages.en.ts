/** English texts of stop-keypad.messages.ts (key for key the Chinese there); loaded with the English pack (src/locales/en.ts). */
import type { MessagesOf } from '../../platform/i18n/messages-of.ts';
import type { keypadZhCN } from './stop-keypad.messages.ts';

export const keypadEn: MessagesOf<typeof keypadZhCN> = {
  title: 'Enter a stop number',
  hint: 'Type the number on the place’s sign',
  missing: 'No place has stop number {{code}}',
  open: 'Open',
  cancel: 'Cancel',
  clear: 'Clear',
  back: 'Delete',
};
