/** Japanese texts of offline-package.messages.ts (key for key the Chinese there); loaded with the Japanese pack (src/locales/ja.ts). */
import type { MessagesOf } from '../../platform/i18n/messages-of.ts';
import type { offlineZhCN } from './offline-package.messages.ts';

export const offlineJa: MessagesOf<typeof offlineZhCN> = {
  title: 'オフラインデータ',
  note: 'マップ・見どころ・お知らせ・音声ガイドをダウンロードすれば、通信がなくても園内を巡れます',
  estimate: 'サイズを確認',
  estimating: '計算中…',
  download: 'ダウンロード（約{{size}}）',
  downloading: 'ダウンロード中 {{done}} / {{size}}',
  saved: '{{size}}をダウンロード済み。オフラインで使えます',
  remove: '削除',
  failed: 'ダウンロードできませんでした。しばらくしてからお試しください',
  unavailable: 'このブラウザはオフラインデータに対応していません',
  starting: 'オフライン機能を準備しています。少々お待ちください…',
};
