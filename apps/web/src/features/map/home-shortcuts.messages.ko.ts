/** Korean texts of home-shortcuts.messages.ts (key for key the Chinese there); loaded with the Korean pack (src/locales/ko.ts). */
import type { MessagesOf } from '../../platform/i18n/messages-of.ts';
import type { entriesZhCN } from './home-shortcuts.messages.ts';

export const entriesKo: MessagesOf<typeof entriesZhCN> = {
  label: '관광지 서비스',
  searchPlaceholder: '명소, 편의시설 검색',
  noticeTag: '공지',
  punch: '스탬프',
  boost: '사진',
  panorama: '360°',
  tours: '투어',
  article: '아티클',
  survey: '설문',
  notice: '공지',
  keypad: '번호',
};
