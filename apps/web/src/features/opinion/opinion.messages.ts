/** Texts of the opinion screen, loaded with that code rather than with the first screen. */
import { registerMessages } from '../../platform/i18n/index.ts';

export const opinionZhCN = {
  tabWrite: '写反馈',
  tabMine: '我的反馈',
  intro: '您的每一条意见，景区都会认真阅读并回复。',
  category: '反馈类型',
  categories: {
    suggestion: '建议',
    complaint: '投诉',
    praise: '表扬',
    facility: '设施',
    other: '其他',
  },
  text: '反馈内容',
  textPlaceholder: '请描述您遇到的情况或想法（至少 5 个字）',
  pictures: '图片',
  picturesHint: '选填，最多 {{max}} 张',
  addPicture: '添加图片',
  pictureAlt: '第 {{index}} 张图片',
  removePicture: '删除第 {{index}} 张图片',
  failedPictures: '第 {{numbers}} 张：',
  listSeparator: '、',
  retryPicture: '重新上传',
  uploading: '{{percent}}%',
  contact: '联系方式',
  optional: '选填',
  contactPlaceholder: '手机号或邮箱',
  contactNote: '留下联系方式，方便工作人员与您联系；不留也可以在“我的反馈”里查看回复。',
  problem: {
    category: '请选择反馈类型',
    textTooShort: '请至少写 {{min}} 个字',
    textTooLong: '最多 {{max}} 个字',
    contactTooLong: '联系方式最多 {{max}} 个字',
    picturesUploading: '图片还在上传，请稍候',
    picturesFailed: '有图片没有上传成功，请重试或删除',
    picturesTooMany: '最多 {{max}} 张图片',
  },
  fixProblems: '请先完善反馈内容',
  loginNote: '提交前需要先登录',
  loginToSubmit: '登录后提交',
  submit: '提交反馈',
  submitting: '正在提交…',
  submitFailed: '提交失败：{{message}}',
  picturesRefused: '有图片无法使用，请删除后重新添加',
  sentTitle: '感谢您的反馈',
  sentBody: '我们已收到，景区工作人员会尽快回复。回复会显示在“我的反馈”里。',
  viewMine: '查看我的反馈',
  writeAnother: '再写一条',
  mineLogin: '登录后可查看您提交过的反馈和景区的回复',
  login: '去登录',
  writeFirst: '写一条反馈',
  mineEmpty: '您还没有提交过反馈',
  replied: '已回复',
  waiting: '待回复',
  reply: '景区回复',
  repliedAt: '{{date}} 回复',
  waitingNote: '景区工作人员会尽快回复您',
  closed: '已处理',
  closedNote: '景区已处理这条反馈',
  contactShown: '联系方式：{{contact}}',
};

declare module '../../platform/i18n/index.ts' {
  interface FeatureMessages {
    opinion: typeof opinionZhCN;
  }
}

registerMessages('opinion', opinionZhCN);
