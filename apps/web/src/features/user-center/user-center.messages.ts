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
  logout: '退出登录',
  logoutTitle: '退出登录？',
  logoutConfirm: '你是以游客身份使用的，打卡印章和照片只属于这部手机上的这个浏览器：在这里再以游客进入还能找回；清除浏览器数据或换了手机，就永久找不回了。',
  logoutCancel: '不退出',
};

declare module '../../platform/i18n/index.ts' {
  interface FeatureMessages {
    userCenter: typeof userCenterZhCN;
  }
}

registerMessages('userCenter', userCenterZhCN);
