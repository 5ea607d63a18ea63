/** Texts of the tour screens, loaded with that code rather than with the first screen. */
import { registerMessages } from '../../platform/i18n/index.ts';

export const tourZhCN = {
  empty: '暂时没有游览线路',
  notFound: '这条线路不存在或已下线',
  tags: { highlights: '精华', family: '亲子', stepFree: '无障碍', rainyDay: '雨天' },
  stops: '{{count}} 站',
  distance: '{{km}} 公里',
  duration: '约 {{minutes}} 分钟',
  progress: '已听 {{heard}} / {{total}}',
  progressLabel: '线路进度',
  next: '下一站：{{name}}',
  finished: '全部听完了！',
  play: '播放讲解',
  pause: '暂停',
  noAudio: '暂无讲解',
  onMap: '在地图上看',
  heard: '已听',
  stopCode: '讲解编号 {{code}}',
  start: '开始这条线路',
  resume: '继续这条线路',
  end: '结束线路',
  onMapLabel: '进行中的线路',
  stampEarned: '线路印章已收进集章册',
  stampLogin: '登录领取线路印章',
  loginToKeep: '登录后，进度会保存在你的账号里，换手机也能接着听。',
  download: {
    title: '下载此路线',
    note: '讲解、图片和地图存到手机上，没有网络也能游览',
    estimate: '下载此路线',
    estimating: '正在计算大小…',
    start: '下载（约 {{size}}）',
    downloading: '正在下载 {{done}} / {{size}}',
    saved: '已下载 {{size}}，没有网络也能听',
    remove: '删除',
    failed: '下载没有完成，请检查网络后重试',
    retry: '重试',
    overBudget: '这条线路约 {{size}}，离线空间只剩 {{free}}。',
    freeUp: '到用户中心删除不用的下载',
    offline: '连上网络后才能下载',
    unavailable: '此浏览器不能离线保存线路',
    starting: '正在准备离线功能，稍等片刻…',
  },
};

declare module '../../platform/i18n/index.ts' {
  interface FeatureMessages {
    tour: typeof tourZhCN;
  }
}

registerMessages('tour', tourZhCN);
