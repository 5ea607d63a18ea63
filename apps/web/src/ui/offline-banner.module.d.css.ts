// Written by scripts/css-module-types.ts from offline-banner.module.css: run it again after changing the stylesheet.
declare const styles: {
  readonly offlineBanner: string;
};
export default styles;
