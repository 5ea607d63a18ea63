/** English texts of upload.messages.ts (key for key the Chinese there); loaded with the English pack (src/locales/en.ts). */
import type { MessagesOf } from '../platform/i18n/messages-of.ts';
import type { uploadZhCN } from './upload.messages.ts';

export const uploadEn: MessagesOf<typeof uploadZhCN> = {
  tooLarge: 'This picture is too large. Choose one under 10 MB.',
  unsupported: 'This file cannot be used. Choose a JPG, PNG or WebP picture (on an iPhone, set the camera format to "Most Compatible" in Settings).',
  expired: 'The upload link expired. Please try again.',
  failed: 'The picture could not be uploaded. Please try again.',
};
