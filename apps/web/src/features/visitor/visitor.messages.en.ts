/** English texts of visitor.messages.ts (key for key the Chinese there); loaded with the English pack (src/locales/en.ts). */
import type { MessagesOf } from '../../platform/i18n/messages-of.ts';
import type { loginZhCN, wechatLoginZhCN } from './visitor.messages.ts';

export const loginEn: MessagesOf<typeof loginZhCN> = {
  welcome: 'Welcome to',
  subtitle: 'Log in to keep your stamps, photos and feedback, and to ask a friend to take your photo',
  subtitleHelpShoot: 'A friend asks you to take their photo: log in as a guest to join',
  guest: 'Continue as guest',
  guestHint: 'No sign-up needed',
  failed: 'Login failed: {{message}}',
  recoverOpen: 'New phone? Use a recovery code',
  recoverLabel: 'Recovery code (on your old phone: Me → Guest recovery code)',
  recover: 'Recover',
  recovering: 'Recovering…',
  recoverMalformed: 'A recovery code has 32 letters and digits; please check it',
  recoverUnknown: 'No guest has this recovery code; please check it and try again',
};

export const wechatLoginEn: MessagesOf<typeof wechatLoginZhCN> = {
  redirecting: 'Opening WeChat authorization…',
  completing: 'Logging in with WeChat…',
  failed: 'WeChat login failed: {{message}}',
  retry: 'Log in with WeChat again',
  notStartedHere: 'This login link was started in another browser; please log in with WeChat again',
  orGuest: 'or continue as a guest',
};
