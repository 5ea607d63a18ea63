// Written by scripts/css-module-types.ts from stop-keypad.module.css: run it again after changing the stylesheet.
declare const styles: {
  readonly actions: string;
  readonly display: string;
  readonly hint: string;
  readonly key: string;
  readonly keys: string;
  readonly title: string;
};
export default styles;
