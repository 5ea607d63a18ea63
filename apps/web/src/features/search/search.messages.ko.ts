/** Korean texts of search.messages.ts (key for key the Chinese there); loaded with the Korean pack (src/locales/ko.ts). */
import type { MessagesOf } from '../../platform/i18n/messages-of.ts';
import type { searchZhCN } from './search.messages.ts';

export const searchKo: MessagesOf<typeof searchZhCN> = {
  placeholder: '명소, 공지, 아티클 검색',
  submit: '검색',
  clear: '지우기',
  hotWords: '인기 검색어',
  history: '최근 검색어',
  clearHistory: '전체 삭제',
  historyCleared: '최근 검색어를 삭제했습니다',
  pinyinHint: '병음(중국어 로마자 표기)과 머리글자로도 검색할 수 있습니다. 예: “fxg”로 佛香阁 찾기',
  emptyQuery: '검색어를 입력해 주세요',
  all: '전체',
  type: {
    place: '명소',
    notice: '공지',
    article: '아티클',
  },
  noResults: '“{{q}}”에 대한 검색 결과가 없습니다',
  noQuery: '명소, 공지, 아티클 이름을 입력해 검색하세요',
  noResultsHint: '다른 검색어나 병음 머리글자로 검색해 보세요',
  failed: '검색하지 못했습니다. 잠시 후 다시 시도해 주세요',
  tooLong: '검색어가 너무 깁니다. 최대 {{max}}자까지 입력할 수 있습니다',
  loadMore: '더 보기',
  loadingMore: '불러오는 중…',
  offlineNote: '오프라인 상태라 휴대폰에 저장된 명소만 검색합니다',
};
