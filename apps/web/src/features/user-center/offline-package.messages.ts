/** Texts of the offline package in the user centre. */
import { registerMessages } from '../../platform/i18n/index.ts';

export const offlineZhCN = {
  title: '离线包',
  note: '下载地图、景点、公告和语音讲解，没有网络也能游览',
  estimate: '计算大小',
  estimating: '正在计算…',
  download: '下载（约 {{size}}）',
  downloading: '正在下载 {{done}} / {{size}}',
  saved: '已下载 {{size}}，可离线使用',
  remove: '删除',
  failed: '下载失败，请稍后重试',
  unavailable: '此浏览器不支持离线包',
  starting: '正在准备离线功能，稍等片刻…',
};

declare module '../../platform/i18n/index.ts' {
  interface FeatureMessages {
    offline: typeof offlineZhCN;
  }
}

registerMessages('offline', offlineZhCN);
