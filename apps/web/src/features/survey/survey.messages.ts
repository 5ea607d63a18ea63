/** Texts of the survey screen, loaded with that code rather than with the first screen. */
import { registerMessages } from '../../platform/i18n/index.ts';

export const answerZhCN = {
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

declare module '../../platform/i18n/index.ts' {
  interface FeatureMessages {
    answer: typeof answerZhCN;
  }
}

registerMessages('answer', answerZhCN);
