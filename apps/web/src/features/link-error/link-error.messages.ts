/** Texts of the dead-link screen, loaded with that code rather than with the first screen. */
import { registerMessages, type MessagesOf } from '../../platform/i18n/index.ts';

const linkErrorZhCN = {
  title: '该页面暂不可用',
  body: '页面可能已关闭或链接有误。',
  pathLabel: '访问地址',
};

const linkErrorEn: MessagesOf<typeof linkErrorZhCN> = {
  title: 'This page is not available',
  body: 'It may have been switched off, or the link is wrong.',
  pathLabel: 'Address',
};

declare module '../../platform/i18n/index.ts' {
  interface FeatureMessages {
    linkError: typeof linkErrorZhCN;
  }
}

registerMessages('linkError', linkErrorZhCN, linkErrorEn);
