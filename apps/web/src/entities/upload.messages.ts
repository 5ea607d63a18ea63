/** Texts of picture uploads, loaded with that code rather than with the first screen. */
import { registerMessages } from '../platform/i18n/index.ts';

export const uploadZhCN = {
  tooLarge: '图片太大了，请选择小于 10 MB 的图片',
  unsupported: '不支持这种文件，请选择 JPG、PNG 或 WebP 图片（iPhone 可在设置中把相机格式改为“兼容性最佳”）',
  expired: '上传链接已过期，请重试',
  failed: '图片上传失败，请重试',
};

declare module '../platform/i18n/index.ts' {
  interface FeatureMessages {
    upload: typeof uploadZhCN;
  }
}

registerMessages('upload', uploadZhCN);
