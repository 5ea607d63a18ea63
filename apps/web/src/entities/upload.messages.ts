/** Texts of picture uploads, loaded with that code rather than with the first screen. */
import { registerMessages, type MessagesOf } from '../platform/i18n/index.ts';

const uploadZhCN = {
  tooLarge: '图片太大了，请选择小于 10 MB 的图片',
  unsupported: '不支持这种文件，请选择 JPG、PNG 或 WebP 图片（iPhone 可在设置中把相机格式改为“兼容性最佳”）',
  expired: '上传链接已过期，请重试',
  failed: '图片上传失败，请重试',
};

const uploadEn: MessagesOf<typeof uploadZhCN> = {
  tooLarge: 'This picture is too large. Choose one under 10 MB.',
  unsupported: 'This file cannot be used. Choose a JPG, PNG or WebP picture (on an iPhone, set the camera format to "Most Compatible" in Settings).',
  expired: 'The upload link expired. Please try again.',
  failed: 'The picture could not be uploaded. Please try again.',
};

declare module '../platform/i18n/index.ts' {
  interface FeatureMessages {
    upload: typeof uploadZhCN;
  }
}

registerMessages('upload', uploadZhCN, uploadEn);
