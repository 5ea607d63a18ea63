/** Texts of the visitors' feedback, loaded with that code rather than with the shell. */
import { registerMessages, type MessagesOf } from '../../platform/i18n/index.ts';

const opinionsZhCN = {
  title: '游客反馈',
  status: '状态',
  category: '类型',
  dates: '提交日期',
  allStatuses: '全部状态',
  allCategories: '全部类型',
  statuses: { open: '待回复', replied: '已回复', closed: '已关闭' },
  categories: { suggestion: '建议', complaint: '投诉', praise: '表扬', facility: '设施', other: '其他' },
  sentAt: '提交时间',
  text: '内容',
  visitor: '游客',
  contact: '联系方式',
  pictures: '{{count}} 张图片',
  reply: '回复',
  editReply: '修改回复',
  replyTitle: '回复游客',
  replyPlaceholder: '游客会在“我的反馈”中看到这段回复',
  replyRequired: '请填写回复内容',
  replySent: '回复已发送',
  close: '关闭',
  reopen: '重新打开',
  closed: '已关闭',
  reopened: '已重新打开',
  yourReply: '景区回复',
  empty: '没有符合条件的反馈',
};

const opinionsEn: MessagesOf<typeof opinionsZhCN> = {
  title: 'Visitor feedback',
  status: 'Status',
  category: 'Type',
  dates: 'Sent',
  allStatuses: 'All statuses',
  allCategories: 'All types',
  statuses: { open: 'Awaiting reply', replied: 'Replied', closed: 'Closed' },
  categories: { suggestion: 'Suggestion', complaint: 'Complaint', praise: 'Praise', facility: 'Facilities', other: 'Other' },
  sentAt: 'Sent at',
  text: 'Feedback',
  visitor: 'Visitor',
  contact: 'Contact',
  pictures: '{{count}} pictures',
  reply: 'Reply',
  editReply: 'Edit reply',
  replyTitle: 'Reply to the visitor',
  replyPlaceholder: 'The visitor sees this under "My feedback"',
  replyRequired: 'Write a reply',
  replySent: 'Reply sent',
  close: 'Close',
  reopen: 'Reopen',
  closed: 'Closed',
  reopened: 'Reopened',
  yourReply: 'Our reply',
  empty: 'No feedback matches',
};

declare module '../../platform/i18n/index.ts' {
  interface FeatureMessages {
    opinions: typeof opinionsZhCN;
  }
}

registerMessages('opinions', opinionsZhCN, opinionsEn);
