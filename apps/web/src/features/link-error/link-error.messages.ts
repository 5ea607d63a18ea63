/** Texts of the dead-link screen, loaded with that code rather than with the first screen. */
import { registerMessages } from '../../platform/i18n/index.ts';

export const linkErrorZhCN = {
  title: '该页面暂不可用',
  body: '页面可能已关闭或链接有误。',
  pathLabel: '访问地址',
};

declare module '../../platform/i18n/index.ts' {
  interface FeatureMessages {
    linkError: typeof linkErrorZhCN;
  }
}

registerMessages('linkError', linkErrorZhCN);
