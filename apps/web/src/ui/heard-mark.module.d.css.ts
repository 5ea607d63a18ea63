// Written by scripts/css-module-types.ts from heard-mark.module.css: run it again after changing the stylesheet.
declare const styles: {
  readonly heard: string;
  readonly heardIcon: string;
};
export default styles;
