/** Japanese texts of home-shortcuts.messages.ts (key for key the Chinese there); loaded with the Japanese pack (src/locales/ja.ts). */
import type { MessagesOf } from '../../platform/i18n/messages-of.ts';
import type { entriesZhCN } from './home-shortcuts.messages.ts';

export const entriesJa: MessagesOf<typeof entriesZhCN> = {
  label: '園内サービス',
  searchPlaceholder: '見どころ・施設を検索',
  noticeTag: 'お知らせ',
  punch: 'スタンプ',
  boost: '写真',
  panorama: '360°',
  tours: 'ツアー',
  article: '記事',
  survey: '調査',
  notice: 'お知らせ',
  keypad: '番号',
};
