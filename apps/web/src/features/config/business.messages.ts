/** Texts of the business screen, loaded with that code rather than with the first screen. */
import { registerMessages } from '../../platform/i18n/index.ts';

export const businessZhCN = {
  intro: '合作介绍',
  contact: '联系方式',
  contactName: '联系人',
  contactPhone: '电话',
  email: '邮箱',
  empty: '景区还没有填写合作信息',
};

declare module '../../platform/i18n/index.ts' {
  interface FeatureMessages {
    business: typeof businessZhCN;
  }
}

registerMessages('business', businessZhCN);
