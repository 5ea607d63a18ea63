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
  nearest: {
    label: '附近开放',
    kinds: { toilet: '厕所', exit: '出口', firstAid: '医务', food: '餐饮', carPark: '停车场' },
    things: { toilet: '厕所', exit: '出口', firstAid: '医务点', food: '餐饮', carPark: '停车场' },
    title: '最近开放的{{thing}}',
    walk: '步行约 {{count}} 分钟 · {{distance}}',
    straight: '直线距离：没有步道连到那里，实际路程可能更远',
    unconfirmed: '开放状态未确认',
    none: '景区内暂无开放的{{thing}}',
    locating: '正在定位你的位置…',
    denied: '没有定位权限：请在设置中允许使用位置，才能找到离你最近的{{thing}}',
    unavailable: '暂时无法获取你的位置，请到开阔处再试',
    outside: '你不在景区内，进入景区后可找到离你最近的{{thing}}',
    view: '查看',
    navigate: '导航',
    close: '关闭',
    instead: '最近开放的{{thing}}：',
    insteadWalk: '步行约 {{count}} 分钟',
  },
};

declare module '../../platform/i18n/index.ts' {
  interface FeatureMessages {
    liveStatus: typeof liveStatusZhCN;
  }
}

registerMessages('liveStatus', liveStatusZhCN);
