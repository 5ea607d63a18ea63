// Written by scripts/css-module-types.ts from home.module.css: run it again after changing the stylesheet.
declare const styles: {
  readonly homeTabs: string;
  readonly tab: string;
  readonly tabActive: string;
  readonly tabBar: string;
  readonly tabIcon: string;
};
export default styles;
