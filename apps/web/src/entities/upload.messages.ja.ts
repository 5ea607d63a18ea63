/** Japanese texts of upload.messages.ts (key for key the Chinese there); loaded with the Japanese pack (src/locales/ja.ts). */
import type { MessagesOf } from '../platform/i18n/messages-of.ts';
import type { uploadZhCN } from './upload.messages.ts';

export const uploadJa: MessagesOf<typeof uploadZhCN> = {
  tooLarge: '画像が大きすぎます。10 MB未満の画像を選んでください',
  unsupported: 'このファイルは写真ではありません。写真を選んでください',
  expired: 'アップロード用リンクの有効期限が切れました。もう一度お試しください',
  waiting: 'ネットワークが切れました。つながると自動でアップロードを続けます',
  waitingShort: '通信待ち',
  failed: '画像をアップロードできませんでした。もう一度お試しください',
};
