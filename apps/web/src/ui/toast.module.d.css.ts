// Written by scripts/css-module-types.ts from toast.module.css: run it again after changing the stylesheet.
declare const styles: {
  readonly toast: string;
};
export default styles;
