/** Texts of the screens still to come, loaded with that code rather than with the first screen. */
import { registerMessages, type MessagesOf } from '../platform/i18n/index.ts';

const comingSoonZhCN = {
  title: '即将开放',
  body: '「{{title}}」正在筹备中，敬请期待。',
};

const comingSoonEn: MessagesOf<typeof comingSoonZhCN> = {
  title: 'Coming soon',
  body: '“{{title}}” is on its way. Stay tuned.',
};

registerMessages('comingSoon', comingSoonZhCN, comingSoonEn);
