// Written by scripts/css-module-types.ts from bottom-sheet.module.css: run it again after changing the stylesheet.
declare const styles: {
  readonly backdrop: string;
  readonly sheet: string;
};
export default styles;
