/** Japanese texts of visitor.messages.ts (key for key the Chinese there); loaded with the Japanese pack (src/locales/ja.ts). */
import type { MessagesOf } from '../../platform/i18n/messages-of.ts';
import type { loginZhCN, wechatLoginZhCN } from './visitor.messages.ts';

export const loginJa: MessagesOf<typeof loginZhCN> = {
  welcome: 'ようこそ',
  subtitle: 'ログインすると、スタンプ・写真・ご意見を保存でき、友だちに写真を撮ってもらうこともできます',
  subtitleHelpShoot: '友だちが写真の撮影を頼んでいます。ゲストとしてログインすれば参加できます',
  guest: 'ゲストとして入る',
  guestHint: '登録不要、ワンタップで始められます',
  failed: 'ログインできませんでした：{{message}}',
  recoverOpen: '機種変更しましたか？復元コードで復元',
  recoverLabel: '復元コード（以前のスマートフォンの「マイページ → ゲスト復元コード」）',
  recover: '復元',
  recovering: '復元しています…',
  recoverMalformed: '復元コードは英数字32文字です。ご確認ください',
  recoverUnknown: 'この復元コードのゲストが見つかりません。ご確認のうえ、もう一度お試しください',
};

export const wechatLoginJa: MessagesOf<typeof wechatLoginZhCN> = {
  redirecting: 'WeChatの認証画面に移動しています…',
  completing: 'WeChatでログインしています…',
  failed: 'WeChatでログインできませんでした：{{message}}',
  retry: 'もう一度WeChatでログイン',
  notStartedHere: 'このログインリンクは別のブラウザで開始されたものです。もう一度WeChatでログインしてください',
  orGuest: 'またはゲストとして続ける',
};
