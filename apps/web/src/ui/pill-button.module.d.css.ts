// Written by scripts/css-module-types.ts from pill-button.module.css: run it again after changing the stylesheet.
declare const styles: {
  readonly pillButton: string;
};
export default styles;
