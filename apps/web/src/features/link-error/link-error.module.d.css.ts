// Written by scripts/css-module-types.ts from link-error.module.css: run it again after changing the stylesheet.
declare const styles: {
  readonly linkErrorLabel: string;
  readonly linkErrorPath: string;
};
export default styles;
