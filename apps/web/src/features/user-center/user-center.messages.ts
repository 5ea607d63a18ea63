/** Texts of the user centre, loaded with that code rather than with the first screen. */
import { registerMessages } from '../../platform/i18n/index.ts';

export const userCenterZhCN = {
  greeting: '欢迎来到{{title}}',
  guest: '游客',
  loggedIn: '已登录',
  notLoggedIn: '登录后可保存打卡印章、照片和反馈，还能请好友帮你拍照',
  login: '登录',
  language: '语言',
  about: '关于我们',
  business: '商务合作',
  more: '更多',
  settings: '设置',
  mine: '我的足迹',
  mineLogin: '登录后可查看您的打卡、照片和反馈',
  punches: '打卡',
  punchCount: '{{places}} 处 · {{count}} 次',
  noPunches: '还没有打卡，去景点集一枚印章吧',
  photos: '照片',
  photoCount: '{{count}} 张',
  opinions: '意见反馈',
  opinionCount: '{{count}} 条 · {{replied}} 条已回复',
  noOpinions: '写一条',
  loadFailed: '加载失败',
  myPhotos: '我的照片',
  helpShoot: '请好友帮我拍照',
  tours: '游览线路',
  largeText: '大字模式',
  largeTextHint: '放大全部文字',
  crowdReporting: '帮助统计拥挤程度',
  crowdReportingHint: '只在打开本应用且已使用定位（自动讲解、导航）时，每分钟最多告知一次你在哪个景点范围内；不含位置坐标和轨迹，一小时后删除',
  recoveryTitle: '游客找回码',
  recoveryHint: '换手机或清除浏览器数据后，在登录页输入它，就能找回打卡印章和照片；请截图或抄下，不要告诉别人',
  recoveryShow: '查看',
  recoveryCopy: '复制找回码',
  recoveryCopied: '已复制',
  logout: '退出登录',
  logoutTitle: '退出登录？',
  logoutConfirm: '你是以游客身份使用的：在这里再以游客进入，打卡印章和照片都还在。清除浏览器数据或换了手机后，要用“游客找回码”才能找回，退出前请先记下它。',
  logoutCancel: '不退出',
  downloads: {
    title: '已下载的线路',
    empty: '还没有下载线路。在线路页点“下载此路线”，没有网络也能听。',
    browse: '去看看游览线路',
    remove: '删除',
    removeLabel: '删除已下载的“{{title}}”',
  },
};

declare module '../../platform/i18n/index.ts' {
  interface FeatureMessages {
    userCenter: typeof userCenterZhCN;
  }
}

registerMessages('userCenter', userCenterZhCN);
