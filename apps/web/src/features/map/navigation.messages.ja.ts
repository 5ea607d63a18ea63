/** Japanese texts of navigation.messages.ts (key for key the Chinese there); loaded with the Japanese pack (src/locales/ja.ts). */
import type { MessagesOf } from '../../platform/i18n/messages-of.ts';
import type { navigationZhCN } from './navigation.messages.ts';

export const navigationJa: MessagesOf<typeof navigationZhCN> = {
  from: '出発地',
  to: '目的地',
  myLocation: '現在地',
  chooseDestination: '行き先を選んでください',
  locatingStart: '現在地を取得しています…',
  noLocationStart: '現在地を取得できないため、ここを出発地にしました。上で変更できます',
  outsideStart: '園内にいないため、ここを出発地にしました。上で変更できます',
  walkTime: '徒歩 約{{minutes}}分',
  noRoute: '徒歩ルートが見つかりませんでした',
  openInMapApp: '地図アプリで開く',
};
