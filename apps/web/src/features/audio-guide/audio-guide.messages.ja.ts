/** Japanese texts of audio-guide.messages.ts (key for key the Chinese there); loaded with the Japanese pack (src/locales/ja.ts). */
import type { MessagesOf } from '../../platform/i18n/messages-of.ts';
import type { audioGuideZhCN } from './audio-guide.messages.ts';

export const audioGuideJa: MessagesOf<typeof audioGuideZhCN> = {
  autoGuide: '自動ガイド',
  autoGuiding: '自動ガイド中',
  nextStop: '次：{{name}}',
  closeAutoGuide: '自動ガイドをオフにする',
  autoGuideStarted: '自動ガイドをオンにしました。見どころに近づくと自動で解説が流れます',
  status: {
    locating: { hint: '現在地を取得しています…' },
    noFix: { title: '現在地を取得できません', hint: '開けた場所に移動し、位置情報サービスがオンになっているか確認してください' },
    outside: { title: '園内にいないようです', hint: '園内に着くと自動で解説が始まります' },
    denied: { title: '自動ガイドを使えません', hint: '位置情報が許可されていません。スマートフォンの設定で許可してから、自動ガイドをオンにしてください' },
  },
  play: '解説を再生',
  pause: '解説を一時停止',
  progress: '再生位置',
  closePlayer: '解説を閉じる',
  music: '音楽',
  musicOn: '音楽をオンにする',
  musicOff: '音楽をオフにする',
  openPlayer: '{{name}}の解説プレーヤーを開く',
  closeFullPlayer: 'プレーヤーを閉じる',
  previous: '前へ：{{name}}',
  nextPlace: '次へ：{{name}}',
  noPrevious: '前の見どころはありません',
  noNext: '次の見どころはありません',
  speed: '再生速度',
  time: '{{elapsed}} / {{total}}',
  skipBack: '{{seconds}} 秒戻る',
  skipForward: '{{seconds}} 秒進む',
  noTranscript: 'この見どころの解説テキストはまだありません',
  transcriptFailed: '解説テキストを読み込めませんでした',
};
