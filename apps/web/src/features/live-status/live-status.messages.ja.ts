/** Japanese texts of live-status.messages.ts (key for key the Chinese there); loaded with the Japanese pack (src/locales/ja.ts). */
import type { MessagesOf } from '../../platform/i18n/messages-of.ts';
import type { liveStatusZhCN } from './live-status.messages.ts';

export const liveStatusJa: MessagesOf<typeof liveStatusZhCN> = {
  title: 'リアルタイム情報',
  states: { open: '営業中', closed: '閉鎖中', closingSoon: 'まもなく終了' },
  wait: '待ち時間 約{{count}}分',
  queue: '{{count}}人待ち',
  spaces: '空き {{count}}台',
  full: '満車',
  next: '次の便 {{time}}',
  later: 'その後 {{times}}',
  updatedNow: 'たった今更新',
  updated: '{{count}}分前に更新',
  stale: '古い情報かもしれません',
  badge: { closed: '閉鎖', closingSoon: 'まもなく', wait: '{{count}}分待ち', queue: '{{count}}人待ち', spaces: '空き{{count}}', full: '満車', open: '営業中' },
  crowd: {
    title: '混雑状況',
    levels: { quiet: '空いています', calm: '快適', busy: 'やや混雑', crowded: '混雑' },
    official: 'ゲート計数',
    quieter: '近くの空いている同種の場所：',
  },
  nearest: {
    label: '近くで営業中',
    kinds: { toilet: 'トイレ', exit: '出口', firstAid: '救護', food: '飲食', carPark: '駐車場' },
    things: { toilet: 'トイレ', exit: '出口', firstAid: '救護所', food: '飲食店', carPark: '駐車場' },
    title: '最寄りの利用できる{{thing}}',
    walk: '徒歩約{{count}}分 · {{distance}}',
    straight: '直線距離です。遊歩道がつながっていないため、実際の道のりは長くなることがあります',
    unconfirmed: '営業状況は未確認',
    none: '園内に利用できる{{thing}}はいまありません',
    locating: '現在地を取得しています…',
    denied: '位置情報が許可されていません。最寄りの{{thing}}を探すには、設定で許可してください',
    unavailable: '現在地を取得できません。開けた場所でもう一度お試しください',
    outside: '園外にいます。入園すると最寄りの{{thing}}を探せます',
    view: '見る',
    navigate: 'ルート',
    close: '閉じる',
    instead: '最寄りの利用できる{{thing}}：',
    insteadWalk: '徒歩約{{count}}分',
  },
};
