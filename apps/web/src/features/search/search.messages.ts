/** Texts of the search screens, loaded with that code rather than with the first screen. */
import { registerMessages } from '../../platform/i18n/index.ts';

export const searchZhCN = {
  placeholder: '搜索景点、公告、文章',
  submit: '搜索',
  clear: '清除',
  hotWords: '热门搜索',
  history: '搜索历史',
  clearHistory: '清空',
  historyCleared: '搜索历史已清空',
  pinyinHint: '支持拼音和首字母，如 “fxg” 找佛香阁',
  emptyQuery: '请输入要搜索的内容',
  all: '全部',
  type: {
    place: '景点',
    notice: '公告',
    article: '文章',
  },
  noResults: '没有找到与 “{{q}}” 相关的内容',
  noQuery: '输入景点、公告或文章的名称开始搜索',
  noResultsHint: '换个关键词，或试试拼音首字母',
  failed: '搜索失败，请稍后重试',
  tooLong: '搜索内容太长了，最多 {{max}} 个字',
  loadMore: '加载更多',
  loadingMore: '正在加载…',
  offlineNote: '当前离线，只搜索手机上已有的景点',
};

declare module '../../platform/i18n/index.ts' {
  interface FeatureMessages {
    search: typeof searchZhCN;
  }
}

registerMessages('search', searchZhCN);
