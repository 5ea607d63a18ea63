/** Texts of failed calls (error-text.ts), loaded with the screens rather than with the first one. */
import { registerMessages } from '../platform/i18n/index.ts';

export const errorTextZhCN = {
  badRequest: '请求有误，请刷新页面后重试',
  forbidden: '没有权限这样做，请重新打开页面',
  notFound: '内容不存在或已失效',
  rateLimited: '操作太频繁，请稍等片刻再试',
  done: '已经完成过了，不用再做一次',
  location: '离这里太远或定位不准，请走近后再试',
  materialsFull: '保存的照片已满，删除一些后再试',
  unavailable: '服务暂时不可用，请稍后重试',
  unknown: '出了点问题，请稍后重试',
  field: '这一项没有通过检查，请修改后再提交',
};


declare module '../platform/i18n/index.ts' {
  interface FeatureMessages {
    errorText: typeof errorTextZhCN;
  }
}

registerMessages('errorText', errorTextZhCN);
