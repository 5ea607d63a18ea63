/** Texts of picture uploads, loaded with that code rather than with the first screen. */
import { registerMessages } from '../platform/i18n/index.ts';

export const uploadZhCN = {
  tooLarge: '图片太大了，请选择小于 10 MB 的图片',
  unsupported: '这个文件不是照片，请选择一张照片',
  expired: '上传链接已过期，请重试',
  waiting: '网络断开了，恢复后会自动继续上传',
  waitingShort: '等待网络',
  failed: '图片上传失败，请重试',
};

declare module '../platform/i18n/index.ts' {
  interface FeatureMessages {
    upload: typeof uploadZhCN;
  }
}

registerMessages('upload', uploadZhCN);
