/** Texts of the page switches, loaded with that code rather than with the shell. */
import { registerMessages, type MessagesOf } from '../../platform/i18n/index.ts';

const routesZhCN = {
  title: '页面开关',
  hint: '关闭的页面，游客打开时看到“链接失效”页；关闭一个页面会同时关闭它下面的所有页面。登录页、失效页和异常页始终开放。只有管理员可以切换。',
  path: '页面路径',
  state: '开放',
  closedAbove: '上级页面已关闭',
  opened: '{{path}} 已开放',
  closed: '{{path}} 已关闭',
};

const routesEn: MessagesOf<typeof routesZhCN> = {
  title: 'Page switches',
  hint: 'A closed page shows visitors the dead-link page; closing a page closes every page under it. Log-in, dead-link and error pages always stay open. Only admins switch pages.',
  path: 'Page path',
  state: 'Open',
  closedAbove: 'A page above is closed',
  opened: '{{path}} is open',
  closed: '{{path}} is closed',
};

declare module '../../platform/i18n/index.ts' {
  interface FeatureMessages {
    routes: typeof routesZhCN;
  }
}

registerMessages('routes', routesZhCN, routesEn);
