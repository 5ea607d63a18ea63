/** Texts of the article screen, loaded with that code rather than with the first screen. */
import { registerMessages } from '../../platform/i18n/index.ts';

export const articleZhCN = {
  empty: '暂时没有文章',
  notFound: '这篇文章不存在或已撤下',
  views: '{{count}} 次阅读',
  listTitle: '景区文章',
  loadMore: '加载更多',
  loadingMore: '正在加载…',
};

declare module '../../platform/i18n/index.ts' {
  interface FeatureMessages {
    article: typeof articleZhCN;
  }
}

registerMessages('article', articleZhCN);
