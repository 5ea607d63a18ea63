// Written by scripts/css-module-types.ts from business.module.css: run it again after changing the stylesheet.
declare const styles: {
  readonly businessHeading: string;
  readonly businessIntro: string;
  readonly businessText: string;
};
export default styles;
