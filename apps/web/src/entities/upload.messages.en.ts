/** English texts of upload.messages.ts (key for key the Chinese there); loaded with the English pack (src/locales/en.ts). */
import type { MessagesOf } from '../platform/i18n/messages-of.ts';
import type { uploadZhCN } from './upload.messages.ts';

export const uploadEn: MessagesOf<typeof uploadZhCN> = {
  tooLarge: 'This picture is too large. Choose one under 10 MB.',
  unsupported: 'This file is not a photo. Please choose a photo.',
  expired: 'The upload link expired. Please try again.',
  waiting: 'The network is down. The upload will go on by itself when it is back.',
  waitingShort: 'No network',
  failed: 'The picture could not be uploaded. Please try again.',
};
