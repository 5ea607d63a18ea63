/** Texts of the notice screens, loaded with that code rather than with the first screen. */
import { registerMessages } from '../../platform/i18n/index.ts';

export const noticeZhCN = {
  pinned: '置顶',
  empty: '暂时没有公告',
  loadMore: '加载更多',
  loadingMore: '正在加载…',
  allLoaded: '没有更多了',
  notFound: '这条公告不存在或已撤下',
  views: '{{count}} 次浏览',
};

declare module '../../platform/i18n/index.ts' {
  interface FeatureMessages {
    notice: typeof noticeZhCN;
  }
}

registerMessages('notice', noticeZhCN);
