/** Texts of the about-us screen, loaded with that code rather than with the first screen. */
import { registerMessages } from '../../platform/i18n/index.ts';

export const aboutUsZhCN = {
  address: '地址',
  openingHours: '开放时间',
  servicePhone: '服务电话',
  empty: '景区还没有填写介绍',
};

declare module '../../platform/i18n/index.ts' {
  interface FeatureMessages {
    aboutUs: typeof aboutUsZhCN;
  }
}

registerMessages('aboutUs', aboutUsZhCN);
