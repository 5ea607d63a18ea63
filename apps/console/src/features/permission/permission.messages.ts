/** Texts of the page switches, loaded with that code rather than with the shell. */
import { registerMessages, type MessagesOf } from '../../platform/i18n/index.ts';

const routesZhCN = {
  title: '页面开关',
  hint: '关闭的页面，游客打开时看到“链接失效”页；关闭一个页面会同时关闭它下面的所有页面。登录页、失效页和异常页始终开放。只有管理员可以切换。',
  page: '页面',
  state: '开放',
  closedAbove: '上级页面已关闭',
  opened: '{{page}} 已开放',
  closed: '{{page}} 已关闭',
  /** Each page's name by its route's title key in the contract's route table (`route.boostCourse` → `boostCourse`). */
  pages: {
    home: '首页',
    business: '商务合作',
    wxLogin: '登录',
    noticeList: '景区公告',
    noticeDetail: '公告详情',
    navigation: '导航',
    userCenter: '我的',
    article: '文章详情',
    panorama: '全景',
    panoramaVideo: 'VR 视频',
    panoramaTakePhoto: 'VR 拍照',
    panoramaMatLoad: 'VR 素材库',
    panoramaMatView: 'VR 素材',
    search: '搜索',
    searchResult: '搜索结果',
    boost: '拍照',
    boostPhotos: '拍照机位',
    boostTakePhoto: '拍照相机',
    boostMatLoad: '照片制作中',
    boostMatView: '我的照片',
    boostDetail: '机位详情',
    boostCourse: '拍摄教程',
    boostHelpShoot: '好友帮拍',
    boostFriendHelpShoot: '帮好友拍照',
    punch: '打卡',
    punchDetail: '打卡详情',
    punchShare: '打卡分享',
    punchTakePhoto: '打卡拍照',
    answer: '问卷调查',
    opinion: '意见反馈',
    exception: '出错页',
    linkError: '链接失效页',
    aboutUs: '关于我们',
    tours: '游览线路',
    tourDetail: '线路详情',
  },
};

const routesEn: MessagesOf<typeof routesZhCN> = {
  title: 'Page switches',
  hint: 'A closed page shows visitors the dead-link page; closing a page closes every page under it. Log-in, dead-link and error pages always stay open. Only admins switch pages.',
  page: 'Page',
  state: 'Open',
  closedAbove: 'A page above is closed',
  opened: '{{page}} is open',
  closed: '{{page}} is closed',
  pages: {
    home: 'Home',
    business: 'Business',
    wxLogin: 'Log in',
    noticeList: 'Notices',
    noticeDetail: 'Notice',
    navigation: 'Navigation',
    userCenter: 'Me',
    article: 'Article',
    panorama: 'Panorama',
    panoramaVideo: 'VR videos',
    panoramaTakePhoto: 'VR photo',
    panoramaMatLoad: 'VR materials',
    panoramaMatView: 'VR material',
    search: 'Search',
    searchResult: 'Search results',
    boost: 'Photo studio',
    boostPhotos: 'Photo spots',
    boostTakePhoto: 'Studio camera',
    boostMatLoad: 'Making the photo',
    boostMatView: "Visitor's photo",
    boostDetail: 'Photo spot',
    boostCourse: 'Shooting guide',
    boostHelpShoot: 'Friends help shoot',
    boostFriendHelpShoot: "Shoot a friend's photo",
    punch: 'Check-in',
    punchDetail: 'Check-in details',
    punchShare: 'Share check-in',
    punchTakePhoto: 'Check-in photo',
    answer: 'Survey',
    opinion: 'Feedback',
    exception: 'Error page',
    linkError: 'Dead-link page',
    aboutUs: 'About us',
    tours: 'Tours',
    tourDetail: 'Tour details',
  },
};

export type PageName = keyof typeof routesZhCN.pages;
export const isPageName = (name: string): name is PageName => Object.hasOwn(routesZhCN.pages, name);

declare module '../../platform/i18n/index.ts' {
  interface FeatureMessages {
    routes: typeof routesZhCN;
  }
}

registerMessages('routes', routesZhCN, routesEn);
