/** Japanese texts of tour.messages.ts (key for key the Chinese there); loaded with the Japanese pack (src/locales/ja.ts). */
import type { MessagesOf } from '../../platform/i18n/messages-of.ts';
import type { tourZhCN } from './tour.messages.ts';

export const tourJa: MessagesOf<typeof tourZhCN> = {
  empty: 'ツアーはまだありません',
  notFound: 'このツアーは存在しないか、公開が終了しました',
  tags: { highlights: 'ハイライト', family: 'ファミリー', stepFree: '段差なし', rainyDay: '雨の日' },
  stops: '{{count}} か所',
  distance: '{{km}} km',
  duration: '約 {{minutes}} 分',
  progress: '{{total}} か所中 {{heard}} か所を視聴',
  progressLabel: 'ツアーの進み具合',
  next: '次のスポット：{{name}}',
  finished: 'すべてのスポットを聴き終えました！',
  play: 'ガイドを再生',
  pause: '一時停止',
  noAudio: 'ガイドはまだありません',
  onMap: '地図で見る',
  heard: '視聴済み',
  stopCode: 'ガイド番号 {{code}}',
  start: 'このツアーを始める',
  resume: 'このツアーを続ける',
  end: 'ツアーを終える',
  onMapLabel: '進行中のツアー',
  stampEarned: 'スタンプ帳にスタンプが届きました',
  stampLogin: 'ログインしてスタンプをもらう',
  loginToKeep: 'ログインすると進み具合がアカウントに保存され、別のスマホでも続きから聴けます。',
};
