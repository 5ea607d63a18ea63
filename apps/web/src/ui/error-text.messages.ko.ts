/** Korean texts of error-text.messages.ts (key for key the Chinese there); loaded with the Korean pack (src/locales/ko.ts). */
import type { MessagesOf } from '../platform/i18n/messages-of.ts';
import type { errorTextZhCN } from './error-text.messages.ts';

export const errorTextKo: MessagesOf<typeof errorTextZhCN> = {
  badRequest: '요청에 문제가 있습니다. 페이지를 새로고침한 후 다시 시도해 주세요',
  forbidden: '이 작업을 할 권한이 없습니다. 페이지를 다시 열어 주세요',
  notFound: '존재하지 않거나 더 이상 유효하지 않은 콘텐츠입니다',
  rateLimited: '요청이 너무 잦습니다. 잠시 후 다시 시도해 주세요',
  done: '이미 완료되었습니다. 다시 할 필요가 없습니다',
  location: '너무 멀리 있거나 위치가 정확하지 않습니다. 가까이 간 후 다시 시도해 주세요',
  materialsFull: '저장할 수 있는 사진이 가득 찼습니다. 일부를 삭제한 후 다시 시도해 주세요',
  unavailable: '지금은 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해 주세요',
  unknown: '문제가 발생했습니다. 잠시 후 다시 시도해 주세요',
  field: '이 항목은 받아들여지지 않았습니다. 고친 후 다시 보내 주세요',
};
