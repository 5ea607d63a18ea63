/** Texts of the help-shoot screens (owner and friend), loaded with them. */
import { registerMessages } from '../../platform/i18n/index.ts';

export const helpShootZhCN = {
  spotAndPose: '{{place}} · {{pose}}',
  waitingTitle: '等好友加入',
  waitingHint: '把链接发给好友，或让好友用微信扫一扫二维码。好友用自己的手机取景，你这边能实时看到画面。',
  qrAlt: '帮拍链接的二维码',
  copyLink: '复制链接',
  copied: '已复制',
  shareNow: '发给好友',
  friendJoined: '好友已加入',
  previewAlt: '好友的取景画面',
  previewWaiting: '正在连接好友的取景画面…',
  previewLive: '实时画面',
  previewStills: '画面每秒更新',
  ready: '准备好了，3-2-1 拍！',
  countdown: '{{seconds}}',
  photoArrived: '好友拍好了',
  keep: '保存到我的照片',
  retake: '再拍一张',
  kept: '已保存到我的照片',
  retakeAsked: '已请好友重拍',
  myPhotos: '去我的照片',
  end: '结束帮拍',
  endConfirm: '结束后好友那边也会断开，确定结束吗？',
  keepGoing: '继续拍',
  ended: {
    owner: '帮拍已结束',
    friend: '好友已结束帮拍',
    expired: '30 分钟没有操作，帮拍已自动结束',
    unknown: '帮拍已结束',
  },
  endedFriend: {
    owner: '好友已结束帮拍，谢谢你的帮忙！',
    friend: '你已结束帮拍，谢谢你的帮忙！',
    expired: '30 分钟没有操作，帮拍已自动结束',
    unknown: '帮拍已结束',
  },
  startAgain: '重新发起',
  backToStudio: '返回拍照',
  reconnecting: '网络不稳，正在重新连接…',
  invitedTitle: '好友请你帮忙拍照',
  invitedHint: '加入后你的取景画面会实时显示在好友手机上，画面上有好友要摆的姿势轮廓。',
  join: '加入，帮 TA 拍',
  taken: '已经有人在帮忙拍了',
  takenHint: '每次帮拍只能有一位好友加入。',
  notFound: '这个帮拍链接无效或已失效',
  notFoundHint: '请好友重新发起帮拍，再把新链接发给你。',
  damagedLink: '这个帮拍链接不完整，可能在转发时被截断了',
  damagedLinkHint: '请好友重新发一次链接，或用微信扫一扫好友手机上的二维码。',
  ownRequest: '这是你自己发起的帮拍，把链接发给好友吧',
  openOwner: '打开我的帮拍',
  friendReady: '好友准备好了！',
  friendTips: '按好友要的姿势取景，轮廓对准好友再拍。',
  sending: '正在发送照片…',
  sent: '照片已发给好友',
  sendFailed: '照片没有发出去：{{message}}',
  retakeRequested: '好友想再拍一张',
  keptByOwner: '好友保存了这张照片',
  askFailed: '没能发起帮拍：{{message}}',
};

declare module '../../platform/i18n/index.ts' {
  interface FeatureMessages {
    helpShoot: typeof helpShootZhCN;
  }
}

registerMessages('helpShoot', helpShootZhCN);
