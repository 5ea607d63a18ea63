// Written by scripts/css-module-types.ts from info-row.module.css: run it again after changing the stylesheet.
declare const styles: {
  readonly value: string;
};
export default styles;
