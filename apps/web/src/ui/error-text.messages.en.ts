/** English texts of error-text.messages.ts (key for key the Chinese there); loaded with the English pack (src/locales/en.ts). */
import type { MessagesOf } from '../platform/i18n/messages-of.ts';
import type { errorTextZhCN } from './error-text.messages.ts';

export const errorTextEn: MessagesOf<typeof errorTextZhCN> = {
  badRequest: 'Something went wrong with that request. Reload the page and try again.',
  forbidden: 'That is not allowed. Open the page again.',
  notFound: 'This does not exist or is no longer available.',
  rateLimited: 'Too many tries. Wait a moment and try again.',
  done: 'That is done already; no need to do it again.',
  location: 'You are too far away or your location is not precise. Come closer and try again.',
  materialsFull: 'You keep as many photos as allowed. Delete some and try again.',
  unavailable: 'The service is unavailable right now. Please try again later.',
  unknown: 'Something went wrong. Please try again later.',
  field: 'This was not accepted. Change it and send again.',
};
