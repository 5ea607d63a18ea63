/** Japanese texts of error-text.messages.ts (key for key the Chinese there); loaded with the Japanese pack (src/locales/ja.ts). */
import type { MessagesOf } from '../platform/i18n/messages-of.ts';
import type { errorTextZhCN } from './error-text.messages.ts';

export const errorTextJa: MessagesOf<typeof errorTextZhCN> = {
  badRequest: 'リクエストに問題があります。ページを再読み込みしてもう一度お試しください',
  forbidden: 'この操作を行う権限がありません。ページを開き直してください',
  notFound: 'コンテンツが存在しないか、無効になっています',
  rateLimited: '操作が多すぎます。少し待ってからもう一度お試しください',
  done: 'すでに完了しています。もう一度行う必要はありません',
  location: '離れすぎているか、位置情報が不正確です。近づいてからもう一度お試しください',
  materialsFull: '保存できる写真の上限に達しました。いくつか削除してからお試しください',
  unavailable: 'ただいまサービスをご利用いただけません。しばらくしてからお試しください',
  unknown: '問題が発生しました。しばらくしてからお試しください',
  field: 'この項目は受け付けられませんでした。修正してもう一度送信してください',
};
