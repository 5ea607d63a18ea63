/** Texts of the punch places and punch records, loaded with that code rather than with the shell. */
import { registerMessages, type MessagesOf } from '../../platform/i18n/index.ts';

const punchSpotsZhCN = {
  title: '打卡点',
  add: '新建打卡点',
  empty: '还没有打卡点',
  hint: '游客在这些景点打卡、收集印章。每个景点一个打卡点；删除后游客已有的打卡记录仍保留。',
  confirmDelete: '确定取消这个打卡点？游客已有的打卡记录仍保留。',
  place: '景点',
  pickPlace: '请选择景点',
  stamp: '印章',
  stampHint: '不上传时，游客端画一枚带景点名的印章。',
  drawnSeal: '画出的印章',
};

const punchesZhCN = {
  title: '打卡记录',
  flaggedOnly: '只看可疑打卡',
  place: '地点',
  visitor: '游客',
  at: '打卡时间',
  distance: '距离',
  accuracy: '定位精度',
  meters: '{{value}} 米',
  flags: '可信度',
  plausible: '正常',
  flagNames: { too_fast: '移动过快', repeated_fix: '定位完全重复' },
  empty: '还没有打卡记录',
};

const punchSpotsEn: MessagesOf<typeof punchSpotsZhCN> = {
  title: 'Punch places',
  add: 'New punch place',
  empty: 'No punch places yet',
  hint: 'Visitors punch in at these places and collect their stamps. One per place; removing one keeps the punches visitors made.',
  confirmDelete: 'Stop punching in here? The punches visitors made stay in their records.',
  place: 'Place',
  pickPlace: 'Choose a place',
  stamp: 'Stamp',
  stampHint: 'Without one, the app draws a seal with the place’s name.',
  drawnSeal: 'Drawn seal',
};

const punchesEn: MessagesOf<typeof punchesZhCN> = {
  title: 'Punch records',
  flaggedOnly: 'Only doubtful punches',
  place: 'Place',
  visitor: 'Visitor',
  at: 'Punched at',
  distance: 'Distance',
  accuracy: 'Accuracy',
  meters: '{{value}} m',
  flags: 'Plausibility',
  plausible: 'Plausible',
  flagNames: { too_fast: 'Moved too fast', repeated_fix: 'Identical repeated fix' },
  empty: 'No punches yet',
};

declare module '../../platform/i18n/index.ts' {
  interface FeatureMessages {
    punchSpots: typeof punchSpotsZhCN;
    punches: typeof punchesZhCN;
  }
}

registerMessages('punchSpots', punchSpotsZhCN, punchSpotsEn);
registerMessages('punches', punchesZhCN, punchesEn);
