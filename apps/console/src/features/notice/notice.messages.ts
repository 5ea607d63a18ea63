/** Texts of the notices, loaded with that code rather than with the shell. */
import { registerMessages, type MessagesOf } from '../../platform/i18n/index.ts';

const noticesZhCN = {
  title: '公告',
  add: '新建公告',
  confirmDelete: '确定删除这条公告？游客将不再看到它。',
  deleted: '公告已删除',
  empty: '还没有公告',
};

const noticesEn: MessagesOf<typeof noticesZhCN> = {
  title: 'Notices',
  add: 'New notice',
  confirmDelete: 'Delete this notice? Visitors will no longer see it.',
  deleted: 'Notice deleted',
  empty: 'No notices yet',
};

declare module '../../platform/i18n/index.ts' {
  interface FeatureMessages {
    notices: typeof noticesZhCN;
  }
}

registerMessages('notices', noticesZhCN, noticesEn);
