/** Japanese texts of camera.messages.ts (key for key the Chinese there); loaded with the Japanese pack (src/locales/ja.ts). */
import type { MessagesOf } from '../../platform/i18n/messages-of.ts';
import type { cameraZhCN } from './camera.messages.ts';

export const cameraJa: MessagesOf<typeof cameraZhCN> = {
  starting: 'カメラを起動しています…',
  shutter: '撮影',
  cancelTimer: 'カウントダウンを中止',
  switchCamera: 'フロント／背面カメラを切り替え',
  timerOff: 'セルフタイマー：オフ',
  timerOn: 'セルフタイマー：{{seconds}}秒',
  gridOn: 'グリッド線を隠す',
  gridOff: 'グリッド線を表示',
  outlineOpacity: 'ポーズガイドの透明度',
  outlineAlt: 'ポーズガイド',
  choose: 'アルバムから選ぶ',
  chooseInstead: '写真を選ぶ',
  retryCamera: 'もう一度カメラを試す',
  denied: 'カメラの使用が許可されていません。ブラウザまたはWeChatの設定で許可するか、写真を選んでください。',
  unavailable: 'このスマートフォンではウェブページからカメラを使えません。撮影してから写真を選んでください。',
  busy: 'ほかのアプリがカメラを使用中です。そのアプリを閉じてからもう一度試すか、写真を選んでください。',
  captureFailed: '撮影できませんでした。もう一度お試しください',
  previewAlt: '撮影した写真',
  retake: '撮り直す',
  use: 'この写真を使う',
  countdown: '{{seconds}}秒後に撮影',
};
