/** Texts of the login screen, loaded with that code rather than with the first screen. */
import { registerMessages } from '../../platform/i18n/index.ts';

export const loginZhCN = {
  welcome: '欢迎来到',
  subtitle: '登录后可保存你的打卡印章、照片和反馈，还能请好友帮你拍照',
  subtitleHelpShoot: '好友请你帮忙拍照：以游客身份登录就能加入',
  guest: '游客登录',
  guestHint: '无需注册，一键进入',
  failed: '登录失败：{{message}}',
  recoverOpen: '换了手机？用找回码找回',
  recoverLabel: '找回码（在原来手机的“我的 → 游客找回码”里）',
  recover: '找回',
  recovering: '正在找回…',
  recoverMalformed: '找回码是 32 位字母和数字，请核对后再试',
  recoverUnknown: '没有找到这个找回码对应的游客，请核对后再试',
};

declare module '../../platform/i18n/index.ts' {
  interface FeatureMessages {
    login: typeof loginZhCN;
    wechatLogin: typeof wechatLoginZhCN;
  }
}

registerMessages('login', loginZhCN);

export const wechatLoginZhCN = {
  redirecting: '正在前往微信授权…',
  completing: '正在通过微信登录…',
  failed: '微信登录失败：{{message}}',
  retry: '重新微信登录',
  notStartedHere: '这个登录链接不是在本浏览器发起的，请重新微信登录',
  orGuest: '或以游客身份继续',
};

registerMessages('wechatLogin', wechatLoginZhCN);
