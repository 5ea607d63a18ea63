/** Texts of the survey screen, loaded with that code rather than with the first screen. */
import { registerMessages, type MessagesOf } from '../../platform/i18n/index.ts';

const answerZhCN = {
  required: '必答',
  none: '景区暂时没有进行中的问卷',
  noneHint: '欢迎下次游园时再来参与',
  ratingHint: '轻点星星打分',
  ratingValue: '{{value}} / {{max}} 分',
  textPlaceholder: '写下您的想法（选填）',
  textPlaceholderRequired: '写下您的想法',
  submit: '提交问卷',
  submitting: '正在提交…',
  loginToSubmit: '登录后提交',
  loginNote: '提交问卷需要先登录，您填写的内容会保留',
  fixProblems: '还有 {{count}} 道题需要完善',
  submitFailed: '提交失败：{{message}}',
  thanksTitle: '感谢您的参与',
  thanksBody: '您的反馈已收到，我们会用心改进，祝您游园愉快。',
  alreadyAnswered: '您已经提交过这份问卷了',
  choice: {
    one: '单选',
    any: '可多选',
    exactly: '请选 {{count}} 项',
    atMost: '最多选 {{max}} 项',
    between: '请选 {{min}}–{{max}} 项',
  },
  problem: {
    unknownQuestion: '这道题已不在问卷中，请刷新后重试',
    required: '这道题需要回答',
    wrongKind: '答案格式不对，请重新作答',
    unknownOption: '所选选项已失效，请重新选择',
    repeatedOption: '同一个选项只能选一次',
    tooFewChoices: '至少选择 {{min}} 项',
    tooManyChoices: '最多选择 {{max}} 项',
    outOfRange: '请在 1 到 {{max}} 分之间打分',
    tooLong: '最多 {{max}} 个字',
  },
};

const answerEn: MessagesOf<typeof answerZhCN> = {
  required: 'Required',
  none: 'There is no survey open at the moment',
  noneHint: 'We hope to hear from you on your next visit',
  ratingHint: 'Tap a star to rate',
  ratingValue: '{{value}} / {{max}}',
  textPlaceholder: 'Share your thoughts (optional)',
  textPlaceholderRequired: 'Share your thoughts',
  submit: 'Submit',
  submitting: 'Submitting…',
  loginToSubmit: 'Log in to submit',
  loginNote: 'Submitting needs a login; your answers are kept',
  fixProblems: '{{count}} questions still need attention',
  submitFailed: 'Could not submit: {{message}}',
  thanksTitle: 'Thank you for taking part',
  thanksBody: 'We have your feedback and will put it to good use. Enjoy your visit.',
  alreadyAnswered: 'You have already answered this survey',
  choice: {
    one: 'Choose one',
    any: 'Choose any',
    exactly: 'Choose {{count}}',
    atMost: 'Choose up to {{max}}',
    between: 'Choose {{min}}–{{max}}',
  },
  problem: {
    unknownQuestion: 'This question is no longer in the survey; please reload',
    required: 'Please answer this question',
    wrongKind: 'That answer does not fit this question; please answer again',
    unknownOption: 'That option is no longer offered; please choose again',
    repeatedOption: 'Each option can be chosen once',
    tooFewChoices: 'Choose at least {{min}}',
    tooManyChoices: 'Choose at most {{max}}',
    outOfRange: 'Rate from 1 to {{max}}',
    tooLong: 'At most {{max}} characters',
  },
};

declare module '../../platform/i18n/index.ts' {
  interface FeatureMessages {
    answer: typeof answerZhCN;
  }
}

registerMessages('answer', answerZhCN, answerEn);
