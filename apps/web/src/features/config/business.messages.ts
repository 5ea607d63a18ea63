/** Texts of the business screen, loaded with that code rather than with the first screen. */
import { registerMessages, type MessagesOf } from '../../platform/i18n/index.ts';

const businessZhCN = {
  intro: '合作介绍',
  contact: '联系方式',
  contactName: '联系人',
  contactPhone: '电话',
  email: '邮箱',
  empty: '景区还没有填写合作信息',
};

const businessEn: MessagesOf<typeof businessZhCN> = {
  intro: 'About cooperation',
  contact: 'Contact',
  contactName: 'Name',
  contactPhone: 'Phone',
  email: 'Email',
  empty: 'The area has not added cooperation details yet',
};

declare module '../../platform/i18n/index.ts' {
  interface FeatureMessages {
    business: typeof businessZhCN;
  }
}

registerMessages('business', businessZhCN, businessEn);
