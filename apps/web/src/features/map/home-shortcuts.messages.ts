/** Texts of the home screen's search bar, notice ticker and entries, loaded with that chunk. */
import { registerMessages } from '../../platform/i18n/index.ts';

export const entriesZhCN = {
  label: '景区服务',
  searchPlaceholder: '搜索景点、设施',
  noticeTag: '公告',
  punch: '打卡',
  boost: '拍照',
  panorama: '全景',
  tours: '路线',
  article: '文章',
  survey: '问卷',
  notice: '公告',
  keypad: '编号',
};

declare module '../../platform/i18n/index.ts' {
  interface FeatureMessages {
    homeEntries: typeof entriesZhCN;
  }
}

registerMessages('homeEntries', entriesZhCN);
