/** Texts of the punch-in screens, loaded with that code rather than with the first screen. */
import { registerMessages } from '../../platform/i18n/index.ts';

export const punchZhCN = {
  summaryTitle: '打卡进度',
  summaryHint: '走到打卡点附近，点“打卡”收集印章',
  loginHint: '登录后即可打卡，收集每个景点的印章',
  pendingHint: '{{count}} 次打卡等待网络恢复后发送',
  progress: '已打卡 {{punched}} / {{total}} 个地点',
  collection: '我的印章',
  none: '本景区暂未设置打卡点',
  rangeOnly: '打卡范围 {{range}}',
  distance: '距你 {{distance}}',
  inRange: '在打卡范围内',
  doneShort: '已打卡',
  doneToday: '今日已打卡',
  pending: '待发送',
  count: '已打卡 {{count}} 次',
  share: '分享',
  withPhoto: '拍照打卡',
  punchIn: '打卡',
  locating: '定位中…',
  sending: '打卡中…',
  queued: '当前没有网络，打卡已保存在手机上，网络恢复后会自动发送',
  queuedSent: '离线打卡已发送：{{place}}',
  location: {
    waiting: '正在获取你的位置…',
    accuracy: '已定位，精度约 {{distance}}',
    denied: '无法获取你的位置，请允许定位后再打卡',
    none: '暂时无法获取你的位置，请到开阔处再试',
  },
  refused: {
    outOfRange: '你离这里还有点远，请走到打卡点附近再打卡',
    imprecise: '当前定位不够准确，请到开阔处稍等片刻再试',
    alreadyDone: '今天已经在这里打过卡了，明天再来吧',
    rateLimited: '打卡太频繁了，请稍等一分钟再试',
    notFound: '这个地点已不能打卡',
  },
  successTitle: '打卡成功',
  successBody: '{{date}}，你在{{place}}收集到一枚印章',
  makePoster: '生成分享海报',
  continue: '继续游览',
  detailLogin: '登录后查看你收集的印章',
  login: '去登录',
  collectionTitle: '印章收集册',
  collectionHint: '还有 {{count}} 枚印章等你收集',
  collectionComplete: '恭喜，你已集齐全部印章！',
  totalPunches: '累计打卡 {{count}} 次',
  slotMeta: '{{date}} · {{count}} 次',
  notYet: '尚未打卡',
  placeUnknown: '没有找到这个打卡点',
  shareNotYet: '在这里打卡后就能生成分享海报',
  goPunch: '去打卡',
  backToList: '返回打卡列表',
  posterTagline: '打卡纪念',
  posterDate: '打卡于 {{date}}',
  posterScan: '扫码一起来打卡',
  posterDrawing: '正在生成海报…',
  posterFailed: '海报生成失败，请稍后再试',
  posterAlt: '{{place}}的打卡海报',
  posterLongPress: '长按图片保存到手机或发送给朋友',
  posterSaveHint: '保存海报，分享给朋友',
  posterSave: '保存海报',
  photo: {
    hint: '拍一张照片，和打卡一起留作纪念',
    empty: '还没有选择照片',
    previewAlt: '已选择的照片',
    take: '拍照或选择照片',
    retake: '重新选择',
    send: '上传并打卡',
    uploading: '上传中 {{percent}}%',
  },
};

declare module '../../platform/i18n/index.ts' {
  interface FeatureMessages {
    punch: typeof punchZhCN;
  }
}

registerMessages('punch', punchZhCN);
