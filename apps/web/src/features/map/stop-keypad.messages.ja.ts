/** Japanese texts of stop-keypad.messages.ts (key for key the Chinese there); loaded with the Japanese pack (src/locales/ja.ts). */
import type { MessagesOf } from '../../platform/i18n/messages-of.ts';
import type { keypadZhCN } from './stop-keypad.messages.ts';

export const keypadJa: MessagesOf<typeof keypadZhCN> = {
  title: 'ガイド番号を入力',
  hint: 'スポットの案内板にある番号を入力してください',
  missing: '番号 {{code}} のスポットはありません',
  open: '開く',
  cancel: 'キャンセル',
  clear: 'クリア',
  back: '削除',
};
