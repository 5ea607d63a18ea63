/** Texts of the walking route screen, loaded with that code rather than with the first screen. */
import { registerMessages } from '../../platform/i18n/index.ts';

export const navigationZhCN = {
  from: '起点',
  to: '终点',
  myLocation: '我的位置',
  chooseDestination: '请选择要去的地方',
  locatingStart: '正在定位你的位置…',
  noLocationStart: '无法获取你的位置，已从这里出发，可在上方更换起点',
  outsideStart: '你不在景区内，已从这里出发，可在上方更换起点',
  walkTime: '步行约 {{minutes}} 分钟',
  noRoute: '没有找到可步行的路线',
  openInMapApp: '用地图应用打开',
};

declare module '../../platform/i18n/index.ts' {
  interface FeatureMessages {
    navigation: typeof navigationZhCN;
  }
}

registerMessages('navigation', navigationZhCN);
