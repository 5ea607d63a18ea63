// Written by scripts/css-module-types.ts from confirm.module.css: run it again after changing the stylesheet.
declare const styles: {
  readonly confirm: string;
  readonly confirmActions: string;
  readonly confirmBody: string;
  readonly confirmButton: string;
  readonly confirmTitle: string;
};
export default styles;
