/** Japanese texts of survey.messages.ts (key for key the Chinese there); loaded with the Japanese pack (src/locales/ja.ts). */
import type { MessagesOf } from '../../platform/i18n/messages-of.ts';
import type { answerZhCN } from './survey.messages.ts';

export const answerJa: MessagesOf<typeof answerZhCN> = {
  required: '必須',
  none: '現在実施中のアンケートはありません',
  noneHint: '次回のご来園の際にぜひご協力ください',
  ratingHint: '星をタップして評価してください',
  ratingValue: '{{value}} / {{max}}',
  textPlaceholder: 'ご意見・ご感想をお書きください（任意）',
  textPlaceholderRequired: 'ご意見・ご感想をお書きください',
  submit: '送信する',
  submitting: '送信中…',
  loginToSubmit: 'ログインして送信',
  loginNote: '送信にはログインが必要です。入力した内容はそのまま残ります',
  fixProblems: 'あと{{count}}問、回答の確認が必要です',
  submitFailed: '送信できませんでした：{{message}}',
  thanksTitle: 'ご協力ありがとうございました',
  thanksBody: 'いただいたご意見は今後の改善に役立てます。引き続き園内をお楽しみください。',
  alreadyAnswered: 'このアンケートには回答済みです',
  choice: {
    one: '1つ選択',
    any: '複数選択可',
    exactly: '{{count}}つ選んでください',
    atMost: '{{max}}つまで選べます',
    between: '{{min}}〜{{max}}つ選んでください',
  },
  problem: {
    unknownQuestion: 'この質問はアンケートから削除されました。再読み込みしてください',
    required: 'この質問は回答必須です',
    wrongKind: '回答の形式が正しくありません。もう一度回答してください',
    unknownOption: '選んだ選択肢は無効になりました。選び直してください',
    repeatedOption: '同じ選択肢は1回しか選べません',
    tooFewChoices: '{{min}}つ以上選んでください',
    tooManyChoices: '{{max}}つまで選べます',
    outOfRange: '1〜{{max}}の範囲で評価してください',
    tooLong: '{{max}}文字以内で入力してください',
  },
};
