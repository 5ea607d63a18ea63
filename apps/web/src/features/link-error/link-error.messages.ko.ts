/** Korean texts of link-error.messages.ts (key for key the Chinese there); loaded with the Korean pack (src/locales/ko.ts). */
import type { MessagesOf } from '../../platform/i18n/messages-of.ts';
import type { linkErrorZhCN } from './link-error.messages.ts';

export const linkErrorKo: MessagesOf<typeof linkErrorZhCN> = {
  title: '지금은 이 페이지를 이용할 수 없습니다',
  body: '페이지가 닫혔거나 링크가 잘못되었을 수 있습니다.',
  pathLabel: '접속 주소',
};
