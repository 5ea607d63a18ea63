/** Texts of the dashboard, loaded with that code rather than with the shell. */
import { registerMessages, type MessagesOf } from '../../platform/i18n/index.ts';

const dashboardZhCN = {
  title: '数据看板',
  hint: '按北京时间的自然日统计，由数据库汇总。访问来自页面浏览日志，停留时长中位数精确到分钟。',
  last7: '最近 7 天',
  last30: '最近 30 天',
  last90: '最近 90 天',
  lastYear: '最近一年',
  visits: '访问次数',
  medianViewTime: '停留时长中位数',
  views: '景点浏览',
  likes: '点赞',
  noticeReads: '公告阅读',
  articleReads: '文章阅读',
  punches: '打卡',
  autoGuidePlays: '自动导览播放',
  visitsPerDay: '每日访问',
  entryPages: '入口页面',
  places: '景点（浏览最多的 15 个）',
  placeTable: '各景点明细',
  place: '景点',
  topNotices: '阅读最多的公告',
  topArticles: '阅读最多的文章',
  titleColumn: '标题',
  reads: '阅读',
  none: '这段时间没有数据',
};

const dashboardEn: MessagesOf<typeof dashboardZhCN> = {
  title: 'Dashboard',
  hint: 'Counted by the database over Beijing calendar days. Visits come from the page-view log; the median visit length is to the minute.',
  last7: 'Last 7 days',
  last30: 'Last 30 days',
  last90: 'Last 90 days',
  lastYear: 'Last year',
  visits: 'Visits',
  medianViewTime: 'Median visit length',
  views: 'Place views',
  likes: 'Likes',
  noticeReads: 'Notices read',
  articleReads: 'Articles read',
  punches: 'Punches',
  autoGuidePlays: 'Auto-guide plays',
  visitsPerDay: 'Visits per day',
  entryPages: 'Entry pages',
  places: 'Places (the 15 most viewed)',
  placeTable: 'Every place',
  place: 'Place',
  topNotices: 'Most read notices',
  topArticles: 'Most read articles',
  titleColumn: 'Title',
  reads: 'Reads',
  none: 'Nothing in this period',
};

declare module '../../platform/i18n/index.ts' {
  interface FeatureMessages {
    dashboard: typeof dashboardZhCN;
  }
}

registerMessages('dashboard', dashboardZhCN, dashboardEn);
