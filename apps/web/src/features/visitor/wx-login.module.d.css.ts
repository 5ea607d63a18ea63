// Written by scripts/css-module-types.ts from wx-login.module.css: run it again after changing the stylesheet.
declare const styles: {
  readonly login: string;
  readonly loginActions: string;
  readonly loginArt: string;
  readonly loginBusy: string;
  readonly loginError: string;
  readonly loginFeedback: string;
  readonly loginHero: string;
  readonly loginHint: string;
  readonly loginOther: string;
  readonly loginSubtitle: string;
  readonly loginTitle: string;
  readonly loginWelcome: string;
  readonly recover: string;
  readonly recoverInput: string;
  readonly recoverLabel: string;
};
export default styles;
