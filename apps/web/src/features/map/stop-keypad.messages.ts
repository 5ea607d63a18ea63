/** Texts of the stop-number keypad, loaded with its chunk. */
import { registerMessages } from '../../platform/i18n/index.ts';

export const keypadZhCN = {
  title: '输入讲解编号',
  hint: '输入景点标牌上的编号',
  missing: '没有编号为 {{code}} 的景点',
  open: '打开',
  cancel: '取消',
  clear: '清空',
  back: '删除',
};

declare module '../../platform/i18n/index.ts' {
  interface FeatureMessages {
    keypad: typeof keypadZhCN;
  }
}

registerMessages('keypad', keypadZhCN);
