/** Texts of the offline package in the user centre. */
import { registerMessages, type MessagesOf } from '../../platform/i18n/index.ts';

const offlineZhCN = {
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

const offlineEn: MessagesOf<typeof offlineZhCN> = {
  title: 'Offline package',
  note: 'Download the map, places, notices and audio guides to visit with no network',
  estimate: 'Check the size',
  estimating: 'Checking…',
  download: 'Download (about {{size}})',
  downloading: 'Downloading {{done}} of {{size}}',
  saved: '{{size}} downloaded, ready offline',
  remove: 'Remove',
  failed: 'The download failed; try again later',
  unavailable: 'This browser cannot keep an offline package',
  starting: 'Getting offline use ready, just a moment…',
};

declare module '../../platform/i18n/index.ts' {
  interface FeatureMessages {
    offline: typeof offlineZhCN;
  }
}

registerMessages('offline', offlineZhCN, offlineEn);
