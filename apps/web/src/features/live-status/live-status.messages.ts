/** Texts of the live status (place sheet and map badges), loaded with that code rather than with the first screen. */
import { registerMessages } from '../../platform/i18n/index.ts';

export const liveStatusZhCN = {
  title: '实时状态',
  states: { open: '开放中', closed: '已关闭', closingSoon: '即将关闭' },
  wait: '排队约 {{count}} 分钟',
  queue: '{{count}} 人排队',
  spaces: '空余车位 {{count}}',
  full: '车位已满',
  next: '下一班 {{time}}',
  later: '之后 {{times}}',
  updatedNow: '刚刚更新',
  updated: '{{count}} 分钟前更新',
  stale: '可能已过时',
  badge: { closed: '关闭', closingSoon: '将关', wait: '{{count}}分', queue: '{{count}}人', spaces: '空{{count}}', full: '满', open: '开放' },
  crowd: {
    title: '拥挤程度',
    levels: { quiet: '人少', calm: '舒适', busy: '较拥挤', crowded: '拥挤' },
    official: '闸机计数',
    quieter: '附近同类较空：',
  },
};

declare module '../../platform/i18n/index.ts' {
  interface FeatureMessages {
    liveStatus: typeof liveStatusZhCN;
  }
}

registerMessages('liveStatus', liveStatusZhCN);
