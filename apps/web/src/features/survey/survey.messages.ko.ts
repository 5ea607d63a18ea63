/** Korean texts of survey.messages.ts (key for key the Chinese there); loaded with the Korean pack (src/locales/ko.ts). */
import type { MessagesOf } from '../../platform/i18n/messages-of.ts';
import type { answerZhCN } from './survey.messages.ts';

export const answerKo: MessagesOf<typeof answerZhCN> = {
  required: '필수',
  none: '지금 진행 중인 설문이 없습니다',
  noneHint: '다음 방문 때 참여해 주세요',
  ratingHint: '별을 눌러 평가해 주세요',
  ratingValue: '{{value}} / {{max}}점',
  textPlaceholder: '의견을 남겨 주세요 (선택)',
  textPlaceholderRequired: '의견을 남겨 주세요',
  submit: '제출하기',
  submitting: '제출하는 중…',
  loginToSubmit: '로그인 후 제출',
  loginNote: '제출하려면 로그인이 필요합니다. 작성한 내용은 그대로 유지됩니다',
  fixProblems: '{{count}}개 문항을 확인해 주세요',
  submitFailed: '제출하지 못했습니다: {{message}}',
  thanksTitle: '참여해 주셔서 감사합니다',
  thanksBody: '보내 주신 의견을 소중히 반영하겠습니다. 즐거운 관람 되세요.',
  alreadyAnswered: '이미 이 설문에 응답하셨습니다',
  choice: {
    one: '하나 선택',
    any: '복수 선택 가능',
    exactly: '{{count}}개를 선택해 주세요',
    atMost: '최대 {{max}}개까지 선택',
    between: '{{min}}–{{max}}개를 선택해 주세요',
  },
  problem: {
    unknownQuestion: '이 문항은 설문에서 빠졌습니다. 새로고침한 후 다시 시도해 주세요',
    required: '필수 문항입니다',
    wrongKind: '답변 형식이 맞지 않습니다. 다시 답해 주세요',
    unknownOption: '선택한 항목이 더 이상 유효하지 않습니다. 다시 선택해 주세요',
    repeatedOption: '같은 항목은 한 번만 선택할 수 있습니다',
    tooFewChoices: '{{min}}개 이상 선택해 주세요',
    tooManyChoices: '최대 {{max}}개까지 선택할 수 있습니다',
    outOfRange: '1–{{max}}점 사이로 평가해 주세요',
    tooLong: '최대 {{max}}자까지 입력할 수 있습니다',
  },
};
