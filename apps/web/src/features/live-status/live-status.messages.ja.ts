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
};
