/** Texts of the login screen, loaded with that code rather than with the first screen. */
import { registerMessages, type MessagesOf } from '../../platform/i18n/index.ts';

const loginZhCN = {
  welcome: '欢迎来到',
  subtitle: '登录后可保存你的打卡印章、照片和反馈，还能请好友帮你拍照',
  subtitleHelpShoot: '好友请你帮忙拍照：以游客身份登录就能加入',
  guest: '游客登录',
  guestHint: '无需注册，一键进入',
  failed: '登录失败：{{message}}',
};

const loginEn: MessagesOf<typeof loginZhCN> = {
  welcome: 'Welcome to',
  subtitle: 'Log in to keep your stamps, photos and feedback, and to ask a friend to take your photo',
  subtitleHelpShoot: 'A friend asks you to take their photo: log in as a guest to join',
  guest: 'Continue as guest',
  guestHint: 'No sign-up needed',
  failed: 'Login failed: {{message}}',
};

declare module '../../platform/i18n/index.ts' {
  interface FeatureMessages {
    login: typeof loginZhCN;
    wechatLogin: typeof wechatLoginZhCN;
  }
}

registerMessages('login', loginZhCN, loginEn);

const wechatLoginZhCN = {
  redirecting: '正在前往微信授权…',
  completing: '正在通过微信登录…',
  failed: '微信登录失败：{{message}}',
  retry: '重新微信登录',
  notStartedHere: '这个登录链接不是在本浏览器发起的，请重新微信登录',
  orGuest: '或以游客身份继续',
};

const wechatLoginEn: MessagesOf<typeof wechatLoginZhCN> = {
  redirecting: 'Opening WeChat authorization…',
  completing: 'Logging in with WeChat…',
  failed: 'WeChat login failed: {{message}}',
  retry: 'Log in with WeChat again',
  notStartedHere: 'This login link was started in another browser; please log in with WeChat again',
  orGuest: 'or continue as a guest',
};

registerMessages('wechatLogin', wechatLoginZhCN, wechatLoginEn);
