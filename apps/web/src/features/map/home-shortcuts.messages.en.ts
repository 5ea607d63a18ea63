/** English texts of home-shortcuts.messages.ts (key for key the Chinese there); loaded with the English pack (src/locales/en.ts). */
import type { MessagesOf } from '../../platform/i18n/messages-of.ts';
import type { entriesZhCN } from './home-shortcuts.messages.ts';

export const entriesEn: MessagesOf<typeof entriesZhCN> = {
  label: 'Services',
  searchPlaceholder: 'Search sights and facilities',
  noticeTag: 'Notice',
  punch: 'Stamps',
  boost: 'Photos',
  panorama: '360°',
  tours: 'Tours',
  article: 'Articles',
  survey: 'Survey',
  notice: 'Notices',
  keypad: 'Keypad',
};
